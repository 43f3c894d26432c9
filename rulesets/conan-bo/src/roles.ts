/**
 * Who holds what (CB-D3, CB-D4): each role's faction, own abilities and passives, and ranks. Pure
 * data; phase 2 turns each entry into a role folder `src/roles/<id>/`.
 */
import { ABILITY, BO_ROLES, DB_ROLES, FACTION, PASSIVE, ROLE, TOWN_ROLES, type AbilityId, type FactionId, type PassiveId, type RoleId } from './ids';
import { ABILITY_SHAPES } from './abilities';

export interface RoleEntry {
  faction: FactionId;
  /** The role's own abilities (CB-D4); faction abilities and `use-gadget` come on top. */
  abilities: readonly AbilityId[];
  passives: readonly PassiveId[];
}

const town = (...abilities: AbilityId[]): RoleEntry => ({ faction: FACTION.town, abilities, passives: [] });
const bo = (...abilities: AbilityId[]): RoleEntry => ({ faction: FACTION.bo, abilities, passives: [] });

export const ROLES: Record<RoleId, RoleEntry> = {
  [ROLE.townsperson]: town(),
  [ROLE.conan]: town(ABILITY.investigate),
  [ROLE.heiji]: town(ABILITY.interrogate),
  [ROLE.hakuba]: town(ABILITY.track, ABILITY.travel),
  [ROLE.kogoro]: town(ABILITY.accuse),
  [ROLE.megure]: town(ABILITY.arrest, ABILITY.interrogate),
  [ROLE.satou]: town(ABILITY.arrest, ABILITY.release),
  [ROLE.takagi]: town(ABILITY.arrest),
  [ROLE.ran]: town(ABILITY.protect),
  [ROLE.araide]: town(ABILITY.heal),
  [ROLE.makoto]: town(ABILITY.guard, ABILITY.travel),
  [ROLE.kazuha]: town(ABILITY.accompany),
  [ROLE.eri]: town(ABILITY.lawsuit, ABILITY.voiceOfReason),
  [ROLE.akai]: town(ABILITY.vengeance),
  [ROLE.agasa]: town(ABILITY.giveGadget),
  [ROLE.haibara]: town(ABILITY.antidote),
  [ROLE.kid]: town(ABILITY.steal, ABILITY.temporaryDisguise),
  [ROLE.yumi]: town(ABILITY.matchmake),
  [ROLE.mitsuhiko]: town(ABILITY.stakeout),
  [ROLE.ayumi]: town(ABILITY.stakeout),
  [ROLE.genta]: town(ABILITY.stakeout),
  [ROLE.anokata]: { faction: FACTION.bo, abilities: [], passives: [PASSIVE.godfather, PASSIVE.chameleon] },
  [ROLE.gin]: bo(ABILITY.slander),
  [ROLE.vermouth]: bo(ABILITY.disguise),
  [ROLE.bourbon]: bo(ABILITY.spy, ABILITY.blackmail),
  [ROLE.vodka]: bo(ABILITY.frighten),
  [ROLE.chianti]: bo(ABILITY.discombobulate),
  [ROLE.korn]: bo(ABILITY.injure),
  [ROLE.irish]: bo(ABILITY.frame, ABILITY.temporaryDisguise),
  [ROLE.pisco]: bo(ABILITY.eraseBody, ABILITY.eraseEvidence),
  [ROLE.calvados]: bo(ABILITY.bribe),
  [ROLE.tequila]: bo(ABILITY.hinder),
  [ROLE.kir]: bo(ABILITY.confuse),
};

/** Abilities the faction grants every member (CB-D4 §3.3) and the one everybody holds (`use-gadget`). */
export function grantedAbilities(faction: FactionId): AbilityId[] {
  return (Object.keys(ABILITY_SHAPES) as AbilityId[]).filter((id) => {
    const granted = ABILITY_SHAPES[id].grantedTo;
    return granted === 'everyone' || (granted === FACTION.bo && faction === FACTION.bo);
  });
}

/** Every ability a seat of this role may submit: its own plus the granted ones. */
export function abilitiesOfRole(role: RoleId): AbilityId[] {
  const entry = ROLES[role];
  return [...entry.abilities, ...grantedAbilities(entry.faction)];
}

/** CB-D3: BO rank, 1 = highest (undefined for town roles). */
export function boRank(role: RoleId): number | undefined {
  const index = (BO_ROLES as readonly RoleId[]).indexOf(role);
  return index < 0 ? undefined : index + 1;
}

/** CB-D3: Detective Boys' rank, 1 = highest (undefined for other roles). */
export function dbRank(role: RoleId): number | undefined {
  const index = (DB_ROLES as readonly RoleId[]).indexOf(role);
  return index < 0 ? undefined : index + 1;
}

export const ROLE_COUNT = { town: TOWN_ROLES.length, bo: BO_ROLES.length } as const;
