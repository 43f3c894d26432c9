export type {
  Ballot,
  CastBallot,
  Contribution,
  GroupVerdict,
  HistoryEntry,
  OptionTotal,
  PollAdjustment,
  PollExclusions,
  PollOption,
  PollOutcome,
  PollRejection,
  PollResult,
  PollSlot,
  PollSpec,
  PollState,
  PollTally,
  PollView,
  PollViewer,
  RejectionCode,
  TallySpec,
  TargetBreakdown,
  Threshold,
  TieBreak,
  Visibility,
  Voter,
} from './types';
export { ABSTAIN, NONE } from './types';
export { openPoll } from './open';
export { castBallot, withdrawBallot } from './ballots';
export type { CastInput, WithdrawInput } from './ballots';
export { closePoll, revealPoll, updateExclusions, updateVoters } from './lifecycle';
export { tallyPoll } from './tally';
export { pollView } from './view';
export { pendingVoters, pollTimeline } from './timeline';
export type { OptionSeries, TimelinePoint } from './timeline';
export { runoffSpec } from './runoff';
export type { RunoffOptions } from './runoff';
export { MORE_THAN_HALF, neededFor } from './threshold';
