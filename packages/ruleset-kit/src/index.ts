/**
 * @mafia/ruleset-kit — how rulesets are written: defineRuleset / defineRole / defineAbility with
 * load-time validation, shared abilities, seeded role assignment, night resolution glue, a game
 * driver for tests and tools, and the conformance suite every ruleset runs.
 *
 * The public surface is this list, by name (review 2026-11 §8.5): what a ruleset author writes
 * with (the define* functions, the shared abilities and modifiers, the ordered-night helpers a
 * role's handler calls, the defence helpers), what a host or tool drives a ruleset with (the
 * driver, role assignment, `explain`, the conformance checks) and every type those signatures
 * mention. The night glue `defineRuleset` wires in by itself (`nightInput`, `resolveNight`,
 * `nightHooks`, `runBookNight`, `publishTrace`, the trace/deaths notice keys…) is internal: a
 * ruleset never calls it, so it can change without touching one. Add a name here deliberately;
 * never `export *`. Deep imports (`@mafia/ruleset-kit/src/...`) are refused by the package's
 * `exports` and by lint; the kit's own tests import internals from their files.
 */

// Writing a ruleset: definitions and their load-time validation.
export {
  defineAbility,
  defineModifier,
  defineRole,
  defineRuleset,
  parseModifierId,
  RulesetDefinitionError,
  seatOptionRejection,
} from './define';
export type {
  AbilityDefinition,
  SeatOptionSpec,
  AssignInput,
  AssignOutcome,
  Attack,
  Defence,
  DefenceOutcome,
  FactionDefinition,
  LedgerDeltas,
  ModifierDefinition,
  MorningContext,
  NightActionContext,
  NightBehaviour,
  NightClock,
  NightDefinition,
  NightStrategy,
  RoleDefinition,
  Ruleset,
  RulesetDefinition,
  ThreadVotes,
  SetupDefinition,
  SetupSeat,
  SignupEntry,
  UnmetRequest,
} from './types';

// The shared abilities and modifiers most roles are one line of.
export {
  block,
  investigate,
  jail,
  kill,
  protect,
  recruit,
  redirect,
  swap,
  track,
  triggerOnVisitKill,
  twoTargeted,
  visit,
  watch,
  type CommonOptions,
} from './abilities';
export { bulletproof, strongWilled } from './modifiers';

// What an ordered-night handler and a role's `defend` call (docs/adding-a-role.md).
export { actionRef, onTarget, traceEffect } from './ordered-night';
export { defendAgainst, traceDefence, traceNoTarget } from './defences';

// Granted moves (issue #17): a seat using another role's abilities for a while (kernel grants.ts).
export { abilityOfIntent, grantMoves, grantOfIntent, grantsOf, grantTrace, revokeGrant, type GrantInput } from './granted';

// Seating: signups to seats, seeded.
export { assignRoles, modifiersFrom, seatFrom, type Assignment, type PlayerSignup } from './assign';
// Custom setups (issue #22, the setup editor): the kit's checks, then the ruleset's `validateSetup`.
export {
  factionCounts,
  factionOfSeat,
  informedMinorityProblem,
  seatsOfDraft,
  validateSetup,
  type SetupDraft,
  type SetupGroup,
  type SetupProblem,
} from './setup-validation';

// Driving and checking a ruleset: tests, the CLI, scenarios, benches.
export { GameDriver, type DriverOptions } from './driver';
export { nightTable, type NightCase, type NightRow } from './night-table';
export { explain, type TraceEntry } from './trace';
export {
  checkReplay,
  checkView,
  checkViews,
  runConformance,
  type ConformanceFailure,
  type PlayedGame,
} from './conformance';
export { checkNightBehaviour, checkNightTraces } from './conformance-night';
export { CLIENT_TEXT_FAMILIES, clientTextKeys, missingClientTexts, type ClientTextFamily } from './client-keys';
export { checkConditionNames, checkStepConditions, checkTargets, definitionChecks } from './define-checks';
