import { describe, expect, it } from 'vitest';
import type { PollState, PollViewer, Visibility } from '../../src/polls';
import { changePoll, hiddenFromOthers, pollView, revealPoll } from '../../src/polls';
import { close, seatPoll, votes } from './helpers';

const host: PollViewer = { kind: 'host' };
const pub: PollViewer = { kind: 'public' };
const voter = (seat: string): PollViewer => ({ kind: 'voter', seat });

/** a's ballot counts but is hidden (seed 003 Voice of Reason: counted, not shown); b and c vote openly. */
const day = (visibility: Visibility = 'live'): PollState =>
  votes(seatPoll(['a', 'b', 'c', 'd'], { visibility, hiddenBallots: { voters: ['a'] } }), 'a>d', 'b>c', 'c>d', 'a>c');

const seen = (poll: PollState, viewer: PollViewer) => {
  const v = pollView(poll, viewer);
  return {
    ballots: v.ballots.map((b) => `${b.voter}>${b.targets.join(',')}`),
    history: v.history.map((h) => `${h.kind}:${h.voter}`),
    totals: v.totals && Object.fromEntries(v.totals.filter((t) => t.total !== 0).map((t) => [t.option, t.total])),
  };
};

describe('hidden ballots: counted, not shown to others until the poll is revealed', () => {
  it.each([
    ['the public: no hidden ballot, no trace in the history or the totals', pub, {
      ballots: ['b>c', 'c>d'],
      history: ['cast:b', 'cast:c'],
      totals: { c: 1, d: 1 },
    }],
    ['another voter: the same', voter('b'), { ballots: ['b>c', 'c>d'], history: ['cast:b', 'cast:c'], totals: { c: 1, d: 1 } }],
    ['the hidden voter: their own ballot, history and weight too', voter('a'), {
      ballots: ['b>c', 'c>d', 'a>c'],
      history: ['cast:a', 'cast:b', 'cast:c', 'withdraw:a', 'cast:a'],
      totals: { c: 2, d: 1 },
    }],
    ['the host: everything, with the real totals', host, {
      ballots: ['b>c', 'c>d', 'a>c'],
      history: ['cast:a', 'cast:b', 'cast:c', 'withdraw:a', 'cast:a'],
      totals: { c: 2, d: 1 },
    }],
  ] as const)('%s', (_, viewer, expected) => {
    expect(seen(day(), viewer)).toEqual(expected);
  });

  it('the outcome, once closed, is the real one (the hidden ballot decided it)', () => {
    expect(pollView(close(day()), pub).outcome).toEqual({ kind: 'selected', options: ['c'] });
  });

  it('revealing the poll shows everything to everyone', () => {
    expect(seen(revealPoll(close(day())), pub)).toEqual({
      ballots: ['b>c', 'c>d', 'a>c'],
      history: ['cast:a', 'cast:b', 'cast:c', 'withdraw:a', 'cast:a'],
      totals: { c: 2, d: 1 },
    });
  });

  it('an `end` poll keeps the hidden ballot out of what it publishes at the close', () => {
    expect(seen(day('end'), pub)).toEqual({ ballots: [], history: [], totals: null });
    expect(seen(close(day('end')), pub)).toEqual({ ballots: ['b>c', 'c>d'], history: ['cast:b', 'cast:c'], totals: { c: 1, d: 1 } });
  });

  it('hides by slot as well as by voter', () => {
    const poll = votes(seatPoll(['a', 'b', 'c'], { slots: [{ id: 'main' }, { id: 'secret', holders: ['b'] }], hiddenBallots: { slots: ['secret'] } }), 'a>c', 'b:secret>c', 'b>a');
    expect(seen(poll, pub).ballots).toEqual(['a>c', 'b>a']);
    expect(seen(poll, pub).totals).toEqual({ a: 1, c: 1 });
    expect(hiddenFromOthers(poll, { voter: 'b', slot: 'secret' })).toBe(true);
    expect(hiddenFromOthers(revealPoll(poll), { voter: 'b', slot: 'secret' })).toBe(false);
  });

  it('changePoll can hide ballots (and switch the visibility) while the poll runs; the ballots stay', () => {
    const open = votes(seatPoll(['a', 'b', 'c']), 'a>b', 'c>b');
    const changed = changePoll(open, { visibility: 'hidden' });
    expect(changed.ballots).toBe(open.ballots);
    expect(seen(close(changed), pub)).toEqual({ ballots: [], history: [], totals: null });
    expect(seen(close(changed), host).totals).toEqual({ b: 2 });
  });
});
