import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MAX_LENGTH, WebhookOutbox, WebhookStore } from '../src/webhooks';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

describe('WebhookStore (issue #21: one outgoing webhook per game)', () => {
  it('has none until set, keeps the last one set, and forgets it when removed', async () => {
    const hooks = new WebhookStore(db().prisma);
    const game = await createGame(db().prisma);
    const other = await createGame(db().prisma);
    expect(await hooks.get(game)).toBeNull();
    await hooks.set(game, 'https://bot.example/one', 's1', 1_000);
    expect(await hooks.set(game, 'https://bot.example/two', 's2', 2_000)).toEqual({ gameId: game, url: 'https://bot.example/two', secret: 's2', updatedAt: 2_000 });
    expect(await hooks.get(game)).toEqual({ gameId: game, url: 'https://bot.example/two', secret: 's2', updatedAt: 2_000 });
    expect(await hooks.get(other)).toBeNull();
    expect(await hooks.remove(game)).toBe(true);
    expect(await hooks.remove(game)).toBe(false);
    expect(await hooks.get(game)).toBeNull();
  });

  it('refuses too long a URL (a bug of the caller: the API validates first)', async () => {
    const hooks = new WebhookStore(db().prisma);
    const game = await createGame(db().prisma);
    await expect(hooks.set(game, `https://x.example/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`, 's', 1)).rejects.toThrow(RangeError);
    expect(await hooks.get(game)).toBeNull();
  });
});

describe('WebhookOutbox: who delivers a pending delivery (issue #21, the stale-claim rule)', () => {
  const STALE = 5_000;
  const entry = (id: string, gameId: string, seq: number) => ({ id, gameId, seq, body: `{"seq":${seq}}` });
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

  it('a living owner\'s fresh claim is not taken; a claim older than staleMs is; a touch keeps it fresh', async () => {
    const outbox = new WebhookOutbox(db().prisma);
    const game = await createGame(db().prisma);
    await outbox.add(entry('d1', game, 1), 'process-a', 0);
    // B starts 4 s later: A's claim (0) is younger than 5 s, so B gets nothing.
    expect(await outbox.claim('process-b', 4_000, STALE)).toEqual([]);
    // A says it is alive at 4.5 s: at 9 s its claim is 4.5 s old, still fresh.
    await outbox.touch('process-a', 4_500);
    expect(await outbox.claim('process-b', 9_000, STALE)).toEqual([]);
    // A falls silent: at 9.6 s its claim is 5.1 s old, and B takes the row.
    expect(ids(await outbox.claim('process-b', 9_600, STALE))).toEqual(['d1']);
    // A's late touch no longer reaches the row (it is B's now), and C cannot take B's fresh claim.
    await outbox.touch('process-a', 9_700);
    expect(await outbox.claim('process-c', 10_000, STALE)).toEqual([]);
    expect(ids(await outbox.claim('process-b', 10_000, STALE))).toEqual(['d1']);
  });

  it('a released row is claimed at once; a removed (delivered) one never again; rows come oldest first per game', async () => {
    const outbox = new WebhookOutbox(db().prisma);
    const game = await createGame(db().prisma);
    await outbox.add(entry('late', game, 7), 'second-a', 0);
    await outbox.add(entry('early', game, 3), 'second-a', 10);
    await outbox.add(entry('sent', game, 5), 'second-a', 20);
    await outbox.remove('sent');
    await outbox.release('second-a');
    expect(ids(await outbox.claim('second-b', 30, STALE))).toEqual(['early', 'late']);
    await outbox.remove('early');
    await outbox.release('second-b');
    expect(ids(await outbox.claim('second-c', 40, STALE))).toEqual(['late']);
  });
});
