/**
 * Issue #21 host tools on a real database: the host edits the settings before the start (parsed
 * as at creation, refused after the start and for non-hosts) and deletes a game that never started.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => {
  const username = `ht${(counter += 1)}-${process.pid}`;
  return { caller: await harness().signedUp(username), username };
};

async function lobbyWith(players: number) {
  const host = await signedUp();
  const { gameId } = await (await host.caller()).lobby.create({ title: 'tools', rulesetId: 'sandbox', setupId: 'classic-7', settings: { dayLength: 3_600_000 } });
  const joined = [];
  for (let i = 0; i < players; i++) {
    const player = await signedUp();
    expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toMatchObject({ ok: true });
    joined.push(player);
  }
  return { host, gameId, players: joined };
}

describe('host tools before the start', () => {
  it('the host changes the settings; everyone reads the new ones; the game starts with them', async () => {
    const { host, gameId, players } = await lobbyWith(7);
    expect(await (await host.caller()).lobby.updateSettings({ gameId, settings: { dayLength: 7_200_000, hostReview: true } })).toEqual({ ok: true, seq: 0 });
    const seen = await (await (players[0] as (typeof players)[number]).caller()).lobby.get({ gameId });
    expect(seen.game.settings).toMatchObject({ dayLength: 7_200_000, hostReview: true });
    expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const state = await harness().rooms.state(gameId);
    expect(state.settings).toMatchObject({ dayLength: 7_200_000, hostReview: true });
    // After the start the settings are the game's: refused, and nothing changes.
    expect(await (await host.caller()).lobby.updateSettings({ gameId, settings: { dayLength: 60_000 } })).toEqual({ ok: false, rejection: { code: 'game-already-started' } });
    expect((await harness().services.games.get(gameId))?.settings).toMatchObject({ dayLength: 7_200_000 });
  });

  it('invalid settings are refused with the field and change nothing', async () => {
    const { host, gameId } = await lobbyWith(0);
    const result = await (await host.caller()).lobby.updateSettings({ gameId, settings: { dayLength: -5 } });
    expect(result).toMatchObject({ ok: false, rejection: { code: 'invalid-settings', params: { path: 'dayLength' } } });
    expect((await harness().services.games.get(gameId))?.settings).toMatchObject({ dayLength: 3_600_000 });
  });

  it('a player may neither edit the settings nor delete the game', async () => {
    const { gameId, players } = await lobbyWith(1);
    const player = await (players[0] as (typeof players)[number]).caller();
    await expect(player.lobby.updateSettings({ gameId, settings: { dayLength: 60_000 } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(player.lobby.delete({ gameId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await harness().services.games.get(gameId)).not.toBeNull();
  });

  it('the host deletes a lobby game with its sign-ups; a started game is never deleted', async () => {
    const { host, gameId } = await lobbyWith(2);
    expect(await (await host.caller()).lobby.delete({ gameId })).toEqual({ ok: true, seq: 0 });
    expect(await harness().services.games.get(gameId)).toBeNull();
    expect(await harness().services.members.listByGame(gameId)).toEqual([]);
    await expect((await host.caller()).lobby.get({ gameId })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const running = await lobbyWith(7);
    expect(await (await running.host.caller()).lobby.start({ gameId: running.gameId })).toMatchObject({ ok: true });
    expect(await (await running.host.caller()).lobby.delete({ gameId: running.gameId })).toEqual({ ok: false, rejection: { code: 'game-already-started' } });
    expect(await harness().services.games.get(running.gameId)).not.toBeNull();
  });
});
