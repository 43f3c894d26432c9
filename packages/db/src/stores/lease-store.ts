import type { LeaseStore } from '../ports';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * Game ownership as a lease row rather than an advisory lock (see README, "Leases"): the row
 * carries its own expiry measured on the injected clock, works through any pooled connection,
 * and a crashed owner's lease simply lapses instead of depending on its TCP session dying.
 */
export class PrismaLeaseStore implements LeaseStore {
  constructor(private readonly prisma: PrismaClient) {}

  async acquire(gameId: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    // One statement, so two processes racing for a free or lapsed lease cannot both win: the
    // conflicting INSERT waits for the other's row lock and then re-checks the WHERE clause.
    const rows = await this.prisma.$queryRaw<Array<{ holder: string }>>`
      INSERT INTO "GameLease" ("gameId", "holder", "expiresAt")
      VALUES (${gameId}, ${holder}, ${new Date(now + ttlMs)})
      ON CONFLICT ("gameId") DO UPDATE
        SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt"
        WHERE "GameLease"."holder" = EXCLUDED."holder" OR "GameLease"."expiresAt" <= ${new Date(now)}
      RETURNING "holder"`;
    return rows.length === 1;
  }

  async release(gameId: string, holder: string): Promise<void> {
    await this.prisma.gameLease.deleteMany({ where: { gameId, holder } });
  }
}
