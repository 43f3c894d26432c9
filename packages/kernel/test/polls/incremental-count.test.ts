import { describe, expect, it } from 'vitest';
import type { PollSpec, PollState, TallySpec, Voter } from '../../src/polls';
import { castBallot, MORE_THAN_HALF, neededFor, openPoll, tallyPoll, updateExclusions, withdrawBallot } from '../../src/polls';
import { countBallots, recountBallots } from '../../src/polls/count';
import { eligibleVoters } from '../../src/polls/spec';

// Issue #22: a ballot updates the counting incrementally; it must equal a full recount after every
// step, for every poll shape the rulesets use (weights, extra slots, multi-target, none/abstain,
// exclusions, family pools, adjustments, lock). Random but seeded, so a failure reproduces.
const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const groupOf = (s: string) => (['a', 'b', 'c'].includes(s) ? 'red' : s === 'g' ? 'grey' : 'black');

const shapes: Record<string, (r: () => number) => PollSpec> = {
  'majority with lock': () => ({
    id: 'p', voters: seats.map((seat) => ({ seat })), options: seats.map((s) => ({ id: s, seat: s })),
    slots: [{ id: 'main', allowNone: true }], visibility: 'live', tally: { kind: 'majority', lock: true },
  }),
  'weighted plurality, extra unbound slot, abstain': (r) => ({
    id: 'p',
    voters: seats.map((seat): Voter => ({ seat, weight: 1 + Math.floor(r() * 3), group: groupOf(seat) })),
    options: seats.map((s) => ({ id: s, seat: s })),
    slots: [{ id: 'main', allowAbstain: true, noSelf: true }, { id: 'extra', holders: ['a', 'd'], unbound: true, weight: 2 }],
    visibility: 'live', tally: { kind: 'plurality', places: 2 },
  }),
  'multi-target approval': () => ({
    id: 'p', voters: seats.map((seat) => ({ seat })), options: [{ id: 'yes' }, { id: 'no' }, { id: 'x' }],
    slots: [{ id: 'main', maxTargets: 2 }], visibility: 'live', tally: { kind: 'approval', yes: 'yes', threshold: { kind: 'count', atLeast: 3 } },
  }),
  'families (top-groups)': () => ({
    id: 'p', voters: seats.map((seat): Voter => ({ seat, group: groupOf(seat) })),
    options: [
      ...['red', 'black', 'grey'].map((g) => ({ id: `fam-${g}`, group: g, pool: 'family' })),
      ...seats.map((s) => ({ id: s, seat: s, group: groupOf(s), pool: 'member' })),
    ],
    slots: [{ id: 'family', pool: 'family', group: 'outside' }, { id: 'individual', pool: 'member', group: 'inside' }],
    visibility: 'live', tally: { kind: 'top-groups', k: 1, groupPool: 'family', memberPool: 'member' } as TallySpec,
  }),
  'adjustments (cap, barrier, offset)': (r) => ({
    id: 'p',
    voters: seats.map((seat): Voter => ({ seat, weight: 1 + Math.floor(r() * 4), group: groupOf(seat) })),
    options: seats.map((s) => ({ id: s, seat: s })),
    slots: [{ id: 'main' }], visibility: 'live', tally: { kind: 'plurality' },
    adjustments: [
      { kind: 'cap-ballot', groups: ['red'], max: 2 },
      { kind: 'cap-group-per-target', groups: ['black'], max: 3 },
      { kind: 'barrier', barriers: [{ option: 'a', value: 2 }] },
      { kind: 'offset', option: 'b', delta: -1 },
    ],
  }),
  'weighted majority with lock and adjustments': (r) => ({
    id: 'p',
    voters: seats.map((seat): Voter => ({ seat, weight: 1 + Math.floor(r() * 2), group: groupOf(seat) })),
    options: seats.map((s) => ({ id: s, seat: s })),
    slots: [{ id: 'main', allowNone: true, maxTargets: 2 }], visibility: 'live',
    tally: { kind: 'majority', lock: true, threshold: { kind: 'count', atLeast: 3 } },
    adjustments: [{ kind: 'cap-ballot', groups: ['black'], max: 1 }, { kind: 'offset', option: 'c', delta: 1 }],
  }),
  'weighted majority with lock, two targets': (r) => ({
    id: 'p',
    voters: seats.map((seat): Voter => ({ seat, weight: r() < 0.3 ? 0.5 : 1 })),
    options: seats.map((s) => ({ id: s, seat: s })),
    slots: [{ id: 'main', allowNone: true, maxTargets: 2 }], visibility: 'live',
    tally: { kind: 'majority', lock: true, threshold: { kind: 'count', atLeast: 2 } },
  }),
};

/**
 * Seed 001 rule 7 by the full recount, the reference for `castBallot`'s lock: the first target of
 * the new ballot whose total without it (the poll without the voter's previous ballot in the slot)
 * was at the threshold and that it raised.
 */
const referenceLock = (before: PollState, after: PollState): string | null => {
  if (before.locked !== null) return before.locked;
  const spec = after.spec;
  if (spec.tally.kind !== 'majority' || spec.tally.lock !== true) return null;
  const needed = neededFor(spec.tally.threshold ?? MORE_THAN_HALF, eligibleVoters(spec).length);
  const ballot = after.ballots[after.ballots.length - 1];
  if (ballot === undefined) return null;
  const was = recountBallots(spec, after.ballots.slice(0, -1)).totals;
  const now = recountBallots(spec, after.ballots).totals;
  const total = (rows: typeof was, id: string) => rows.find((r) => r.option === id)?.total ?? 0;
  return ballot.targets.find((t) => total(was, t) >= needed && total(now, t) > total(was, t)) ?? null;
};

const step = (poll: PollState, r: () => number, at: number): PollState => {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const voter = pick(seats);
  const slot = pick(poll.spec.slots).id;
  const roll = r();
  if (roll < 0.05) {
    return updateExclusions(poll, r() < 0.5 ? { voters: [pick(seats)], options: [pick(seats)] } : { voterGroups: ['grey'] });
  }
  if (roll < 0.25) {
    const result = withdrawBallot(poll, { voter, slot, at });
    return result.ok ? result.poll : poll;
  }
  const ids = [...poll.spec.options.map((o) => o.id), 'none', 'abstain'];
  const targets = r() < 0.3 ? [pick(ids), pick(ids)] : [pick(ids)];
  const result = castBallot(poll, { voter, slot, targets, at });
  return result.ok ? result.poll : poll;
};

describe('incremental counting equals a full recount', () => {
  for (const [shape, make] of Object.entries(shapes)) {
    it(`${shape}: 40 random ballot sequences`, () => {
      let changed = 0;
      let locks = 0;
      for (let game = 0; game < 40; game += 1) {
        const r = rng(game * 7919 + shape.length);
        let poll = openPoll(make(r));
        for (let at = 1; at <= 40; at += 1) {
          const next = step(poll, r, at);
          if (next.ballots !== poll.ballots) changed += 1;
          // A cast (its history ends with a cast entry) locks as the recount says.
          const cast = next.history.length > poll.history.length && next.history.at(-1)?.kind === 'cast';
          expect(next.locked).toBe(cast ? referenceLock(poll, next) : poll.locked);
          if (next.locked !== null && poll.locked === null) locks += 1;
          poll = next;
          expect(countBallots(poll.spec, poll.ballots)).toEqual(recountBallots(poll.spec, poll.ballots));
          expect(tallyPoll(poll).outcome).toEqual(
            tallyPoll({ ...poll, ballots: [...poll.ballots] }).outcome,
          );
        }
      }
      // The sequences really vote (a generator whose ballots were all refused would prove nothing).
      expect(changed).toBeGreaterThan(150);
      // The weighted lock shapes do lock (the plain one, 7 voters among 9 options, seldom reaches 4 + 1).
      if (shape.startsWith('weighted majority')) expect(locks).toBeGreaterThan(10);
    });
  }
});
