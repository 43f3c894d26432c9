/**
 * Issue #21, an outgoing webhook per game: the host sets a URL (http/https only) and is shown a
 * secret once; the server POSTs each commit's public events (phases, public notices, deaths, the
 * end) to it, signed with HMAC-SHA256, retried with backoff, never holding up or failing a command,
 * and never carrying a hidden role, faction, action or private post. A local HTTP receiver plays
 * the community's chat bot.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, startServer, type RunningServer } from '../src';
import { SIGNATURE_HEADER, type WebhookBody } from '../src/webhooks';
import { codeOf, startedGame, TEST_LIMITS } from './helpers';

interface Received {
  headers: http.IncomingHttpHeaders;
  text: string;
  body: WebhookBody;
}

/** A receiver that answers `status(request number)`; `hang` keeps every request open. */
async function receiver(options: { status?: (n: number) => number; hang?: boolean } = {}) {
  const received: Received[] = [];
  const open: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, text, body: JSON.parse(text) as WebhookBody });
      if (options.hang) {
        open.push(res);
        return;
      }
      res.writeHead(options.status?.(received.length) ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let db: TestDatabase | undefined;
let server: RunningServer | undefined;
beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServer({
    // The receivers listen on 127.0.0.1: a private target, allowed here as a self-hosted operator would
    // (webhook-ssrf.test.ts checks that it is refused by default).
    env: readEnv({ PORT: '0', HOST: '127.0.0.1', MAFIA_LOG: 'silent', MAFIA_SCHEDULER_INTERVAL_MS: '40', MAFIA_MIGRATE: 'false', MAFIA_WEBHOOK_ALLOW_PRIVATE: 'true', ...TEST_LIMITS }),
    database: db,
    passwordParams: { N: 2_048, r: 8, p: 1 },
    webhookRetryDelaysMs: [20, 40],
  });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});
const running = () => {
  if (!server) throw new Error('server not ready');
  return server;
};

describe('A game webhook', () => {
  it('is set by a host only, to an http or https URL of bounded size, and its secret is shown once', async () => {
    const game = await startedGame(running().url, { firstPhase: 'night' });
    const { gameId, host } = game;
    const player = game.players[0];
    if (!player) throw new Error('no player');
    for (const url of ['ftp://bot.example/x', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url', 'https://user:pw@bot.example/', `https://bot.example/${'a'.repeat(2_001)}`]) {
      expect(await codeOf(host.api.webhook.set.mutate({ gameId, url })), url).toBe('BAD_REQUEST');
    }
    expect(await codeOf(player.api.webhook.set.mutate({ gameId, url: 'https://bot.example/hook' }))).toBe('FORBIDDEN');
    expect(await codeOf(player.api.webhook.get.query({ gameId }))).toBe('FORBIDDEN');
    expect(await host.api.webhook.get.query({ gameId })).toEqual({ url: null, updatedAt: null });
    const set = await host.api.webhook.set.mutate({ gameId, url: 'https://bot.example/hook' });
    expect(set.secret.length).toBeGreaterThanOrEqual(40);
    const shown = await host.api.webhook.get.query({ gameId });
    expect(shown.url).toBe('https://bot.example/hook');
    expect(JSON.stringify(shown)).not.toContain(set.secret);
    // A new secret each time it is set; removed, it is gone.
    expect((await host.api.webhook.set.mutate({ gameId, url: 'http://bot.example/other' })).secret).not.toBe(set.secret);
    expect(await host.api.webhook.remove.mutate({ gameId })).toEqual({ ok: true });
    expect(await host.api.webhook.get.query({ gameId })).toMatchObject({ url: null });
  });

  it('receives the phases, the night results, the deaths and the end, signed, and nothing hidden', async () => {
    const bot = await receiver();
    try {
      const game = await startedGame(running().url, { firstPhase: 'night' });
      const { gameId, host } = game;
      const { secret } = await host.api.webhook.set.mutate({ gameId, url: bot.url });
      const state = await running().rooms.state(gameId);
      // Every player who can act tonight acts, the mafia talk in their chat.
      const secretPost = `mafia plan ${process.pid}`;
      for (const player of game.players) {
        const own = await player.api.game.view.query({ gameId });
        const move = own.available.find((a) => a.type === 'submit-intent');
        const target = state.seats.find((s) => s.id !== player.seat && s.alive);
        if (move && 'ability' in move && target) expect(await codeOf(player.api.game.act.mutate({ gameId, ability: move.ability, targets: [target.id] }))).toBe('OK');
      }
      const mafioso = game.players.find((p) => state.seats.find((s) => s.id === p.seat)?.faction === 'mafia');
      if (!mafioso) throw new Error('no mafioso');
      expect(await codeOf(mafioso.api.game.post.mutate({ gameId, channel: 'faction:mafia', body: secretPost }))).toBe('OK');
      expect(await codeOf(host.api.host.closeStep.mutate({ gameId }))).toBe('OK');
      await running().webhooks.idle();
      const beforeEnd = bot.received.length;
      expect(beforeEnd).toBeGreaterThan(0);
      // The host removes the mafia: the town wins.
      for (const seat of state.seats.filter((s) => s.faction === 'mafia')) expect(await codeOf(host.api.host.modkill.mutate({ gameId, seat: seat.id, reason: 'modkill' }))).toBe('OK');
      await running().webhooks.idle();

      const events = bot.received.flatMap((r) => r.body.events);
      expect(events.some((e) => e.type === 'phase-started' && e.phase.kind === 'day')).toBe(true);
      expect(events.filter((e) => e.type === 'death').map((e) => e.type === 'death' && e.seat)).toEqual(expect.arrayContaining(state.seats.filter((s) => s.faction === 'mafia').map((s) => s.id)));
      expect(events.at(-1)).toMatchObject({ type: 'game-ended', result: { factions: ['town'] } });
      const seqs = bot.received.map((r) => r.body.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      for (const [index, delivery] of bot.received.entries()) {
        expect(delivery.body.game).toBe(gameId);
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.headers[SIGNATURE_HEADER]).toBe(`sha256=${createHmac('sha256', secret).update(delivery.text).digest('hex')}`);
        // No intent, no private post, no secret; before the end no role or faction of anyone.
        expect(delivery.text).not.toContain(secretPost);
        expect(delivery.text).not.toContain(secret);
        expect(delivery.text).not.toContain('intent');
        expect(delivery.text).not.toContain('faction:');
        if (index < beforeEnd) {
          for (const seat of state.seats) {
            expect(delivery.text).not.toContain(`"${seat.role}"`);
            expect(delivery.text).not.toContain(`"${seat.faction}"`);
          }
        }
        for (const event of delivery.body.events) expect(['phase-started', 'notice', 'death', 'game-ended']).toContain(event.type);
      }
    } finally {
      await bot.close();
    }
  });

  it('retries a failed delivery with the same delivery id, and gives up after the last attempt', async () => {
    // Every first attempt fails: each delivery arrives twice, the second accepted.
    const flaky = await receiver({ status: (n) => (n % 2 === 1 ? 503 : 200) });
    const down = await receiver({ status: () => 500 });
    try {
      const game = await startedGame(running().url, { firstPhase: 'night' });
      await game.host.api.webhook.set.mutate({ gameId: game.gameId, url: flaky.url });
      expect(await codeOf(game.host.api.host.closeStep.mutate({ gameId: game.gameId }))).toBe('OK');
      await running().webhooks.idle();
      expect(flaky.received.length).toBe(2);
      expect(flaky.received[0]?.headers['x-mafia-delivery']).toBe(flaky.received[1]?.headers['x-mafia-delivery']);
      expect(flaky.received[0]?.text).toBe(flaky.received[1]?.text);

      await game.host.api.webhook.set.mutate({ gameId: game.gameId, url: down.url });
      expect(await codeOf(game.host.api.host.closeStep.mutate({ gameId: game.gameId }))).toBe('OK');
      await running().webhooks.idle();
      // One attempt and the two retries of `webhookRetryDelaysMs`, then it is dropped.
      expect(down.received.length).toBe(3);
    } finally {
      await flaky.close();
      await down.close();
    }
  });

  it('never holds up a command: a receiver that does not answer leaves the game running', async () => {
    const silent = await receiver({ hang: true });
    try {
      const game = await startedGame(running().url, { firstPhase: 'night' });
      await game.host.api.webhook.set.mutate({ gameId: game.gameId, url: silent.url });
      const started = Date.now();
      expect(await codeOf(game.host.api.host.closeStep.mutate({ gameId: game.gameId }))).toBe('OK');
      expect(await codeOf(game.host.api.host.closeStep.mutate({ gameId: game.gameId }))).toBe('OK');
      // Both commands were acknowledged long before a delivery's 5 s timeout.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await running().rooms.state(game.gameId)).seq).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  });
});
