/**
 * Issue #13 (Medium): sign-in is limited per (username, address), per address and overall; the
 * address comes from X-Forwarded-For only when the proxy is trusted; a lockout at one address
 * does not lock the user out elsewhere; sign-ups are limited per address. Unknown names are
 * checked against a dummy hash.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter, clientAddress, createContextFactory, defaultLimits, type Limits } from '../src';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let saved: Limits;
beforeEach(() => {
  saved = harness().services.limits;
  harness().services.limits = defaultLimits();
});
afterEach(() => {
  harness().services.limits = saved;
});

let counter = 0;
const name = () => `s${(counter += 1)}-${process.pid}`;

/** A caller whose requests come from `address` (the socket's), with optional extra headers. */
async function from(address: string, options: { forwardedFor?: string; trustProxy?: boolean } = {}) {
  const context = createContextFactory(harness().services, { trustProxy: options.trustProxy ?? false });
  return appRouter.createCaller(
    await context({
      req: { headers: { 'x-mafia-csrf': '1', ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}) }, socket: { remoteAddress: address } },
      res: { getHeader: () => undefined, setHeader: () => undefined },
    }),
  );
}

async function attempt(address: string, username: string, password: string, options: { forwardedFor?: string; trustProxy?: boolean } = {}): Promise<string> {
  try {
    await (await from(address, options)).auth.signIn({ username, password });
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('Sign-in limits', () => {
  it('stop a guesser at one address without locking the user out from another', async () => {
    const victim = name();
    await (await from('10.0.0.1')).auth.signUp({ username: victim, password: 'correct horse' });
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push(await attempt('10.0.0.66', victim, `wrong guess ${i}`));
    expect(codes.slice(0, 10)).toEqual(Array<string>(10).fill('UNAUTHORIZED'));
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(await attempt('10.0.0.1', victim, 'correct horse')).toBe('OK');
  });

  it('stop password spraying across usernames from one address', async () => {
    const codes = [];
    for (let i = 0; i < 32; i++) codes.push(await attempt('10.0.1.1', `nobody${i}-${process.pid}`, 'password1'));
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(30);
    expect(codes.slice(30)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(await attempt('10.0.1.2', `nobody0-${process.pid}`, 'password1')).toBe('UNAUTHORIZED');
  });

  it('ignore X-Forwarded-For unless the proxy is trusted, then use the address the proxy added', async () => {
    const req = (xff: string) => ({ headers: { 'x-forwarded-for': xff }, socket: { remoteAddress: '127.0.0.1' } });
    expect(clientAddress(req('1.2.3.4'), false)).toBe('127.0.0.1');
    expect(clientAddress(req('6.6.6.6, 1.2.3.4'), true)).toBe('1.2.3.4');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '127.0.0.1' } }, true)).toBe('127.0.0.1');
    // Untrusted: a sprayer rotating the header is still one address.
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push(await attempt('10.0.2.1', `ghost${i}-${process.pid}`, 'password1', { forwardedFor: `9.9.9.${i}` }));
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    // Trusted: each client behind the proxy has its own budget.
    expect(await attempt('10.0.2.1', `ghost0-${process.pid}`, 'password1', { forwardedFor: '9.9.9.1', trustProxy: true })).toBe('UNAUTHORIZED');
  });

  it('limit sign-ups per address', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) {
      try {
        await (await from('10.0.3.1')).auth.signUp({ username: name(), password: 'correct horse' });
        codes.push('OK');
      } catch (error) {
        codes.push((error as { code?: string }).code);
      }
    }
    expect(codes).toEqual([...Array<string>(10).fill('OK'), 'TOO_MANY_REQUESTS']);
    await expect((await from('10.0.3.2')).auth.signUp({ username: name(), password: 'correct horse' })).resolves.toMatchObject({ username: expect.any(String) });
  });
});
