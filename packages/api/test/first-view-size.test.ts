/**
 * Issue #19 target: the first view of a player in a 20,000-post game is at most 200 KB on the wire.
 * The state is folded by the kernel (a started sandbox game plus 20,000 thread posts of 300
 * characters); the first message of `game.updates` is `viewUpdate(null, ownView(...))`, sent as
 * JSON. Prints the size next to the size of the whole thread.
 */
import { decide, replay, type Command, type KernelEvent } from '@mafia/kernel';
import type { MemberRecord } from '@mafia/db';
import { assignRoles, type Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { ownView, viewUpdate } from '../src';

const POSTS = 20_000;
const LIMIT = 200 * 1024;

function startedLog(): KernelEvent[] {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('sandbox has no setup');
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const parsed = sandbox.parseSettings({ firstPhase: 'day' });
  if (!parsed.ok) throw new Error('bad settings');
  const start: Command = {
    type: 'start-game',
    ruleset: 'sandbox',
    settings: parsed.settings,
    seed: 'size',
    seats: assignRoles(sandbox, setup, players, 'size').seats,
  };
  const started = decide(sandbox.runtime, replay([]), start, 0);
  if (!started.ok) throw new Error(started.rejection.code);
  return started.events;
}

describe('first view of a player in a 20,000-post game', () => {
  it(`is at most ${LIMIT / 1024} KB on the wire`, () => {
    const log = startedLog();
    const phase = replay(log).clock.phase;
    const filler = 'I still think the quiet ones are scum, look at how they voted yesterday. '
      .repeat(4)
      .slice(0, 300);
    for (let i = 1; i <= POSTS; i++) {
      log.push({
        type: 'posted',
        post: {
          id: `t${i}`,
          seat: `p${(i % 7) + 1}`,
          channel: 'thread',
          body: `${i}: ${filler}`,
          at: 1000 + i,
          phase,
          flags: [],
        },
      });
    }
    const state = replay(log);
    const member: MemberRecord = {
      id: 'm',
      gameId: 'g',
      accountId: 'a',
      role: 'player',
      seatId: 'p1',
      signupOptions: {},
      joinedAt: 0,
    };
    const own = ownView(sandbox as unknown as Ruleset, { status: 'running' } as never, member, state);
    expect(own.viewer).toEqual({ kind: 'seat', seat: 'p1' });
    const wire = JSON.stringify(viewUpdate(null, own)).length;
    const whole = JSON.stringify(state.posts).length;
    console.info(
      `first view of a player, ${POSTS} posts: ${(wire / 1024).toFixed(1)} KB on the wire (the whole thread: ${(whole / 1024).toFixed(0)} KB)`,
    );
    expect(own.earlierPosts['thread']).toBe(POSTS - 100);
    expect(wire).toBeLessThanOrEqual(LIMIT);
  });
});
