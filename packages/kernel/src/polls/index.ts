export type {
  Ballot,
  CastBallot,
  Contribution,
  GroupVerdict,
  HiddenBallots,
  HistoryEntry,
  OptionTotal,
  PollAdjustment,
  PollAudience,
  PollChange,
  PollEligibility,
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
export { changePoll, closePoll, revealPoll, updateExclusions, updateVoters } from './lifecycle';
export { tallyPoll } from './tally';
export { pollView } from './view';
export { hiddenFromOthers } from './hidden';
export { pollSeenBy } from './seen';
export { MODIFIER_SEQ } from './adjustments';
export { pendingVoters, pollTimeline } from './timeline';
export type { OptionSeries, TimelinePoint } from './timeline';
export { runoffSpec } from './runoff';
export type { RunoffOptions } from './runoff';
export { MORE_THAN_HALF, neededFor } from './threshold';
