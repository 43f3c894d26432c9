import { describe, expect, it } from 'vitest';
import type { CastBallot } from '../../src/polls';
import { recountBallots } from '../../src/polls/count';
import { rememberCounting, rememberedCounting } from '../../src/polls/counting-memo';
import { seatPoll } from './helpers';

// Issue #22: a counting is remembered in a private field of its ballots array. The array must stay
// the same value to everyone else, and the memo must answer only for the spec it was counted with.
const spec = seatPoll(['a', 'b', 'c']).spec;
const ballots = (): CastBallot[] => [
  { voter: 'a', slot: 'main', targets: ['b'], at: 1, seq: 0 },
  { voter: 'b', slot: 'main', targets: ['b'], at: 2, seq: 1 },
];

describe('the counting memo', () => {
  it('answers for the array and spec it was given, and for nothing else', () => {
    const array = ballots();
    const counting = recountBallots(spec, array);
    expect(rememberedCounting(spec, array)).toBeUndefined();
    rememberCounting(spec, array, counting);
    expect(rememberedCounting(spec, array)).toBe(counting);
    // An equal array is another key; a changed spec (voters, exclusions) keeps the array but misses.
    expect(rememberedCounting(spec, ballots())).toBeUndefined();
    expect(rememberedCounting({ ...spec, voters: spec.voters.slice(1) }, array)).toBeUndefined();
    // Remembering again (a new spec) replaces the entry.
    const changed = { ...spec, voters: spec.voters.slice(1) };
    const recounted = recountBallots(changed, array);
    rememberCounting(changed, array, recounted);
    expect(rememberedCounting(changed, array)).toBe(recounted);
    expect(rememberedCounting(spec, array)).toBeUndefined();
  });

  it('leaves the array the same value: JSON, keys, spread and equality', () => {
    const array = ballots();
    rememberCounting(spec, array, recountBallots(spec, array));
    expect(JSON.stringify(array)).toBe(JSON.stringify(ballots()));
    expect(Object.keys(array)).toEqual(['0', '1']);
    expect(Object.getOwnPropertySymbols(array)).toEqual([]);
    expect([...array]).toEqual(ballots());
    expect(array).toStrictEqual(ballots());
    expect(structuredClone(array)).toStrictEqual(ballots());
  });

  it('remembers a frozen array too', () => {
    const array = Object.freeze(ballots());
    const counting = recountBallots(spec, array);
    rememberCounting(spec, array, counting);
    expect(rememberedCounting(spec, array)).toBe(counting);
  });
});
