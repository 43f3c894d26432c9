/**
 * Issue #13 (Low): usernames are folded (case, NFKC, Cyrillic look-alikes), so look-alike names
 * are one account; an old account without a key gets it at sign-in.
 */
import { foldUsername } from '@mafia/db';
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { appRouter, createContextFactory } from '../src';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

async function anonymous() {
  return appRouter.createCaller(
    await createContextFactory(harness().services)({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } }),
  );
}

describe('Usernames', () => {
  it('fold case, compatibility forms and Cyrillic look-alikes to one key', () => {
    expect(foldUsername('Bob')).toBe('bob');
    // Cyrillic В and о, fullwidth ｂ (NFKC), upper-case Latin.
    expect(foldUsername('Воb')).toBe('bob');
    expect(foldUsername('ｂob')).toBe('bob');
    expect(foldUsername('BOB')).toBe('bob');
    // Letters with no Latin look-alike stay themselves (lower-cased).
    expect(foldUsername('Дюжий')).toBe('дюжий');
  });

  it('refuse a look-alike of an existing name, and sign in under any spelling of it', async () => {
    const base = `Bob${process.pid}`;
    await (await anonymous()).auth.signUp({ username: base, password: 'correct horse' });
    for (const lookAlike of [base.toLowerCase(), base.toUpperCase(), `Воb${process.pid}`]) {
      await expect((await anonymous()).auth.signUp({ username: lookAlike, password: 'correct horse' })).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect(await (await anonymous()).auth.signIn({ username: `ВОB${process.pid}`, password: 'correct horse' })).toMatchObject({ username: base });
  });

  it('give an old account without a key its key at sign-in', async () => {
    const { services, db } = harness();
    const name = `Old${process.pid}`;
    await (await anonymous()).auth.signUp({ username: name, password: 'correct horse' });
    await db.pool.query('UPDATE "Account" SET "usernameKey" = NULL WHERE username = $1', [name]);
    expect(await (await anonymous()).auth.signIn({ username: name, password: 'correct horse' })).toMatchObject({ username: name });
    const row = await db.pool.query<{ usernameKey: string | null }>('SELECT "usernameKey" FROM "Account" WHERE username = $1', [name]);
    expect(row.rows[0]?.usernameKey).toBe(foldUsername(name));
    expect((await services.accounts.findByUsername(name.toUpperCase()))?.username).toBe(name);
  });
});
