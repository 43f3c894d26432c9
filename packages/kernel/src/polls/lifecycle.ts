import { copyPoll } from './open';
import type { PollChange, PollExclusions, PollResult, PollSpec, PollState, Voter } from './types';

const closed = (poll: PollState): PollState => {
  const next = copyPoll(poll);
  next.status = 'closed';
  return next;
};

/** Closes the poll; its ballots are final and `tallyPoll` gives the outcome. */
export const closePoll = (poll: PollState): PollResult =>
  poll.status === 'closed'
    ? { ok: false, rejection: { code: 'poll-closed', params: {} } }
    : { ok: true, poll: closed(poll) };

/** Host publishes a `hidden` poll (seed 003, Voice of Reason lifted): everything becomes visible. */
export const revealPoll = (poll: PollState): PollState => {
  const next = copyPoll(poll);
  next.revealed = true;
  return next;
};

/**
 * Replaces the voter list (a voter died or was removed mid-day). Ballots of voters no longer
 * listed stay on record but stop counting, and majority thresholds follow the new n
 * (seed 001 rule 7: "the majority of the players alive"). A lock already reached stays.
 */
export const updateVoters = (poll: PollState, voters: Voter[]): PollState => ({
  ...poll,
  spec: { ...poll.spec, voters },
});

/** Replaces the exclusions (seed 002 Sheriff jails a player and a family; seed 003 arrests). */
export const updateExclusions = (poll: PollState, excluded: PollExclusions): PollState => ({
  ...poll,
  spec: { ...poll.spec, excluded },
});

/**
 * Replaces parts of a live poll's spec: its visibility (seed 003: the Voice of Reason hides the
 * lynch ballots), its adjustments (the day's vote modifiers), its exclusions, its hidden ballots.
 * Ballots and history stay; the next tally counts with the new spec.
 */
export const changePoll = (poll: PollState, change: PollChange): PollState => {
  const spec: PollSpec = { ...poll.spec };
  if (change.visibility !== undefined) spec.visibility = change.visibility;
  if (change.adjustments !== undefined) spec.adjustments = change.adjustments;
  if (change.excluded !== undefined) spec.excluded = change.excluded;
  if (change.hiddenBallots !== undefined) spec.hiddenBallots = change.hiddenBallots;
  return { ...poll, spec };
};
