import type { PollState, PollViewer } from './types';

/**
 * Whether a viewer may know this poll exists. A poll `seenBy: 'voters'` (seed 003 CB-D16.2, the BO
 * leader election) is seen by the host, by its current voters, and by a seat that has a ballot on
 * record in it (a voter who has since left the list saw the poll, and still sees what they saw).
 * Everyone else's view leaves the whole poll out: no options, no ballots, no totals, no outcome.
 */
export const pollSeenBy = (poll: PollState, viewer: PollViewer): boolean => {
  if (poll.spec.seenBy !== 'voters' || viewer.kind === 'host') return true;
  if (viewer.kind === 'public') return false;
  const seat = viewer.seat;
  if (poll.spec.voters.some((v) => v.seat === seat)) return true;
  for (const entry of poll.history) if (entry.voter === seat) return true;
  return false;
};
