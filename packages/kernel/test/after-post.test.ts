import { describe, expect, it } from 'vitest';
import { decide, emptyState, evolve, replay, type Command, type GameState, type KernelEvent, type RulesetRuntime } from '../src';
import { runtime, seats } from './fixture';

// A ruleset that eliminates whoever posts "/quit" in the thread (stands in for seed 001 rule 2's
// mod-kill policy) and records every post's author in the ledger.
const withAfterPost: RulesetRuntime = {
  ...runtime,
  hooks: {
    ...runtime.hooks,
    afterPost(ctx, post) {
      ctx.emit({ type: 'ledger-changed', key: `posts:${post.seat ?? 'host'}`, delta: 1 });
      if (post.seat && post.body === '/quit') ctx.eliminate(post.seat, 'quit');
    },
  },
};

function game() {
  const g = { state: emptyState() as GameState, events: [] as KernelEvent[] };
  const run = (command: Command) => {
    const result = decide(withAfterPost, g.state, command, 0);
    if (result.ok) {
      for (const e of result.events) {
        g.state = evolve(g.state, e);
        g.events.push(e);
      }
    }
    return result;
  };
  run({ type: 'start-game', ruleset: 'fixture', settings: { firstPhase: 'day', dayLength: 5000 }, seed: 's', seats });
  return { g, run };
}

describe('the afterPost hook', () => {
  it('sees each accepted post and may emit events that replay', () => {
    const { g, run } = game();
    expect(run({ type: 'post', seat: 'c', channel: 'thread', body: 'hello', id: 'p1' }).ok).toBe(true);
    expect(g.state.ledger['posts:c']).toBe(1);
    expect(JSON.stringify(replay(g.events))).toBe(JSON.stringify(g.state));
  });

  it('is not called for refused posts', () => {
    const { g, run } = game();
    expect(run({ type: 'post', seat: 'c', channel: 'faction:town', body: 'x', id: 'p1' }).ok).toBe(false);
    expect(g.state.ledger['posts:c']).toBeUndefined();
  });

  it('checks for a win after an elimination it causes', () => {
    const { g, run } = game();
    run({ type: 'post', seat: 'a', channel: 'thread', body: '/quit', id: 'p1' });
    expect(g.state.result).toBeNull();
    run({ type: 'post', seat: 'e', channel: 'thread', body: '/quit', id: 'p2' });
    expect(g.state.seats.filter((s) => !s.alive).map((s) => s.id)).toEqual(['a', 'e']);
    expect(g.state.result?.factions).toEqual(['town']);
  });
});
