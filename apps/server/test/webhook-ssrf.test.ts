/**
 * Issue #21, server-side request forgery: by default (`MAFIA_WEBHOOK_ALLOW_PRIVATE` unset) a host
 * cannot aim the server's webhook POSTs at loopback, private, link-local, CGNAT, multicast or
 * unspecified addresses, neither when setting the URL nor at delivery, after DNS resolution (a name
 * that resolves to 127.0.0.1 is refused at connect time, so DNS rebinding does not get through).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startedGame, useServer } from './helpers';

const ctx = useServer();

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('A webhook by default', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified targets at webhook.set', async () => {
    const { gameId, host } = await startedGame(ctx().server.url, { firstPhase: 'night' });
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://2130706433/hook', // 127.0.0.1 written as one number
      'http://0x7f.1/hook',
      'http://localhost/hook',
      'http://bot.localhost/hook',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.10/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'http://255.255.255.255/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[ff02::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::10.0.0.1]/',
      'http://[2002:c0a8:0101::1]/',
    ]) {
      expect(await messageOf(host.api.webhook.set.mutate({ gameId, url })), url).toBe('webhook-url-private');
    }
    expect(await host.api.webhook.get.query({ gameId })).toMatchObject({ url: null });
    // Public addresses, and a name that does not resolve yet (checked again at each delivery), are accepted.
    for (const url of ['https://93.184.215.14/hook', 'http://[2606:4700::1111]/hook', 'https://bot.example/hook']) {
      expect(await messageOf(host.api.webhook.set.mutate({ gameId, url })), url).toBe('OK');
    }
  });

  it('refuses at delivery a name that resolves to a loopback address', async () => {
    let hits = 0;
    const bot = http.createServer((_req, res) => {
      hits++;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => bot.listen(0, '127.0.0.1', resolve));
    try {
      const { server } = ctx();
      const game = await startedGame(server.url, { firstPhase: 'night' });
      // As if the name had resolved to a public address when the host set it (DNS rebinding).
      const port = (bot.address() as AddressInfo).port;
      if (!server.services.webhooks) throw new Error('no webhook store');
      await server.services.webhooks.set(game.gameId, `http://localhost:${port}/hook`, 'secret', Date.now());
      await game.host.api.host.closeStep.mutate({ gameId: game.gameId });
      await server.webhooks.idle();
      expect(hits).toBe(0);
      // A literal private address stored the same way is refused too.
      await server.services.webhooks.set(game.gameId, `http://127.0.0.1:${port}/hook`, 'secret', Date.now());
      await game.host.api.host.closeStep.mutate({ gameId: game.gameId });
      await server.webhooks.idle();
      expect(hits).toBe(0);
    } finally {
      bot.closeAllConnections();
      await new Promise<void>((resolve) => bot.close(() => resolve()));
    }
  });
});
