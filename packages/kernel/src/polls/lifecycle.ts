import type { PollExclusions, PollResult, PollState, Voter } from './types';

/** Closes the poll; its ballots are final and `tallyPoll` gives the outcome. */
export const closePoll = (poll: PollState): PollResult =>
  poll.status === 'closed'
    ? { ok: false, rejection: { code: 'poll-closed', params: {} } }
    : { ok: true, poll: { ...poll, status: 'closed' } };

/** Host publishes a `hidden` poll (seed 003, Voice of Reason lifted): everything becomes visible. */
export const revealPoll = (poll: PollState): PollState => ({ ...poll, revealed: true });

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
