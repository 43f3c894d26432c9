import { castBallot, openPoll, tallyPoll, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { decideLynch } from '../day/lynch';
import { allRedsAgainst, everyoneElseAgainst, greyTieBreak, hardEquality } from './overrides';

const teams: Record<string, string> = { r1: 'red', r2: 'red', r3: 'red', r4: 'red', b1: 'black', b2: 'black', b3: 'black', g: 'grey', X: 'red', Y: 'black' };

function tallyOf(ballots: Array<[string, string | string[]]>, options = ['X', 'Y', 'r1', 'b1'], maxTargets = 1) {
  const voters = [...new Set(ballots.map(([v]) => v))];
  let poll: PollState = openPoll({
    id: 'p',
    voters: voters.map((seat) => ({ seat, group: teams[seat] ?? 'red' })),
    options: options.map((id) => ({ id, seat: id })),
    slots: [{ id: 'main', maxTargets }],
    visibility: 'live',
    tally: maxTargets === 2 ? { kind: 'plurality', places: 2, tieBreak: 'earliest-ballot' } : { kind: 'plurality' },
  });
  ballots.forEach(([voter, target], i) => {
    const r = castBallot(poll, { voter, targets: Array.isArray(target) ? target : [target], at: i });
    if (!r.ok) throw new Error(r.rejection.code);
    poll = r.poll;
  });
  return { tally: tallyPoll(poll), voters: Object.fromEntries(voters.map((v) => [v, teams[v] ?? 'red'])) };
}

describe('hard equality in a revote (L153)', () => {
  it.each([
    { tied: ['A', 'B'], order: ['A', 'B'], negatives: 3, dies: ['A', 'B'], rule: 'HE-1: more than two negatives alive, double death' },
    { tied: ['A', 'B'], order: ['B', 'A'], negatives: 2, dies: [], rule: 'HE-2: two negatives alive, nobody dies' },
    { tied: ['A', 'B'], order: ['A', 'B'], negatives: 1, dies: [], rule: 'HE-2: one negative alive, nobody dies' },
    { tied: ['A', 'B', 'C'], order: ['C', 'A', 'B'], negatives: 3, dies: ['C', 'A'], rule: 'HE-3: three tied, the first two to receive votes die' },
    { tied: ['A', 'B', 'C'], order: ['B', 'C', 'A'], negatives: 1, dies: ['B', 'C'], rule: 'AMB-HE-1: HE-3 applies whatever the negatives' },
    { tied: ['A', 'B', 'C'], order: ['A'], negatives: 3, dies: [], rule: 'AMB-HE-3: fewer than two received a vote, nobody dies' },
  ])('$rule', ({ tied, order, negatives, dies }) => {
    expect(hardEquality(tied, order, negatives)).toEqual(dies);
  });
});

describe('outcome overrides of the corrections', () => {
  it('BAR-7: all other players vote against one player: he dies', () => {
    const { tally, voters } = tallyOf([['r1', 'X'], ['b1', 'X'], ['X', 'r1']]);
    expect(everyoneElseAgainst(tally, voters)).toBe('X');
  });

  it('RED-2: every surviving red names the same black at a hunt', () => {
    const { tally, voters } = tallyOf([['r1', ['Y', 'X']], ['r2', ['Y', 'b1']], ['b1', ['X', 'r1']]], ['X', 'Y', 'r1', 'b1'], 2);
    expect(allRedsAgainst(tally, voters, (s) => teams[s] ?? 'red')).toEqual(['Y']);
  });

  it('GRY-3: all red votes into X, as much black + grey weight into Y: X dies', () => {
    const { tally, voters } = tallyOf([['r1', 'X'], ['r2', 'X'], ['b1', 'Y'], ['g', 'Y']]);
    expect(greyTieBreak(tally, ['X', 'Y'], voters, { red: 5, black: 2, grey: 1 })).toBe('X');
  });

  it('GRY-4 (§3.3 edge case 1): reds = blacks + grey, tie X–Y, more red weight on X: X dies', () => {
    const { tally, voters } = tallyOf([['r1', 'X'], ['r2', 'X'], ['r3', 'X'], ['r4', 'Y'], ['b1', 'Y'], ['b2', 'Y'], ['b3', 'X'], ['g', 'Y']]);
    expect(greyTieBreak(tally, ['X', 'Y'], voters, { red: 4, black: 3, grey: 1 })).toBe('X');
  });

  it('GRY-5 (§3.3 edge case 2): red weight 2–2, the first red vote was on Y: Y dies', () => {
    const { tally, voters } = tallyOf([['r1', 'Y'], ['r2', 'X'], ['r3', 'X'], ['r4', 'Y'], ['b1', 'X'], ['b2', 'Y'], ['b3', 'X'], ['g', 'Y']]);
    expect(greyTieBreak(tally, ['X', 'Y'], voters, { red: 4, black: 3, grey: 1 })).toBe('Y');
  });

  it('without the equality of teams a tie goes to a revote (L152)', () => {
    const { tally, voters } = tallyOf([['r1', 'X'], ['r2', 'Y'], ['r3', 'X'], ['r4', 'Y']]);
    expect(decideLynch(tally, voters, { red: 6, black: 2, grey: 0 })).toEqual({ tied: ['X', 'Y'] });
  });
});
