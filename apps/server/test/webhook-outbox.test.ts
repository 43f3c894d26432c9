/**
 * Issue #21: pending webhook deliveries survive a stop. A server whose bot is down stops with a
 * delivery not made; it waits in the `WebhookDelivery` outbox, and the next server to start on the
 * same database sends it, once, with the same delivery id, and empties the outbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, startServer, type RunningServer } from '../src';
import type { WebhookBody } from '../src/webhooks';
import { codeOf, startedGame, TEST_LIMITS } from './helpers';

let db: TestDatabase | undefined;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const start = async (): Promise<RunningServer> => {
  if (!db) throw new Error('no database');
  return startServer({
    // The bot listens on 127.0.0.1 (a private target, allowed as for a self-hosted bot).
    env: readEnv({ PORT: '0', HOST: '127.0.0.1', MAFIA_LOG: 'silent', MAFIA_SCHEDULER_INTERVAL_MS: '40', MAFIA_MIGRATE: 'false', MAFIA_WEBHOOK_ALLOW_PRIVATE: 'true', ...TEST_LIMITS }),
    database: db,
    passwordParams: { N: 2_048, r: 8, p: 1 },
    // The first server waits a minute before its retry: it is stopped in the middle of the wait.
    webhookRetryDelaysMs: [60_000],
  });
};

describe('webhook deliveries across a stop', () => {
  it('a delivery not made when the server stops is made once by the next server', async () => {
    let up = false;
    const received: { delivery: string; seq: number; accepted: boolean }[] = [];
    const bot = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookBody;
        received.push({ delivery: String(req.headers['x-mafia-delivery']), seq: body.seq, accepted: up });
        res.writeHead(up ? 204 : 503).end();
      });
    });
    await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
    try {
      const first = await start();
      const game = await startedGame(first.url, { firstPhase: 'night' });
      await game.host.api.webhook.set.mutate({ gameId: game.gameId, url: `http://127.0.0.1:${(bot.address() as AddressInfo).port}/hook` });
      expect(await codeOf(game.host.api.host.closeStep.mutate({ gameId: game.gameId }))).toBe('OK');
      // The first attempt fails (503); the server stops during the wait before the retry.
      await expect.poll(() => received.length).toBe(1);
      await first.close();
      const outbox = () => db?.prisma.webhookDelivery.findMany({ where: { gameId: game.gameId } });
      expect(await outbox()).toHaveLength(1);

      up = true;
      const second = await start();
      try {
        await expect.poll(() => received.filter((r) => r.accepted).length).toBe(1);
        await second.webhooks.idle();
        const [failed, made] = received;
        expect(received).toHaveLength(2);
        expect(made).toMatchObject({ accepted: true, delivery: failed?.delivery, seq: failed?.seq });
        expect(await outbox()).toEqual([]);
      } finally {
        await second.close();
      }
      // Nothing is sent again by a third start.
      const third = await start();
      await third.webhooks.idle();
      await third.close();
      expect(received).toHaveLength(2);
    } finally {
      bot.closeAllConnections();
      await new Promise<void>((resolve) => bot.close(() => resolve()));
    }
  });
});
