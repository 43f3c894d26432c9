/**
 * Issue #13 (Low): expired sessions are deleted, when presented and periodically (at a sign-in or
 * sign-up, at most hourly per server).
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { appRouter, createContextFactory, SESSION_COOKIE } from '../src';
import { newSessionToken } from '../src/session';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

const rows = async (id: string) => Number((await harness().db.pool.query<{ n: string }>('SELECT count(*) AS n FROM "Session" WHERE id = $1', [id])).rows[0]?.n);

describe('Expired sessions', () => {
  it('are signed out and deleted when presented, and swept at the next sign-up', async () => {
    const { services } = harness();
    const caller = await harness().signedUp(`sess-${process.pid}`);
    const me = await (await caller()).auth.me();
    if (!me) throw new Error('not signed in');
    const presented = newSessionToken();
    const untouched = newSessionToken();
    const past = services.clock.now() - 1_000;
    await services.sessions.create({ id: presented.id, accountId: me.accountId, expiresAt: past });
    await services.sessions.create({ id: untouched.id, accountId: me.accountId, expiresAt: past });

    const context = createContextFactory(services);
    const expired = appRouter.createCaller(
      await context({ req: { headers: { cookie: `${SESSION_COOKIE}=${presented.token}` } }, res: { getHeader: () => undefined, setHeader: () => undefined } }),
    );
    expect(await expired.auth.me()).toBeNull();
    expect(await rows(presented.id)).toBe(0);
    expect(await rows(untouched.id)).toBe(1);

    // The hourly sweep runs at the next sign-up on this server (the harness's first sign-up was
    // this file's first, so move the clock past the hour for this check).
    const realNow = services.clock.now;
    try {
      services.clock.now = () => realNow() + 2 * 60 * 60 * 1000;
      await harness().signedUp(`sess2-${process.pid}`);
    } finally {
      services.clock.now = realNow;
    }
    expect(await rows(untouched.id)).toBe(0);
  });
});
