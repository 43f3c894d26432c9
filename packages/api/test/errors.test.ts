/**
 * Issue #13 (Low): a malformed session cookie is a signed-out caller, not a 500; error responses
 * carry no stack trace, no server path and no server-side message.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { appRouter, createContextFactory } from '../src';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

/** One HTTP request through tRPC's fetch adapter with the real context factory. */
async function request(path: string, init: { cookie?: string; body?: unknown } = {}): Promise<{ status: number; text: string }> {
  const context = createContextFactory(harness().services);
  const headers = new Headers({ 'content-type': 'application/json', 'x-mafia-csrf': '1', ...(init.cookie ? { cookie: init.cookie } : {}) });
  const req = new Request(`http://localhost/trpc/${path}`, init.body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(init.body) });
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req,
    router: appRouter,
    createContext: () =>
      context({
        req: { headers: Object.fromEntries(headers.entries()) },
        res: { getHeader: () => undefined, setHeader: () => undefined },
      }),
  });
  return { status: response.status, text: await response.text() };
}

describe('Error responses', () => {
  it.each([['bad percent-encoding', 'mafia_session=%E0%A4%A'], ['a lone %', 'mafia_session=%'], ['a huge value', `mafia_session=${'x'.repeat(5_000)}`]])(
    'treat a malformed session cookie (%s) as signed out',
    async (_what, cookie) => {
      const me = await request('auth.me', { cookie });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text)).toEqual({ result: { data: null } });
    },
  );

  it('carry no stack trace or server path', async () => {
    const responses = [
      await request('lobby.get?input=' + encodeURIComponent(JSON.stringify({ gameId: 'no-such-game' }))),
      await request('lobby.create', { body: { title: 'x' } }),
      await request('game.view?input=' + encodeURIComponent(JSON.stringify({ gameId: 'a\u0000b' }))),
      await request('no.such.procedure'),
    ];
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toMatch(/stack|\/work\/|node_modules|\.ts:\d+/);
    }
    expect(JSON.parse(responses[2]?.text ?? '{}')).toMatchObject({ error: { message: 'input-characters', data: { code: 'BAD_REQUEST' } } });
  });
});
