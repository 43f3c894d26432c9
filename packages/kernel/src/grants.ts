// Granted moves (issue #17): a seat may use the abilities of a role it does not hold, for a while,
// with the source recorded (an Actor's copied role, a Wizard's conjured one, a Necromancer's undead).
// A granted ability is addressed `<ability>@<grant id>` in commands and available moves; its intent
// keeps the ability's own id in `ability` and the grant in `grant`, so night behaviour written for
// the role works unchanged and the ruleset still tells the two apart.
import { firstPhaseKind, isAfter } from './cycle';
import type { AbilityId } from './ids';
import type { AbilitySpec, RulesetRuntime } from './ruleset';
import type { GameState, Grant, Intent, Seat } from './state';

export const GRANT_SEPARATOR = '@';

/** How a command names the ability `ability` of grant `grant`: `heal@undead-Doc`. */
export const grantedAbilityId = (ability: AbilityId, grant: string): string => `${ability}${GRANT_SEPARATOR}${grant}`;

/** The id a command names an intent's ability by (its own id, or `<ability>@<grant>`). */
export const intentAbilityId = (intent: Pick<Intent, 'ability' | 'grant'>): string =>
  intent.grant === undefined ? intent.ability : grantedAbilityId(intent.ability, intent.grant);

/** One move a seat may use: the ability, the id commands name it by, and the grant it comes through. */
export interface SeatMove {
  id: string;
  ability: AbilitySpec;
  grant?: Grant;
}

/** The grant's abilities, from the granted role (only those it lists; passive ones never act through it). */
export function abilitiesOfGrant(rules: RulesetRuntime, grant: Grant): AbilitySpec[] {
  const role = rules.roles[grant.role];
  if (!role) throw new Error(`grant ${grant.id} names unknown role ${grant.role}`);
  return role.abilities.filter((a) => !a.passive && (grant.abilities === undefined || grant.abilities.includes(a.id)));
}

/** The seat's granted moves, addressed `<ability>@<grant>`. */
export function grantedMoves(rules: RulesetRuntime, seat: Seat): SeatMove[] {
  return (seat.grants ?? []).flatMap((grant) => abilitiesOfGrant(rules, grant).map((ability) => ({ id: grantedAbilityId(ability.id, grant.id), ability, grant })));
}

/**
 * The move a command names: the seat's own or faction's ability; a granted one as
 * `<ability>@<grant>`; or a granted one by its bare id when the seat has no own ability of that id
 * and exactly one grant gives it (contract: the Actor "holds that role's ability ids").
 */
export function moveOf(rules: RulesetRuntime, seat: Seat, id: string, own: readonly AbilitySpec[]): SeatMove | undefined {
  // No named closure here: this runs for every move checked (and tsx names each closure it makes).
  if (id.includes(GRANT_SEPARATOR)) return grantedMoves(rules, seat).find((m) => m.id === id);
  const ability = own.find((a) => a.id === id);
  if (ability) return { id, ability };
  if (seat.grants === undefined || seat.grants.length === 0) return undefined;
  const byBareId = grantedMoves(rules, seat).filter((m) => m.ability.id === id);
  return byBareId.length === 1 ? byBareId[0] : undefined;
}

/** How a seat's moves are named to it: the bare id when that names the move alone (moveOf), else `<ability>@<grant>`. */
export function moveIds(rules: RulesetRuntime, seat: Seat, own: readonly AbilitySpec[]): SeatMove[] {
  if (seat.grants === undefined || seat.grants.length === 0) return own.map((ability) => ({ id: ability.id, ability }));
  const granted = grantedMoves(rules, seat);
  const shortOk = (m: SeatMove): boolean => !own.some((a) => a.id === m.ability.id) && granted.filter((g) => g.ability.id === m.ability.id).length === 1;
  return [...own.map((ability) => ({ id: ability.id, ability })), ...granted.map((m) => (shortOk(m) ? { ...m, id: m.ability.id } : m))];
}

/** A grant not yet usable: its `from` phase has not begun. */
export function grantNotYet(rules: RulesetRuntime, state: GameState, grant: Grant): boolean {
  if (!grant.from) return false;
  return isAfter(grant.from, state.clock.phase, firstPhaseKind(rules.cycle, state.settings));
}
