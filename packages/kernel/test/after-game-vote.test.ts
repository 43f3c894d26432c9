import { describe, expect, it } from 'vitest';
import { replay, stateFromJson, stateToJson, type AfterGameVoteInput, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { everyViewer, play } from './play';

/** A plain count for the kernel's tests: a name passes with votes from at least half of the voters. */
function halfOfVoters(input: AfterGameVoteInput) {
  const votes: Record<string, number> = {};
  for (const ballot of input.ballots) for (const name of ballot.names) if (name !== ballot.voter) votes[name] = (votes[name] ?? 0) + 1;
  const { num, den } = input.passMark ?? { num: 1, den: 2 };
  const n = input.ballots.length;
  const vetoed = new Set(input.vetoed ?? []);
  const best = Object.keys(votes).filter((name) => (votes[name] ?? 0) * den >= num * n && !vetoed.has(name)).sort();
  return { voters: n, votes, best };
}

const withVote: RulesetRuntime = { ...runtime, afterGameVote: { id: 'best-players', count: halfOfVoters, maxPassMark: { num: 1, den: 2 } } };

/** Both wolves removed: the town wins and the game is over. */
function ended(rules: RulesetRuntime = withVote) {
  const g = play(rules);
  g.run({ type: 'modkill', seat: 'a', reason: 'x' });
  g.run({ type: 'modkill', seat: 'e', reason: 'x' });
  expect(g.game.state.result).not.toBeNull();
  return g;
}

describe('the vote after the result (after-game-vote.ts; russian-extended BP-0..BP-7)', () => {
  it('is refused before the game is over, and where the ruleset holds none', () => {
    const g = play(withVote);
    expect(g.code({ type: 'after-game-vote', seat: 'b', names: ['c'] })).toBe('game-not-over');
    const plain = ended(runtime);
    expect(plain.code({ type: 'after-game-vote', seat: 'b', names: ['c'] })).toBe('no-after-game-vote');
    expect(plain.view({ kind: 'seat', seat: 'b' }).afterGameVote).toBeUndefined();
  });

  it('every seat, the dead included, and the host vote once the game is over; other commands stay refused', () => {
    const g = ended();
    expect(g.code({ type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['c'] })).toBe('game-over');
    expect(g.view({ kind: 'spectator' }).afterGameVote).toEqual({ id: 'best-players', ballots: [], closed: null });
    expect(g.code({ type: 'after-game-vote', seat: 'a', names: ['b', 'c'] })).toBeNull();
    expect(g.code({ type: 'host-after-game-vote', names: ['b'] })).toBeNull();
    expect(g.game.events.at(-1)).toEqual({ type: 'after-game-ballot', id: 'best-players', voter: 'host', names: ['b'], at: 0 });
    // Public, like the forum's green-font posts: every viewer reads the same ballots.
    for (const viewer of everyViewer(g.game.state)) {
      expect(g.view(viewer).afterGameVote?.ballots).toEqual([
        { voter: 'a', names: ['b', 'c'] },
        { voter: 'host', names: ['b'] },
      ]);
    }
  });

  it('a ballot is added to, never changed (BP-2); an empty one is a refusal that still counts as voting (BP-1c)', () => {
    const g = ended();
    g.run({ type: 'after-game-vote', seat: 'b', names: [] });
    g.run({ type: 'after-game-vote', seat: 'c', names: ['d'] });
    g.run({ type: 'after-game-vote', seat: 'c', names: ['b', 'd'] });
    expect(g.game.state.afterGame?.ballots).toEqual([
      { voter: 'b', names: [] },
      { voter: 'c', names: ['d', 'b'] },
    ]);
  });

  it('refuses names that are no seat of the game and a name given twice in one ballot', () => {
    const g = ended();
    expect(g.code({ type: 'after-game-vote', seat: 'b', names: ['zz'] })).toBe('unknown-seat');
    expect(g.code({ type: 'after-game-vote', seat: 'b', names: ['c', 'c'] })).toBe('duplicate-target');
    expect(g.game.state.afterGame).toBeNull();
  });

  it('ends by itself when every seat and the host have voted (BP-6), with the ruleset count', () => {
    const g = ended();
    for (const seat of ['a', 'b', 'c', 'd']) g.run({ type: 'after-game-vote', seat, names: ['c'] });
    expect(g.game.state.afterGame?.closed).toBeNull();
    g.run({ type: 'host-after-game-vote', names: ['d'] });
    expect(g.game.state.afterGame?.closed).toBeNull();
    g.run({ type: 'after-game-vote', seat: 'e', names: ['c', 'd'] });
    // Six voters: Cat has 4 (her own vote does not count in this count), Dan 2.
    expect(g.game.state.afterGame?.closed).toEqual({ voters: 6, votes: { c: 4, d: 2 }, best: ['c'] });
    expect(g.code({ type: 'after-game-vote', seat: 'a', names: ['d'] })).toBe('after-game-vote-closed');
  });

  it('the host ends it early, with a lower pass mark (BP-4c) and a player not counted (BP-7); a higher mark is refused', () => {
    const g = ended();
    g.run({ type: 'after-game-vote', seat: 'a', names: ['b', 'c'] });
    g.run({ type: 'after-game-vote', seat: 'b', names: ['c'] });
    g.run({ type: 'after-game-vote', seat: 'c', names: ['d'] });
    expect(g.code({ type: 'close-after-game-vote', passMark: { num: 2, den: 3 } })).toBe('invalid-pass-mark');
    expect(g.code({ type: 'close-after-game-vote', passMark: { num: 0, den: 3 } })).toBe('invalid-pass-mark');
    expect(g.code({ type: 'close-after-game-vote', vetoed: ['nobody'] })).toBe('unknown-seat');
    expect(g.game.state.afterGame?.closed).toBeNull();
    expect(g.code({ type: 'close-after-game-vote', passMark: { num: 1, den: 3 }, vetoed: ['d'] })).toBeNull();
    expect(g.game.state.afterGame?.closed).toEqual({ voters: 3, votes: { b: 1, c: 2, d: 1 }, best: ['b', 'c'], passMark: { num: 1, den: 3 }, vetoed: ['d'] });
    expect(g.code({ type: 'close-after-game-vote' })).toBe('after-game-vote-closed');
  });

  it('replays from the log and survives a snapshot', () => {
    const g = ended();
    g.run({ type: 'after-game-vote', seat: 'a', names: ['b'] });
    g.run({ type: 'close-after-game-vote' });
    expect(replay(g.game.events)).toEqual(g.game.state);
    const back = stateFromJson(JSON.parse(JSON.stringify(stateToJson(g.game.state))));
    expect(back?.afterGame).toEqual(g.game.state.afterGame);
  });
});
