import { describe, expect, it } from 'vitest';
import type { PollState } from '../../src/polls';
import { castBallot, closePoll, openPoll, withdrawBallot } from '../../src/polls';
import { close, seatPoll, votes } from './helpers';

const poll = () => seatPoll(['a', 'b', 'c'], { slots: [{ id: 'main', noSelf: true }] });

describe('casting ballots: rejections are values', () => {
  it.each([
    { name: 'a non-voter', state: poll, input: { voter: 'z', target: 'a' }, code: 'not-a-voter', params: { voter: 'z' } },
    { name: 'an unknown option', state: poll, input: { voter: 'a', target: 'z' }, code: 'unknown-option', params: { option: 'z' } },
    { name: '"none" where not allowed', state: poll, input: { voter: 'a', target: 'none' }, code: 'unknown-option', params: { option: 'none' } },
    { name: 'an abstention where not allowed', state: poll, input: { voter: 'a', target: 'abstain' }, code: 'abstain-not-allowed', params: {} },
    { name: 'a self-vote where forbidden', state: poll, input: { voter: 'a', target: 'a' }, code: 'self-vote-forbidden', params: { option: 'a' } },
    { name: 'an unknown slot', state: poll, input: { voter: 'a', slot: 'x', target: 'b' }, code: 'unknown-slot', params: { slot: 'x' } },
    { name: 'no target', state: poll, input: { voter: 'a', targets: [] }, code: 'no-target', params: {} },
    { name: 'two targets in a one-target slot', state: poll, input: { voter: 'a', targets: ['b', 'c'] }, code: 'too-many-targets', params: { max: 1 } },
    { name: 'a closed poll', state: () => close(poll()), input: { voter: 'a', target: 'b' }, code: 'poll-closed', params: {} },
  ])('$name is rejected with $code', ({ state, input, code, params }) => {
    expect(castBallot(state(), { ...input, at: 1 })).toEqual({ ok: false, rejection: { code, params } });
  });

  it.each([
    { name: 'no ballot', state: poll, voter: 'a', code: 'no-ballot-to-withdraw' },
    { name: 'a non-voter', state: poll, voter: 'z', code: 'not-a-voter' },
    { name: 'a closed poll', state: () => close(votes(poll(), 'a>b')), voter: 'a', code: 'poll-closed' },
  ])('withdrawing with $name is rejected with $code', ({ state, voter, code }) => {
    expect(withdrawBallot(state(), { voter, at: 1 })).toMatchObject({ ok: false, rejection: { code } });
  });

  it('closing twice is rejected', () => {
    expect(closePoll(close(poll()))).toMatchObject({ ok: false, rejection: { code: 'poll-closed' } });
  });

  it('a rejected cast leaves the poll untouched', () => {
    const before = votes(poll(), 'a>b');
    const snapshot = JSON.stringify(before);
    castBallot(before, { voter: 'a', target: 'a', at: 5 });
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('a malformed spec is a bug and throws', () => {
    const spec = poll().spec;
    expect(() => openPoll({ ...spec, options: [...spec.options, { id: 'a' }] })).toThrow();
    expect(() => openPoll({ ...spec, options: [{ id: 'none' }] })).toThrow();
  });

  it('names the first id listed twice, in a small table and past 64 ids', () => {
    const spec = poll().spec;
    expect(() => openPoll({ ...spec, options: [...spec.options, { id: 'b' }] })).toThrow('duplicate option "b"');
    expect(() => openPoll({ ...spec, voters: [...spec.voters, { seat: 'a' }] })).toThrow('duplicate voter "a"');
    expect(() => openPoll({ ...spec, slots: [{ id: 'main' }, { id: 'extra' }, { id: 'main' }] })).toThrow('duplicate slot "main"');
    const many = Array.from({ length: 80 }, (_, i) => ({ id: `o${i}` }));
    expect(() => openPoll({ ...spec, options: many })).not.toThrow();
    expect(() => openPoll({ ...spec, options: [...many, { id: 'o70' }, { id: 'o3' }] })).toThrow('duplicate option "o70"');
    expect(() => openPoll({ ...spec, options: [{ id: 'abstain' }, { id: 'none' }] })).toThrow('option id "none" is reserved');
  });
});

describe('history', () => {
  it('casting again replaces the ballot: an implicit withdraw then cast, both kept', () => {
    let state: PollState = poll();
    for (const [voter, target, at] of [['a', 'b', 10], ['a', 'c', 20]] as const) {
      const result = castBallot(state, { voter, target, at });
      if (result.ok) state = result.poll;
    }
    const result = withdrawBallot(state, { voter: 'a', at: 30 });
    expect(result.ok && result.poll.ballots).toEqual([]);
    expect(result.ok && result.poll.history.toArray()).toEqual([
      { kind: 'cast', voter: 'a', slot: 'main', targets: ['b'], at: 10 },
      { kind: 'withdraw', voter: 'a', slot: 'main', targets: ['b'], at: 20 },
      { kind: 'cast', voter: 'a', slot: 'main', targets: ['c'], at: 20 },
      { kind: 'withdraw', voter: 'a', slot: 'main', targets: ['c'], at: 30 },
    ]);
  });

  it('the state is JSON: the history (a persistent list) writes its entries as an array', () => {
    const state = votes(poll(), 'a>b', 'b>c');
    expect(JSON.parse(JSON.stringify(state))).toEqual({ ...state, history: state.history.toArray() });
  });

  it('an append shares the earlier history: the poll before the ballot keeps its own', () => {
    const before = votes(poll(), 'a>b');
    const after = votes(before, 'b>c');
    expect(before.history.length).toBe(1);
    expect(after.history.length).toBe(2);
    expect(after.history.startsWith(before.history)).toBe(true);
  });
});

describe('final ballots (russian-extended-4 V-2: a cast vote cannot be changed)', () => {
  const final = () => seatPoll(['a', 'b', 'c'], { slots: [{ id: 'main', final: true }] });

  it('accepts the first ballot', () => {
    expect(castBallot(final(), { voter: 'a', target: 'b', at: 1 }).ok).toBe(true);
  });

  it('refuses to replace or withdraw a cast ballot', () => {
    const cast = votes(final(), 'a>b');
    expect(castBallot(cast, { voter: 'a', target: 'c', at: 2 })).toEqual({ ok: false, rejection: { code: 'vote-final', params: { slot: 'main' } } });
    expect(withdrawBallot(cast, { voter: 'a', at: 2 })).toEqual({ ok: false, rejection: { code: 'vote-final', params: { slot: 'main' } } });
  });

  it('leaves ordinary slots changeable', () => {
    expect(castBallot(votes(poll(), 'a>b'), { voter: 'a', target: 'c', at: 2 }).ok).toBe(true);
  });
});
