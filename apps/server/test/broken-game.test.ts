/**
 * Issue #13: a game whose resumption throws is isolated (marked broken, shown to its host) instead
 * of stopping the server; the other games keep working.
 */
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv, startServer, type RunningServer } from '../src';
import { codeOf, startedGame, type SeatedGame } from './helpers';

const env = readEnv({ PORT: '0', HOST: '127.0.0.1', MAFIA_LOG: 'silent', MAFIA_SCHEDULER_INTERVAL_MS: '40', MAFIA_MIGRATE: 'false' });
let db: TestDatabase | undefined;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** Appends a raw event to a game's log behind the room's back, as old or damaged data would be. */
async function poison(database: TestDatabase, gameId: string, payload: Record<string, unknown>): Promise<void> {
  await database.pool.query(
    `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
     SELECT $1, max(seq) + 1, $2, $3::jsonb, now() FROM "GameEvent" WHERE "gameId" = $1`,
    [gameId, payload.type, JSON.stringify(payload)],
  );
}

describe('a game that fails to resume', () => {
  it('is marked broken and visible to its host; the server starts and the other games work', async () => {
    db = await createTestDatabase();
    const logged: string[] = [];
    server = await startServer({ env, database: db, log: (line) => logged.push(line) });
    const healthy: SeatedGame = await startedGame(server.url);
    const badDeadline = await startedGame(server.url);
    const badLog = await startedGame(server.url);
    const port = server.port;
    await server.close();

    // The reproduction: a deadline no date can hold, stored before durations were bounded.
    await poison(db, badDeadline.gameId, { type: 'deadline-set', deadline: 9e15 });
    // A log that no longer replays (an event naming a seat the game does not have).
    await poison(db, badLog.gameId, { type: 'player-replaced', seat: 'no-such-seat', name: 'ghost' });

    // The same port, so the clients (bound to the first server's URL) talk to the restarted one.
    server = await startServer({ env: { ...env, PORT: port }, database: db, log: (line) => logged.push(line) });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(logged.filter((line) => line.includes('is broken and was skipped'))).toHaveLength(2);

    // The healthy game goes on.
    const voter = healthy.players[0]!;
    const target = healthy.players[1]!;
    expect(await codeOf(voter.api.game.vote.mutate({ gameId: healthy.gameId, poll: 'lynch', targets: [target.seat] }))).toBe('OK');
    expect((await server.rooms.state(healthy.gameId)).seq).toBeGreaterThan(0);

    for (const broken of [badDeadline, badLog]) {
      const asHost = await broken.host.api.lobby.get.query({ gameId: broken.gameId });
      expect(asHost.game.broken).toBe(true);
      expect(asHost.brokenReason).toMatch(/\S/);
      const asPlayer = await broken.players[0]!.api.lobby.get.query({ gameId: broken.gameId });
      expect(asPlayer.game.broken).toBe(true);
      expect(asPlayer.brokenReason).toBeNull();
    }
    expect((await healthy.host.api.lobby.get.query({ gameId: healthy.gameId })).game.broken).toBe(false);
    expect((await server.services.games.get(badLog.gameId))?.broken?.reason).toMatch(/unknown seat no-such-seat/);

    // A broken game takes no commands (a rejection value; nothing stored)...
    const rows = async (gameId: string) => (await db!.pool.query('SELECT count(*)::int AS n FROM "GameEvent" WHERE "gameId" = $1', [gameId])).rows[0];
    const before = await rows(badDeadline.gameId);
    const [v, t] = badDeadline.players;
    expect(await codeOf(v!.api.game.vote.mutate({ gameId: badDeadline.gameId, poll: 'lynch', targets: [t!.seat] }))).toBe('REJECTED:game-broken');
    expect(await rows(badDeadline.gameId)).toEqual(before);
    // ...but its host may replace the unstorable deadline, which heals it.
    expect(await codeOf(badDeadline.host.api.host.setDeadline.mutate({ gameId: badDeadline.gameId, deadline: Date.now() + 3_600_000 }))).toBe('OK');
    expect((await badDeadline.host.api.lobby.get.query({ gameId: badDeadline.gameId })).game.broken).toBe(false);
    expect(await codeOf(v!.api.game.vote.mutate({ gameId: badDeadline.gameId, poll: 'lynch', targets: [t!.seat] }))).toBe('OK');
  });
});
