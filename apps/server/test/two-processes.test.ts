import { emptyState } from '@mafia/kernel';
import { PrismaEventStore } from '@mafia/db';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { applyStored } from '@mafia/room';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startedGame } from './helpers';
import { spawnServer, type ServerProcess } from './processes';

let db: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  db = await createTestDatabase();
  [a, b] = await Promise.all([spawnServer(db.url, { MAFIA_INSTANCE_ID: 'A' }), spawnServer(db.url, { MAFIA_INSTANCE_ID: 'B' })]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
});

describe('Two server processes on one PostgreSQL', () => {
  it('either accepts commands, updates reach subscribers of both, and a deadline fires once', async () => {
    const game = await startedGame(a.url, { dayLength: 3_600_000 });
    const [p1, p2] = game.players;
    if (!p1 || !p2) throw new Error('seats');
    // The same session cookie works on B (sessions are in the database), so p2 talks to B.
    const cookie = p2.cookie();
    if (!cookie) throw new Error('no cookie');
    const viaB = await fetch(`${b.url}/trpc/game.vote`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-mafia-csrf': '1' },
      body: JSON.stringify({ gameId: game.gameId, poll: 'lynch', targets: [p1.seat] }),
    });
    expect(viaB.status).toBe(200);

    // A subscriber on B hears a vote accepted by A.
    const seen: number[] = [];
    let heard: () => void = () => undefined;
    const gotIt = new Promise<void>((resolve) => (heard = resolve));
    const subscriberOnB = await (async () => {
      const c = client(b.url);
      await c.api.auth.signIn.mutate({ username: p1.username, password: 'correct horse' });
      return c;
    })();
    const sub = subscriberOnB.api.game.updates.subscribe({ gameId: game.gameId }, { onData: (m) => { seen.push(m.data.seq); if (seen.length >= 2) heard(); } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const voted = await p1.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [p2.seat] });
    expect(voted.ok).toBe(true);
    await gotIt;
    sub.unsubscribe();
    expect(seen.at(-1)).toBe(voted.ok ? voted.seq : -1);

    // A deadline close to now: both schedulers see it due; it fires exactly once.
    const phase = (await game.host.api.host.view.query({ gameId: game.gameId })).view?.clock.phase;
    await game.host.api.host.setDeadline.mutate({ gameId: game.gameId, deadline: Date.now() + 500 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const state = applyStored(emptyState(), await new PrismaEventStore(db.prisma).load(game.gameId));
    const ended = (await new PrismaEventStore(db.prisma).load(game.gameId)).filter(
      (e) => e.type === 'step-ended' && JSON.stringify((e.payload as { phase: unknown }).phase) === JSON.stringify(phase),
    );
    expect(ended).toHaveLength(1);
    expect(state.clock.phase).not.toEqual(phase);
  }, 120_000);
});
