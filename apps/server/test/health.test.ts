/**
 * Issue #13: /healthz is 503 while the database is down or its disk full, and the scheduler backs
 * off (one line per outage, doubling delays up to 30 s) instead of logging every 250 ms.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Backoff } from '../src/backoff';
import { cachedHealth, checkDatabase, MIN_FREE_BYTES } from '../src/health';
import { useServer } from './helpers';

const ctx = useServer();

async function healthz(): Promise<{ status: number; body: { database?: string } }> {
  const response = await fetch(`${ctx().server.url}/healthz`);
  return { status: response.status, body: (await response.json()) as { database?: string } };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...ctx().db.params, database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('/healthz', () => {
  it('is 503 while the database refuses connections and 200 again once it is back', async () => {
    expect(await healthz()).toMatchObject({ status: 200, body: { database: 'ok' } });
    const name = ctx().db.params.database;
    await admin(async (client) => {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the cached answer
      expect(await healthz()).toMatchObject({ status: 503, body: { database: 'down' } });
    } finally {
      await admin((client) => client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS true`));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await healthz()).toMatchObject({ status: 200, body: { database: 'ok' } });
  });

  it('says down when the database does not answer within the timeout, disk-full below 64 MB free', async () => {
    const hung = { query: () => new Promise<never>(() => undefined) };
    const started = Date.now();
    expect(await checkDatabase(hung as never, { timeoutMs: 100 })).toEqual({ database: 'down', error: 'no answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(1_000);
    const answering = { query: () => Promise.resolve({ rows: [] }) };
    const tiny = () => Promise.resolve({ bavail: 10, bsize: 4096 });
    expect(await checkDatabase(answering as never, { dataDir: '/data', stat: tiny })).toMatchObject({ database: 'disk-full' });
    const roomy = () => Promise.resolve({ bavail: MIN_FREE_BYTES, bsize: 1 });
    expect(await checkDatabase(answering as never, { dataDir: '/data', stat: roomy })).toEqual({ database: 'ok' });
  });

  it('checks at most once per second however often it is asked', async () => {
    let checks = 0;
    let now = 0;
    const health = cachedHealth(async () => ({ database: (checks++, 'ok') as 'ok' }), () => now);
    await Promise.all([health(), health(), health()]);
    now = 999;
    await health();
    expect(checks).toBe(1);
    now = 1_000;
    await health();
    expect(checks).toBe(2);
  });
});

describe('scheduler backoff', () => {
  it('reports the first failure only, doubles the delay up to 30 s, and reports the recovery', () => {
    const backoff = new Backoff(250);
    const delays = [];
    const firsts = [];
    let now = 0;
    for (let i = 0; i < 10; i++) {
      expect(backoff.ready(now)).toBe(true);
      const { first, delayMs } = backoff.failed(now);
      firsts.push(first);
      delays.push(delayMs);
      expect(backoff.ready(now + delayMs - 1)).toBe(false);
      now += delayMs;
    }
    expect(firsts).toEqual([true, false, false, false, false, false, false, false, false, false]);
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    expect(backoff.succeeded()).toBe(10);
    expect(backoff.succeeded()).toBe(0);
    expect(backoff.ready(0)).toBe(true);
    expect(backoff.failed(0).first).toBe(true);
  });
});
