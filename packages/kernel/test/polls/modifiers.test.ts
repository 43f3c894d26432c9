import { describe, expect, it } from 'vitest';
import type { PollAdjustment } from '../../src/polls';
import { changePoll, MODIFIER_SEQ, pollView, tallyPoll } from '../../src/polls';
import { close, outcomeOf, seatPoll, totalOf, votes } from './helpers';

const offset = (option: string, delta: number, source?: string): PollAdjustment => ({ kind: 'offset', option, delta, ...(source ? { source } : {}) });

/** Seed 003 CB-D21.2: "accuse +1 to its target, accompany −1 to its target (a total never goes below 0)". */
describe('vote modifiers (offset adjustments)', () => {
  const day = () => votes(seatPoll(['a', 'b', 'c', 'd', 'e']), 'a>b', 'c>b', 'd>e');

  it.each([
    ['accuse +1', [offset('e', 1, 'kogoro')], { b: 2, e: 2 }],
    ['accompany −1', [offset('b', -1, 'kazuha')], { b: 1, e: 1 }],
    ['both on one target cancel out', [offset('b', 1), offset('b', -1)], { b: 2, e: 1 }],
    ['−1 on a target with no votes stays at 0', [offset('c', -1)], { b: 2, c: 0, e: 1 }],
    ['−2 on a single vote stops at 0', [offset('e', -2)], { b: 2, e: 0 }],
    ['+1 on a target with no votes', [offset('d', 1)], { b: 2, d: 1, e: 1 }],
  ] as const)('%s', (_, adjustments, totals) => {
    const poll = changePoll(day(), { adjustments: [...adjustments] });
    for (const [option, total] of Object.entries(totals)) expect(totalOf(poll, option)).toBe(total);
  });

  it('the order of modifiers matters at zero: −1 then +1 gives 1, +1 then −1 gives 0', () => {
    const empty = seatPoll(['a', 'b']);
    expect(totalOf(changePoll(empty, { adjustments: [offset('a', -1), offset('a', 1)] }), 'a')).toBe(1);
    expect(totalOf(changePoll(empty, { adjustments: [offset('a', 1), offset('a', -1)] }), 'a')).toBe(0);
  });

  it('decides the poll: Kazuha at one vote’s difference (seed 003 CB-9) turns a lynch into a tie', () => {
    const poll = votes(seatPoll(['a', 'b', 'c', 'd', 'e']), 'a>b', 'c>b', 'e>d');
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['b'] });
    expect(outcomeOf(changePoll(poll, { adjustments: [offset('b', -1, 'e')] }))).toEqual({ kind: 'tie', selected: [], tied: ['b', 'd'], places: 1 });
  });

  it('a modifier on an excluded option counts for nothing (ballots on it do not count either)', () => {
    const poll = changePoll(day(), { excluded: { options: ['e'] }, adjustments: [offset('e', 1)] });
    expect(totalOf(poll, 'e')).toBe(0);
  });

  it('shows in the host’s breakdown as a row of its own and a step, never as a ballot', () => {
    const poll = changePoll(day(), { adjustments: [offset('b', -1, 'kazuha'), offset('e', 1, 'kogoro'), offset('c', -1, 'x')] });
    const tally = tallyPoll(poll);
    const row = (option: string) => tally.breakdown.find((r) => r.option === option);
    expect(row('b')?.contributions.filter((c) => c.modifier)).toEqual([
      { voter: 'kazuha', slot: '', group: null, seq: MODIFIER_SEQ, weight: -1, counted: -1, modifier: true },
    ]);
    expect(row('b')?.contributions.filter((c) => !c.modifier).map((c) => c.counted)).toEqual([1, 1]);
    expect(row('b')?.steps).toEqual([{ adjustment: 0, kind: 'offset', before: 2, after: 1 }]);
    expect(row('e')?.steps).toEqual([{ adjustment: 1, kind: 'offset', before: 1, after: 2 }]);
    // A modifier that changed nothing leaves a row (counted 0) but no step: the post lists only changes.
    expect(row('c')?.steps).toEqual([]);
    expect(row('c')?.contributions).toEqual([{ voter: 'x', slot: '', group: null, seq: MODIFIER_SEQ, weight: -1, counted: 0, modifier: true }]);
    const closed = close(poll);
    expect(pollView(closed, { kind: 'public' }).ballots.map((b) => b.voter)).toEqual(['a', 'c', 'd']);
    expect(pollView(closed, { kind: 'public' }).totals?.find((t) => t.option === 'e')?.total).toBe(2);
  });

  it('is never the earliest ballot of a tie-break', () => {
    const poll = changePoll(votes(seatPoll(['a', 'b', 'c'], { tally: { kind: 'plurality', tieBreak: 'earliest-ballot' } }), 'a>b', 'b>c'), {
      adjustments: [offset('c', 1), offset('b', 1)],
    });
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['b'] });
  });
});
