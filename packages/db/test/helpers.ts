import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import type { PrismaClient } from '../src/generated/prisma/client';

/** A private, migrated database for the calling test file. */
export function useTestDatabase(): () => TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('test database not ready (used outside a test?)');
    return db;
  };
}

let counter = 0;

/** A host account and a lobby game, for tables that reference a game. */
export async function createGame(prisma: PrismaClient, id?: string): Promise<string> {
  counter += 1;
  const host = await prisma.account.create({
    data: { username: `host-${counter}-${Math.trunc(performance.now() * 1000)}`, passwordHash: 'x' },
  });
  const game = await prisma.game.create({
    data: {
      ...(id !== undefined && { id }),
      title: `game ${counter}`,
      rulesetId: 'test-ruleset',
      setupId: 'test-setup',
      settings: {},
      hostAccountId: host.id,
      seed: '1',
    },
  });
  return game.id;
}
