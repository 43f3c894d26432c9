/**
 * The routers on a real database without HTTP (tRPC's caller): the lobby deals through the
 * ruleset, and every answer is the caller's own view. The HTTP-level suite is in apps/server.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
const signedUp = (username: string) => harness().signedUp(username);

describe('The routers on a database', () => {
  it('deal a sandbox game and answer each caller with their own view', async () => {
    const host = await signedUp(`host-${process.pid}`);
    const { gameId } = await (await host()).lobby.create({ title: 'router', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
    const players = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp(`p${i}-${process.pid}`);
      expect(await (await player()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
      players.push(player);
    }
    // The sandbox takes no ruleset-specific sign-up options.
    const extra = await signedUp(`x-${process.pid}`);
    expect(await (await extra()).lobby.join({ gameId, as: 'player', options: { attributes: { buddy: 'p1' } } })).toMatchObject({
      ok: false,
      rejection: { code: 'signup-options-not-supported' },
    });
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true, unmet: [] });

    const state = await harness().rooms.state(gameId);
    for (const player of players) {
      const own = await (await player()).game.view({ gameId });
      if (own.viewer.kind !== 'seat') throw new Error('not seated');
      const seat = own.viewer.seat;
      // Their own role, nobody else's unless a teammate (mafia knows its members).
      const me = state.seats.find((s) => s.id === seat);
      for (const seen of own.view?.seats ?? []) {
        const mayKnow = seen.id === seat || (me?.faction === 'mafia' && state.seats.find((s) => s.id === seen.id)?.faction === 'mafia');
        expect(seen.role !== undefined, `${seat} sees ${seen.id}`).toBe(mayKnow);
      }
    }
    const listed = await (await host()).lobby.list({ mine: true });
    expect(listed.find((g) => g.id === gameId)).toMatchObject({ players: 7, needed: 7, status: 'running' });
  });
});
