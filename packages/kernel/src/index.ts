/**
 * @mafia/kernel — the pure, deterministic game kernel: state, commands → decide → events → evolve,
 * replay, the phase cycle as data, seeded RNG, notices with audiences, per-viewer views and the
 * vote kernel (polls). No I/O, no wall clock, no randomness outside the seeded RNG.
 */
export * from './audience';
export * from './available';
export * from './commands';
export * from './cycle';
export { decide, type DecideResult } from './decide';
export { isBoundedDeadline, isBoundedDuration, MAX_DURATION_MS } from './durations';
export { Draft } from './draft';
export * from './events';
export { emptyState, evolve, replay } from './evolve';
export * from './ids';
export * from './intents';
export * from './json';
export { findPollAndSlot, pollChoicesFor } from './poll-adapter';
export * from './poll-history';
export { PersistentList } from './persistent-list';
export { PostLog } from './post-log';
export * from './polls';
export * from './rejection';
export * from './rng';
export * from './ruleset';
export * from './state';
export * from './view';
export * from './wills';
export { abilityPhases, usableInPhase, type AbilityPhase } from './ability-phase';
export { actionGroupOf, displacedIntents, ONE_ACTION_GROUP } from './action-groups';
export {
  armedLastActions,
  causeMatches,
  lastActionOpen,
  windowAbilities,
} from './last-actions';
export type { EliminationOptions, LastActionSpec, StatusExceptions, StatusSpec } from './ruleset';
export type { LastActionWindow } from './state';
export {
  actionBlockingStatus,
  statusSeen,
  statusSpecOf,
  statusVisibility,
  targetBlockingStatus,
  voteBlockingStatus,
  type StatusVisibility,
} from './statuses';
export { willEditRejection } from './will-edit';
