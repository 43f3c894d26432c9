import { describe, expect, it } from 'vitest';
import { availableCommands, evolve, openPoll, type KernelEvent, type PollSpec } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * A poll may list a seat that is not alive as a voter (`Voter.votesWhileDead`): russian-extended-1
 * PHA-8, players under the phantom effect "keep the ability to vote" for one day. Every other dead
 * seat is refused with `voter-not-alive`, as before.
 */
const phantomVote = (): PollSpec => ({
  id: 'phantom-lynch',
  voters: [{ seat: 'a' }, { seat: 'b' }, { seat: 'c', votesWhileDead: true }],
  options: [
    { id: 'a', seat: 'a' },
    { id: 'b', seat: 'b' },
  ],
  slots: [{ id: 'main' }],
  visibility: 'live',
  tally: { kind: 'plurality' },
});

function game() {
  const g = play(runtime);
  g.advanceTo('day');
  const apply = (event: KernelEvent) => {
    g.game.state = evolve(g.game.state, event);
    g.game.events.push(event);
  };
  const phase = g.game.state.clock.phase;
  // c and d die; the ruleset then opens a vote listing c as a dead voter, d not at all.
  apply({ type: 'seat-eliminated', seat: 'c', cause: 'killed', phase, reveal: false });
  apply({ type: 'seat-eliminated', seat: 'd', cause: 'killed', phase, reveal: false });
  apply({ type: 'poll-opened', poll: openPoll(phantomVote()) });
  return { g, apply, phase };
}

const offeredPolls = (g: ReturnType<typeof game>['g'], seat: string) =>
  availableCommands(runtime, g.game.state, seat).flatMap((c) => (c.type === 'cast-ballot' ? [c.poll] : []));

describe('a dead seat listed as a voter (votesWhileDead)', () => {
  it('casts, replaces and withdraws its ballot, which counts', () => {
    const { g } = game();
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'phantom-lynch', targets: ['a'] })).toBeNull();
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'phantom-lynch', targets: ['b'] })).toBeNull();
    const poll = g.game.state.polls.find((p) => p.spec.id === 'phantom-lynch');
    expect(poll?.ballots.map((b) => [b.voter, b.targets])).toEqual([['c', ['b']]]);
    expect(g.code({ type: 'withdraw-ballot', seat: 'c', poll: 'phantom-lynch' })).toBeNull();
    expect(offeredPolls(g, 'c')).toEqual(['phantom-lynch']);
  });

  it('is still refused as dead in a poll that does not flag it (the ordinary lynch)', () => {
    const { g } = game();
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'lynch', targets: ['a'] })).toBe('voter-not-alive');
  });

  it('leaves every other dead seat refused with voter-not-alive, before any poll check', () => {
    const { g } = game();
    expect(g.code({ type: 'cast-ballot', seat: 'd', poll: 'phantom-lynch', targets: ['a'] })).toBe('voter-not-alive');
    expect(g.code({ type: 'withdraw-ballot', seat: 'd', poll: 'phantom-lynch' })).toBe('voter-not-alive');
    expect(g.code({ type: 'cast-ballot', seat: 'd', poll: 'no-such-poll', targets: ['a'] })).toBe('voter-not-alive');
    expect(offeredPolls(g, 'd')).toEqual([]);
  });

  it('does not let a removed seat vote even when flagged', () => {
    const { g, apply, phase } = game();
    apply({ type: 'seat-removed', seat: 'c', cause: 'modkill', phase });
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'phantom-lynch', targets: ['a'] })).toBe('voter-not-alive');
    expect(offeredPolls(g, 'c')).toEqual([]);
  });

  it('stops once the ruleset drops the seat from the list: the dead seat is refused as dead again', () => {
    const { g, apply } = game();
    apply({ type: 'poll-voters-updated', poll: 'phantom-lynch', voters: [{ seat: 'a' }, { seat: 'b' }] });
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'phantom-lynch', targets: ['a'] })).toBe('voter-not-alive');
  });
});
