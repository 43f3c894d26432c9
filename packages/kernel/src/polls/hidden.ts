import type { PollState } from './types';

/**
 * Whether a ballot (or a history entry) of this poll is kept from everyone but its voter and the
 * host right now: the spec's `hiddenBallots` name its voter or its slot, and the poll has not been
 * revealed (seed 003, Voice of Reason: ballots that count but are not shown).
 */
export const hiddenFromOthers = (poll: PollState, entry: { voter: string; slot: string }): boolean => {
  const hidden = poll.spec.hiddenBallots;
  if (hidden === undefined || poll.revealed) return false;
  return (hidden.voters ?? []).includes(entry.voter) || (hidden.slots ?? []).includes(entry.slot);
};

/** Whether any current ballot is hidden from others (then the public totals leave them out). */
export const hasHiddenBallots = (poll: PollState): boolean => poll.ballots.some((b) => hiddenFromOthers(poll, b));
