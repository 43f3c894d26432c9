import type { Ballot, PollRules, PollState, PollTally, PollView, PollViewer } from './types';
import { hasHiddenBallots, hiddenFromOthers } from './hidden';
import { eligibleVoters, slotsHeldBy } from './spec';
import { tallyPoll } from './tally';

/** Whether individual ballots are public now. */
const ballotsPublic = (poll: PollState): boolean => {
  switch (poll.spec.visibility) {
    case 'live':
      return true;
    case 'end':
      return poll.status === 'closed';
    case 'counts-only':
      // Seed 002 Announcements: "individuals' specific votes are not revealed publicly".
      return false;
    case 'hidden':
      return poll.revealed;
  }
};

/** Whether totals (and, once closed, the outcome) are public now. */
const totalsPublic = (poll: PollState): boolean =>
  ballotsPublic(poll) || (poll.spec.visibility === 'counts-only' && poll.status === 'closed');

/**
 * Poll states are immutable values (every ballot makes a new one), so a poll's tally is computed
 * once however many viewers look at it: a live game's 20 subscribers share one count per ballot.
 */
const tallies = new WeakMap<PollState, PollTally>();
const tallyOnce = (poll: PollState): PollTally => {
  let tally = tallies.get(poll);
  if (!tally) {
    tally = tallyPoll(poll);
    tallies.set(poll, tally);
  }
  return tally;
};

/**
 * The totals a player or spectator sees: others' hidden ballots left out while they are hidden, so
 * that no one can tell a hidden ballot from the count (a hidden voter's own ballot is in their own
 * totals). Once per poll state and seat, like the tally.
 */
const shownTotals = new WeakMap<PollState, Map<string, PollTally['totals']>>();
const shownTotalsOf = (poll: PollState, tally: PollTally, seat: string | null): PollTally['totals'] => {
  if (!hasHiddenBallots(poll)) return tally.totals;
  const own = seat !== null && poll.ballots.some((b) => b.voter === seat && hiddenFromOthers(poll, b));
  const key = own ? `seat:${seat}` : 'public';
  let bySeat = shownTotals.get(poll);
  if (!bySeat) {
    bySeat = new Map();
    shownTotals.set(poll, bySeat);
  }
  let totals = bySeat.get(key);
  if (!totals) {
    totals = tallyPoll({ ...poll, ballots: poll.ballots.filter((b) => b.voter === seat || !hiddenFromOthers(poll, b)) }).totals;
    bySeat.set(key, totals);
  }
  return totals;
};

/** A poll's options as viewers see them, once per spec (shared by every viewer and every ballot). */
const optionViews = new WeakMap<PollState['spec'], PollView['options']>();
const optionsOf = (spec: PollState['spec']): PollView['options'] => {
  let options = optionViews.get(spec);
  if (!options) {
    options = spec.options.map((o) => (o.pool === undefined ? { id: o.id } : { id: o.id, pool: o.pool }));
    optionViews.set(spec, options);
  }
  return options;
};

/** The entries a viewer may see of a public list: all but others' hidden ones (the same array when none is hidden). */
const visibleTo = <T extends { voter: string; slot: string }>(poll: PollState, entries: T[], seat: string | null): T[] =>
  poll.spec.hiddenBallots === undefined || poll.revealed ? entries : entries.filter((e) => e.voter === seat || !hiddenFromOthers(poll, e));

/**
 * Whether anyone may know who votes in this poll: every voter is a living seat (no dead voter under
 * an effect, russian-extended PHA-8) and no voter is excluded (exclusions may follow hidden roles
 * or groups). Then the pass mark, which counts the eligible voters, is public too.
 */
const voterListPublic = (poll: PollState): boolean =>
  poll.spec.excluded?.voters === undefined &&
  poll.spec.excluded?.voterGroups === undefined &&
  poll.spec.voters.every((v) => v.votesWhileDead !== true);

const placesOf = (poll: PollState): number | null => {
  const { tally } = poll.spec;
  if (tally.kind === 'plurality') return tally.places ?? 1;
  if (tally.kind === 'top-groups') return tally.k;
  return null;
};

/** Eligible voters with none of `ballots`, in voter order. */
const notVotingIn = (poll: PollState, ballots: readonly Ballot[]): string[] => {
  const voted = new Set(ballots.map((b) => b.voter));
  return eligibleVoters(poll.spec)
    .map((v) => v.seat)
    .filter((seat) => !voted.has(seat));
};

/** The host's rules of a poll: everything, once per poll state. */
const hostRules = new WeakMap<PollState, PollRules>();
const hostRulesOf = (poll: PollState, tally: PollTally): PollRules => {
  let rules = hostRules.get(poll);
  if (!rules) {
    rules = {
      tally: poll.spec.tally.kind,
      needed: tally.needed,
      lock: poll.spec.tally.kind === 'majority' && poll.spec.tally.lock === true,
      places: placesOf(poll),
      notVoting: poll.status === 'open' ? notVotingIn(poll, poll.ballots) : null,
    };
    hostRules.set(poll, rules);
  }
  return rules;
};

/** A player's or spectator's rules: the pass mark and the idle voters only when public (PollRules). */
const playerRulesOf = (poll: PollState, tally: PollTally, ballots: readonly Ballot[], full: boolean): PollRules => {
  const open = voterListPublic(poll);
  return {
    tally: poll.spec.tally.kind,
    needed: open ? tally.needed : null,
    lock: poll.spec.tally.kind === 'majority' && poll.spec.tally.lock === true,
    places: placesOf(poll),
    notVoting: open && full && poll.status === 'open' ? notVotingIn(poll, ballots) : null,
  };
};

/**
 * What one viewer may see of a poll. The host sees everything, with the breakdown; a voter
 * always sees their own ballots; the rest follows the poll's visibility. Voter weights and group
 * tags are never shown, since they can reveal roles. Others' hidden ballots (`hiddenBallots`)
 * are left out of the ballots, the history and the totals until the poll is revealed.
 */
export const pollView = (poll: PollState, viewer: PollViewer): PollView => {
  const tally = tallyOnce(poll);
  const options = optionsOf(poll.spec);
  // Object literals written out, not `{ ...base, more }`: on Node 20 (V8 11.3) a spread followed by
  // new keys takes a slow path (~0.7 µs per key), and a live game builds a poll view per viewer per ballot.
  if (viewer.kind === 'host') {
    return {
      id: poll.id,
      status: poll.status,
      visibility: poll.spec.visibility,
      options,
      mySlots: [],
      ballots: poll.ballots,
      history: poll.history.toArray(),
      totals: tally.totals,
      locked: poll.locked,
      outcome: poll.status === 'closed' ? tally.outcome : null,
      tally,
      rules: hostRulesOf(poll, tally),
    };
  }
  const seat = viewer.kind === 'voter' ? viewer.seat : null;
  const full = ballotsPublic(poll);
  const counts = totalsPublic(poll);
  const ballots = full ? visibleTo(poll, poll.ballots, seat) : poll.ballots.filter((b) => b.voter === seat);
  return {
    id: poll.id,
    status: poll.status,
    visibility: poll.spec.visibility,
    options,
    mySlots: seat === null ? [] : slotsHeldBy(poll.spec, seat).map((s) => s.id),
    ballots,
    history: full ? visibleTo(poll, poll.history.toArray(), seat) : poll.history.toArray().filter((h) => h.voter === seat),
    totals: counts ? shownTotalsOf(poll, tally, seat) : null,
    locked: counts ? poll.locked : null,
    outcome: counts && poll.status === 'closed' ? tally.outcome : null,
    tally: null,
    rules: playerRulesOf(poll, tally, ballots, full),
  };
};
