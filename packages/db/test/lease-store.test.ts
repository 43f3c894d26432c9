import { describe, expect, it } from 'vitest';
import { PrismaLeaseStore } from '../src/stores/lease-store';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();
const T = Date.UTC(2026, 0, 1);
const TTL = 10_000;

describe('PrismaLeaseStore', () => {
  it('grants a free lease and lets its holder renew it', async () => {
    const leases = new PrismaLeaseStore(db().prisma);
    const gameId = await createGame(db().prisma);
    expect(await leases.acquire(gameId, 'server-a', T, TTL)).toBe(true);
    expect(await leases.acquire(gameId, 'server-a', T + 5_000, TTL)).toBe(true);
    // Renewed until T + 15 000, so another holder is still refused at T + 12 000.
    expect(await leases.acquire(gameId, 'server-b', T + 12_000, TTL)).toBe(false);
  });

  it.each([
    { when: 'just before expiry', at: T + TTL - 1, otherWins: false },
    { when: 'exactly at expiry', at: T + TTL, otherWins: true },
    { when: 'after expiry', at: T + TTL + 60_000, otherWins: true },
  ])('another holder asking $when gets it: $otherWins', async ({ at, otherWins }) => {
    const leases = new PrismaLeaseStore(db().prisma);
    const gameId = await createGame(db().prisma);
    expect(await leases.acquire(gameId, 'server-a', T, TTL)).toBe(true);
    expect(await leases.acquire(gameId, 'server-b', at, TTL)).toBe(otherWins);
    // Whoever holds it now, the other one is refused.
    expect(await leases.acquire(gameId, otherWins ? 'server-a' : 'server-b', at, TTL)).toBe(false);
  });

  it('frees the lease on release by its holder only', async () => {
    const leases = new PrismaLeaseStore(db().prisma);
    const gameId = await createGame(db().prisma);
    await leases.acquire(gameId, 'server-a', T, TTL);
    await leases.release(gameId, 'server-b');
    expect(await leases.acquire(gameId, 'server-b', T + 1, TTL)).toBe(false);
    await leases.release(gameId, 'server-a');
    expect(await leases.acquire(gameId, 'server-b', T + 1, TTL)).toBe(true);
  });

  it('gives a contested free lease to exactly one of many racing holders', async () => {
    const leases = new PrismaLeaseStore(db().prisma);
    const gameId = await createGame(db().prisma);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => leases.acquire(gameId, `server-${i}`, T, TTL)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps the leases of different games independent', async () => {
    const leases = new PrismaLeaseStore(db().prisma);
    const [one, two] = [await createGame(db().prisma), await createGame(db().prisma)];
    expect(await leases.acquire(one, 'server-a', T, TTL)).toBe(true);
    expect(await leases.acquire(two, 'server-b', T, TTL)).toBe(true);
  });
});
