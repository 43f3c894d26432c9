/**
 * Issue #13: absurd durations and deadlines are refused with a 4xx and store nothing (a phase
 * length of 2^53−1 or a deadline of 9e15 used to be stored and then broke every restart).
 */
import { describe, expect, it } from 'vitest';
import { codeOf, signedUp, startedGame, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

async function eventRows(gameId: string): Promise<number> {
  const result = await ctx().db.pool.query<{ n: string }>('SELECT count(*) AS n FROM "GameEvent" WHERE "gameId" = $1', [gameId]);
  return Number(result.rows[0]?.n);
}

describe('bounded durations and deadlines', () => {
  it('refuses a phase length over 30 days at lobby.create with BAD_REQUEST and creates no game', async () => {
    const host = await signedUp(url());
    const before = await ctx().db.pool.query('SELECT count(*) AS n FROM "Game"');
    for (const dayLength of [2 ** 53 - 1, 30 * 86_400_000 + 1, 1e300]) {
      expect(await codeOf(host.api.lobby.create.mutate({ title: 'x', rulesetId: 'sandbox', setupId: 'classic-7', settings: { dayLength } }))).toBe('BAD_REQUEST');
    }
    expect(await codeOf(host.api.lobby.create.mutate({ title: 'x', rulesetId: 'sandbox', setupId: 'classic-7', settings: { nightLength: 2 ** 53 - 1 } }))).toBe('BAD_REQUEST');
    const after = await ctx().db.pool.query('SELECT count(*) AS n FROM "Game"');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('refuses host.setDeadline beyond 30 days (or not a date) with BAD_REQUEST; the event log is unchanged', async () => {
    const game = await startedGame(url());
    const rows = await eventRows(game.gameId);
    const seq = (await ctx().server.rooms.state(game.gameId)).seq;
    for (const deadline of [9e15, 2 ** 53 - 1, Date.now() + 31 * 86_400_000, 1e300]) {
      expect(await codeOf(game.host.api.host.setDeadline.mutate({ gameId: game.gameId, deadline }))).toBe('BAD_REQUEST');
    }
    expect(await eventRows(game.gameId)).toBe(rows);
    expect((await ctx().server.rooms.state(game.gameId)).seq).toBe(seq);
    expect(await codeOf(game.host.api.host.setDeadline.mutate({ gameId: game.gameId, deadline: Date.now() + 29 * 86_400_000 }))).toBe('OK');
    expect(await eventRows(game.gameId)).toBe(rows + 1);
  });

  it('refuses extendDeadline past the window with BAD_REQUEST; nothing is stored', async () => {
    const game = await startedGame(url());
    await game.host.api.host.setDeadline.mutate({ gameId: game.gameId, deadline: Date.now() + 20 * 86_400_000 });
    const rows = await eventRows(game.gameId);
    expect(await codeOf(game.host.api.host.extendDeadline.mutate({ gameId: game.gameId, byMs: 20 * 86_400_000 }))).toBe('BAD_REQUEST');
    expect(await codeOf(game.host.api.host.extendDeadline.mutate({ gameId: game.gameId, byMs: 2 ** 53 - 1 }))).toBe('BAD_REQUEST');
    expect(await eventRows(game.gameId)).toBe(rows);
    expect(await codeOf(game.host.api.host.extendDeadline.mutate({ gameId: game.gameId, byMs: 86_400_000 }))).toBe('OK');
    expect(await eventRows(game.gameId)).toBe(rows + 1);
  });
});
