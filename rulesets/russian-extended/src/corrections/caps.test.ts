import { openPoll, tallyPoll, castBallot, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { blackCap, correctionAdjustments, greyBlackCap } from './caps';

describe('the black cap BLK-1: max(R − 1, B), only after a red lynch (BLK-2)', () => {
  it.each([
    // part 1 §3.2 edge case 1 and §3.1 edge case 2
    { reds: 5, blacks: 4, redLynched: true, cap: 4 },
    { reds: 3, blacks: 3, redLynched: true, cap: 3 },
    { reds: 7, blacks: 3, redLynched: true, cap: 6 },
    { reds: 7, blacks: 3, redLynched: false, cap: null },
  ])('R=$reds B=$blacks red lynched=$redLynched → $cap', ({ cap, ...counts }) => {
    expect(blackCap(counts)).toBe(cap);
  });

  it.each([
    { reds: 5, blacks: 4, cap: 5 },
    { reds: 3, blacks: 4, cap: 4 },
  ])('GRY-2: black + grey into one player ≤ max(R, B): R=$reds B=$blacks → $cap', ({ cap, ...c }) => {
    expect(greyBlackCap({ ...c, redLynched: true })).toBe(cap);
  });
});

type Ballot = { voter: string; group: string; weight?: number; target: string };

function tally(ballots: Ballot[], adjustments: ReturnType<typeof correctionAdjustments>, targets = ['X', 'Y']) {
  let poll: PollState = openPoll({
    id: 'lynch',
    voters: ballots.map((b) => ({ seat: b.voter, group: b.group, ...(b.weight ? { weight: b.weight } : {}) })),
    options: targets.map((t) => ({ id: t, seat: t })),
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'plurality' },
    adjustments,
  });
  ballots.forEach((b, i) => {
    const r = castBallot(poll, { voter: b.voter, targets: [b.target], at: i });
    if (!r.ok) throw new Error(r.rejection.code);
    poll = r.poll;
  });
  return Object.fromEntries(tallyPoll(poll).totals.map((t) => [t.option, t.total]));
}

describe('vote corrections as the vote kernel applies them', () => {
  it('RED-1 (§3.1 edge case 2): R=7, B=3 after a red lynch, a red voter boosted to 8 counts 6', () => {
    const adj = correctionAdjustments({ reds: 7, blacks: 3, redLynched: true });
    expect(tally([{ voter: 'r1', group: 'red', weight: 8, target: 'X' }], adj).X).toBe(6);
  });

  it('RED-1 A1: before any red lynch, red boosts are not capped', () => {
    const adj = correctionAdjustments({ reds: 7, blacks: 3, redLynched: false });
    expect(tally([{ voter: 'r1', group: 'red', weight: 8, target: 'X' }], adj).X).toBe(8);
  });

  it('BLK-1: R=5, B=4: five black votes into one player count 4; before a red lynch all 5', () => {
    const blacks = ['b1', 'b2', 'b3', 'b4', 'b5'].map((v) => ({ voter: v, group: 'black', target: 'X' }));
    expect(tally(blacks, correctionAdjustments({ reds: 5, blacks: 4, redLynched: true })).X).toBe(4);
    expect(tally(blacks, correctionAdjustments({ reds: 5, blacks: 4, redLynched: false })).X).toBe(5);
  });

  it('GRY-1, GRY-2: a grey vote is capped like a red one; black + grey into one player ≤ max(R, B)', () => {
    const adj = correctionAdjustments({ reds: 3, blacks: 2, redLynched: true });
    // black cap max(2, 2) = 2, grey-black cap max(3, 2) = 3
    expect(tally([{ voter: 'g', group: 'grey', weight: 5, target: 'X' }], adj).X).toBe(2);
    const ballots = [
      { voter: 'b1', group: 'black', target: 'X' },
      { voter: 'b2', group: 'black', target: 'X' },
      { voter: 'g', group: 'grey', weight: 2, target: 'X' },
    ];
    expect(tally(ballots, adj).X).toBe(3);
  });

  it('BAR-1, BAR-5 (§3.4 edge case 1): barrier 3, weights 2,1,1,1,1 (the first black) → 2 against', () => {
    const adj = correctionAdjustments({ reds: 9, blacks: 2, redLynched: false }, [{ seat: 'X', value: 3, team: 'red' }]);
    const ballots = [
      { voter: 'b1', group: 'black', weight: 2, target: 'X' },
      { voter: 'r1', group: 'red', target: 'X' },
      { voter: 'r2', group: 'red', target: 'X' },
      { voter: 'r3', group: 'red', target: 'X' },
      { voter: 'r4', group: 'red', target: 'X' },
    ];
    expect(tally(ballots, adj).X).toBe(2);
  });

  it('POL-8 / BAR A1: the politician\'s zero barrier caps each vote at 1 and removes nothing', () => {
    const adj = correctionAdjustments({ reds: 9, blacks: 2, redLynched: false }, [{ seat: 'X', value: 0, team: 'red' }]);
    expect(tally([{ voter: 'r1', group: 'red', weight: 3, target: 'X' }, { voter: 'r2', group: 'red', target: 'X' }], adj).X).toBe(2);
  });

  it('BAR-3: a barrier never takes the total below zero', () => {
    const adj = correctionAdjustments({ reds: 9, blacks: 2, redLynched: false }, [{ seat: 'X', value: 3, team: 'red' }]);
    expect(tally([{ voter: 'r1', group: 'red', target: 'X' }], adj).X).toBe(0);
  });

  it('BAR-4: when all remaining reds vote against a black, his barrier counts as zero', () => {
    const adj = correctionAdjustments({ reds: 2, blacks: 1, redLynched: false }, [{ seat: 'X', value: 2, team: 'black' }]);
    const ballots = [
      { voter: 'r1', group: 'red', target: 'X' },
      { voter: 'r2', group: 'red', target: 'X' },
      { voter: 'b1', group: 'black', target: 'Y' },
    ];
    expect(tally(ballots, adj).X).toBe(2);
  });
});
