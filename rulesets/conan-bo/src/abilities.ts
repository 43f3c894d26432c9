/**
 * The shape of every ability as the contract fixes it (CB-D4 §3.3–3.4, CB-D26): phases, target
 * slots, options and per-game uses. Pure data, independent of the kit's API: the role modules of
 * phase 2 read it, and `test/scenarios.test.ts` checks the scenario files against it.
 */
import { ABILITY, BO_ROLES, CLAIM_ACTIONS, FRAMEABLE_CRIMES, GADGET, KILL_MODE, OPTION, SUITCASE_ACTIONS, TOWN_ROLES, CRIMES, type AbilityId } from './ids';

export type PhaseKind = 'night' | 'day';

export interface OptionSpec {
  name: string;
  values: readonly string[];
  required: boolean;
}

export interface AbilityShape {
  /** CB-D4: "N", "D" or "N/D" (one id usable in both phases, CB-D10.5). */
  phases: readonly PhaseKind[];
  /** Target slots, in order (`[]` for abilities without targets). */
  targets: readonly string[];
  /** Extra slots allowed beyond `targets.length` (`give-suitcase` names 1 to 12 members). */
  maxTargets?: number;
  /** Whether the actor may name themselves ("not self unless stated", CB-D4). */
  self: boolean;
  /** Whether two slots may name the same seat (`investigate`'s "Vermouth disguise Vermouth"). */
  sameSeatTwice?: boolean;
  options: readonly OptionSpec[];
  /** Uses per game spent by the kernel; abilities whose use is spent only on success say so in `note`. */
  usesPerGame?: number;
  /** Night 1 only (`matchmake`, CB-D20). */
  night1Only?: boolean;
  /** Who may hold it besides the roles that list it. */
  grantedTo?: 'bo' | 'everyone';
  note?: string;
}

const ROLE_VALUES: readonly string[] = [...TOWN_ROLES, ...BO_ROLES];
const N: readonly PhaseKind[] = ['night'];
const D: readonly PhaseKind[] = ['day'];
const ND: readonly PhaseKind[] = ['night', 'day'];
const one = ['target'];
const required = (name: string, values: readonly string[]): OptionSpec => ({ name, values, required: true });

export const ABILITY_SHAPES: Record<AbilityId, AbilityShape> = {
  // Information (CB-D12)
  [ABILITY.investigate]: { phases: N, targets: ['suspect', 'object'], self: true, sameSeatTwice: true, options: [required(OPTION.action, CLAIM_ACTIONS)] },
  [ABILITY.interrogate]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.spy]: { phases: N, targets: one, self: false, options: [required(OPTION.role, ROLE_VALUES)] },
  [ABILITY.track]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.stakeout]: { phases: N, targets: one, self: false, options: [], note: 'DB group action: the highest-ranked DB goes through (CB-D12.6)' },
  // Protection (CB-D15)
  [ABILITY.protect]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.heal]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.guard]: { phases: N, targets: one, self: false, options: [] },
  // Police (CB-D10)
  [ABILITY.arrest]: { phases: ND, targets: ['suspect'], self: false, options: [required(OPTION.crime, CRIMES)] },
  [ABILITY.release]: { phases: ND, targets: one, self: false, options: [] },
  [ABILITY.lawsuit]: { phases: D, targets: one, self: false, options: [], usesPerGame: 1 },
  // Day abilities (CB-D21)
  [ABILITY.accompany]: { phases: D, targets: one, self: false, options: [] },
  [ABILITY.accuse]: { phases: D, targets: one, self: false, options: [] },
  [ABILITY.voiceOfReason]: { phases: D, targets: [], self: false, options: [], usesPerGame: 1 },
  [ABILITY.antidote]: { phases: D, targets: one, self: true, options: [] },
  [ABILITY.vengeance]: { phases: ND, targets: one, self: false, options: [], note: 'fires at most once: Akai dies once' },
  // Movement and items
  [ABILITY.travel]: { phases: ND, targets: [], self: false, options: [], usesPerGame: 1 },
  [ABILITY.giveGadget]: { phases: N, targets: one, self: false, options: [required(OPTION.gadget, Object.values(GADGET))] },
  [ABILITY.useGadget]: { phases: N, targets: one, self: false, options: [required(OPTION.gadget, Object.values(GADGET))], grantedTo: 'everyone' },
  [ABILITY.steal]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.temporaryDisguise]: { phases: N, targets: ['model'], self: false, options: [] },
  // Lovers (CB-D20)
  [ABILITY.matchmake]: { phases: N, targets: ['a', 'b'], self: false, options: [], night1Only: true },
  // BO role abilities
  [ABILITY.slander]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.disguise]: { phases: N, targets: [], self: false, options: [required(OPTION.role, ROLE_VALUES)] },
  [ABILITY.frighten]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.discombobulate]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.injure]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.frame]: { phases: N, targets: ['framed', 'object'], self: false, options: [required(OPTION.crime, FRAMEABLE_CRIMES)] },
  [ABILITY.eraseBody]: { phases: N, targets: ['victim'], self: false, options: [], note: 'unlimited when Pisco is the killer, else once, spent only when a body is erased' },
  [ABILITY.eraseEvidence]: { phases: N, targets: ['perpetrator'], self: true, options: [required(OPTION.crime, CRIMES)], note: 'each crime id once per game (crime-already-erased)' },
  [ABILITY.bribe]: { phases: N, targets: [], self: false, options: [], note: 'once per game, spent only when a BO kill is carried out' },
  [ABILITY.hinder]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.blackmail]: { phases: N, targets: one, self: false, options: [] },
  [ABILITY.confuse]: { phases: N, targets: one, self: false, options: [] },
  // BO faction abilities (CB-D4 §3.3)
  [ABILITY.killOrder]: {
    phases: N,
    targets: ['killer', 'victim'],
    self: true,
    options: [{ name: OPTION.mode, values: Object.values(KILL_MODE), required: false }],
    grantedTo: 'bo',
    note: 'a non-leader names themselves as killer (CB-27)',
  },
  [ABILITY.aptx]: { phases: D, targets: ['victim'], self: false, options: [required(OPTION.role, ROLE_VALUES)], grantedTo: 'bo' },
  [ABILITY.giveSuitcase]: { phases: D, targets: ['member'], maxTargets: 12, self: true, options: [], grantedTo: 'bo', note: 'leader only' },
  [ABILITY.suitcase]: { phases: N, targets: one, self: false, options: [required(OPTION.action, SUITCASE_ACTIONS)], grantedTo: 'bo', note: "tonight's holder only" },
};
