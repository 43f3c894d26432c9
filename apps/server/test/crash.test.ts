import { emptyState, type GameState } from '@mafia/kernel';
import { PrismaEventStore } from '@mafia/db';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { applyStored } from '@mafia/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startedGame } from './helpers';
import { spawnServer, type ServerProcess } from './processes';

let db: TestDatabase;
const running: ServerProcess[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const p of running) await p.stop().catch(() => undefined);
  await db?.close();
});

async function logState(gameId: string): Promise<GameState> {
  return applyStored(emptyState(), await new PrismaEventStore(db.prisma).load(gameId));
}

describe('Crash: kill -9 during a game, then restart', () => {
  it('keeps every acknowledged command, the same state and deadline, and fires the deadline after the restart', async () => {
    const first = await spawnServer(db.url);
    running.push(first);
    const game = await startedGame(first.url, { dayLength: 25_000 });
    const target = game.players[6]?.seat ?? '';
    // Votes and posts in flight while the process dies; remember the ones that were acknowledged.
    const acknowledged: number[] = [];
    const inFlight = game.players.flatMap((p, i) => [
      p.api.game.post.mutate({ gameId: game.gameId, channel: 'thread', body: `post ${i}` }).then((r) => r.ok && acknowledged.push(r.seq), () => undefined),
      p.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [target] }).then((r) => r.ok && acknowledged.push(r.seq), () => undefined),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await first.kill9();
    await Promise.all(inFlight);

    // A statement the dead process had already sent may still commit (it was never acknowledged,
    // so it is not "lost" either way): read the log once the database has settled.
    let before = await logState(game.gameId);
    for (let stable = 0; stable < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await logState(game.gameId);
      stable = again.seq === before.seq ? stable + 1 : 0;
      before = again;
    }
    for (const seq of acknowledged) expect(seq).toBeLessThanOrEqual(before.seq);
    const deadlineRow = await db.prisma.deadline.findUnique({ where: { gameId: game.gameId } });

    const second = await spawnServer(db.url);
    running.push(second);
    const host = client(second.url);
    await host.api.auth.signIn.mutate({ username: game.host.username, password: 'correct horse' });
    const hostView = await host.api.host.view.query({ gameId: game.gameId });
    expect(hostView.seq).toBe(before.seq);
    expect(hostView.view?.clock).toEqual(before.clock);
    expect((await db.prisma.deadline.findUnique({ where: { gameId: game.gameId } }))?.dueAt.getTime()).toBe(
      deadlineRow?.dueAt.getTime() ?? before.clock.deadline,
    );

    // The stored deadline fires on the restarted process.
    const due = before.clock.deadline ?? 0;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 1_000));
    const after = await logState(game.gameId);
    expect(after.clock.phase).not.toEqual(before.clock.phase);
    await second.stop();
  }, 120_000);
});
