/**
 * @mafia/kernel — the pure, deterministic game kernel: state, commands → decide → events → evolve,
 * replay, the phase cycle as data, seeded RNG, notices with audiences, per-viewer views and the
 * vote kernel (polls). No I/O, no wall clock, no randomness outside the seeded RNG.
 *
 * The public surface is this list, by name (review 2026-11 §8.5): every type of the state, the
 * events, the commands, the ruleset contract and the views; the functions other packages call.
 * Helpers used only inside the kernel (`Draft`, the intent checks, the status and last-action
 * helpers…) are not exported. Add a name here deliberately; never `export *`. Deep imports
 * (`@mafia/kernel/src/...`) are refused by the package's `exports` and by lint.
 */
export { abilityPhases, usableInPhase, type AbilityPhase } from './ability-phase';
export {
  AFTER_GAME_HOST,
  afterGameVoteOf,
  type AfterGameBallot,
  type AfterGameVoteInput,
  type AfterGameVoteResult,
  type AfterGameVoteSpec,
  type AfterGameVoteState,
  type PassMark,
} from './after-game-vote';
export { toFaction, toHost, toPublic, toSeat, type Audience } from './audience';
export { actionOffers, availableCommands, type ActionOffer, type AvailableCommand } from './available';
export { proxiedMove } from './proxied-moves';
export { pollChoicesFor } from './poll-adapter';
export type { Command, CommandType, HostCommand, SeatCommand, SeatSetup } from './commands';
export { conditionHolds, evaluateCondition, isAfter, nextPhase, stepsOf, type ConditionValue } from './cycle';
export { decide, type DecideResult } from './decide';
export { isBoundedDeadline, isBoundedDuration, MAX_DURATION_MS } from './durations';
export type { EventOf, KernelEvent, KernelEventType, OpenedPoll, PendingResolution } from './events';
export { emptyState, evolve, replay } from './evolve';
export { applyEvents } from './decided-states';
export {
  phaseLabel,
  samePhase,
  type AbilityId,
  type FactionId,
  type PhaseKind,
  type PhaseRef,
  type PollId,
  type RoleId,
  type SeatId,
  type StepId,
} from './ids';
export { abilitiesOf, usesKey } from './intents';
export { abilitiesOfGrant, GRANT_SEPARATOR, grantedAbilityId, grantedMoves, intentAbilityId, type SeatMove } from './grants';
export type { Json, JsonObject } from './json';
export { armedLastActions } from './last-actions';
export { PersistentList } from './persistent-list';
export {
  archivePolls,
  emptyPollArchive,
  pollHistory,
  pollHistoryFor,
  type PhasePolls,
  type PollArchive,
  type PollHistory,
  type PollPhase,
  type PollRecord,
} from './poll-history';
export { PostLog } from './post-log';
export { reject, type Decision, type Rejection } from './rejection';
export { KERNEL_STATE_VERSION, stateFromJson, stateToJson } from './snapshot';
export { nextFloat, RngCursor, seedRng, type RngState } from './rng';
export type {
  AbilitySpec,
  Condition,
  CycleSpec,
  DeadPolicy,
  EliminationOptions,
  FactionSpec,
  HookContext,
  LastActionSpec,
  OptionSpec,
  PhaseSpec,
  RoleSpec,
  RulesetHooks,
  MoveRequest,
  MoveProxy,
  RulesetRuntime,
  StatusExceptions,
  StatusSpec,
  StepSpec,
  TargetSpec,
  WillsSpec,
  WinMoment,
} from './ruleset';
export type { GameState } from './state';
export type {
  ClockState,
  DataEntry,
  GameResult,
  Grant,
  Intent,
  LastActionWindow,
  Modifier,
  Notice,
  Post,
  Seat,
  Status,
  Will,
} from './state-parts';
export { statusVisibility, type StatusVisibility } from './statuses';
export { reaches, viewFor, type GameView, type SeatView, type Viewer } from './view';
export {
  ABSTAIN,
  castBallot,
  changePoll,
  closePoll,
  hiddenFromOthers,
  MODIFIER_SEQ,
  MORE_THAN_HALF,
  neededFor,
  NONE,
  openPoll,
  pendingVoters,
  pollSeenBy,
  pollTimeline,
  pollView,
  revealPoll,
  runoffSpec,
  tallyPoll,
  updateExclusions,
  updateVoters,
  withdrawBallot,
  type Ballot,
  type CastBallot,
  type CastInput,
  type Contribution,
  type GroupVerdict,
  type HiddenBallots,
  type HistoryEntry,
  type OptionSeries,
  type OptionTotal,
  type PollAdjustment,
  type PollAudience,
  type PollChange,
  type PollEligibility,
  type PollExclusions,
  type PollOption,
  type PollOutcome,
  type PollRejection,
  type PollResult,
  type PollSlot,
  type PollSpec,
  type PollState,
  type PollTally,
  type PollView,
  type PollViewer,
  type RejectionCode,
  type RunoffOptions,
  type TallySpec,
  type TargetBreakdown,
  type Threshold,
  type TieBreak,
  type TimelinePoint,
  type Visibility,
  type Voter,
  type WithdrawInput,
} from './polls';
