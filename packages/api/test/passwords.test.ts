/**
 * Issue #13 (Low): scrypt at or above OWASP's minimum; hashes with weaker parameters still verify
 * and are upgraded at the next sign-in.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { appRouter, createContextFactory, hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from '../src';
import { TEST_PASSWORD_PARAMS, useApiHarness } from './harness';
import { dummyHash } from '../src/password';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

describe('Password hashing', () => {
  it("costs at least OWASP's scrypt minimum (N=2^17, r=8, p=1 or the same work with less memory)", () => {
    // OWASP Password Storage Cheat Sheet, scrypt: these five are its equivalent minimums.
    const owasp = [
      { N: 2 ** 17, r: 8, p: 1 },
      { N: 2 ** 16, r: 8, p: 2 },
      { N: 2 ** 15, r: 8, p: 3 },
      { N: 2 ** 14, r: 8, p: 5 },
      { N: 2 ** 13, r: 8, p: 10 },
    ];
    expect(owasp.some((m) => PASSWORD_PARAMS.N >= m.N && PASSWORD_PARAMS.r >= m.r && PASSWORD_PARAMS.p >= m.p)).toBe(true);
    expect(needsRehash('scrypt$16384$8$1$salt$hash')).toBe(true);
    expect(needsRehash(`scrypt$${PASSWORD_PARAMS.N}$${PASSWORD_PARAMS.r}$${PASSWORD_PARAMS.p}$salt$hash`)).toBe(false);
  });

  it('verifies an old, weaker hash and upgrades it at sign-in', async () => {
    const { services } = harness();
    const username = `old-${process.pid}`;
    const weak = { N: 1_024, r: 8, p: 1 };
    const created = await services.accounts.create({ username, passwordHash: await hashPassword('correct horse', weak), createdAt: Date.now() });
    if (!created.ok) throw new Error('account not created');
    const caller = appRouter.createCaller(
      await createContextFactory(services)({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } }),
    );
    expect(await caller.auth.signIn({ username, password: 'correct horse' })).toMatchObject({ username });
    const stored = (await services.accounts.findById(created.account.id))?.passwordHash ?? '';
    expect(stored).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_PARAMS.N}\\$${TEST_PASSWORD_PARAMS.r}\\$${TEST_PASSWORD_PARAMS.p}\\$`));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    // A wrong password changes nothing.
    await expect(caller.auth.signIn({ username, password: 'wrong horse!' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await services.accounts.findById(created.account.id))?.passwordHash).toBe(stored);
  });

  it('an unknown username costs one verification of the same work as a known one, and the same answer', async () => {
    // Issue #13 (Low): sign-in time revealed whether a name exists (39 ms vs 3 ms). The unknown name is
    // checked against a dummy hash with the same scrypt parameters, so the work is the same by construction.
    const params = TEST_PASSWORD_PARAMS;
    const paramsOf = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(paramsOf(await dummyHash(params))).toBe(paramsOf(await hashPassword('any password', params)));
    expect(await verifyPassword('any password', await dummyHash(params))).toBe(false);
    const { services } = harness();
    const caller = appRouter.createCaller(
      await createContextFactory(services)({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } }),
    );
    const username = `known-${process.pid}`;
    await caller.auth.signUp({ username, password: 'correct horse' });
    const unknown = await caller.auth.signIn({ username: `nobody-${process.pid}`, password: 'wrong horse!' }).catch((error: unknown) => error);
    const wrong = await caller.auth.signIn({ username, password: 'wrong horse!' }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((unknown as Error).message).toBe((wrong as Error).message);
  });
});
