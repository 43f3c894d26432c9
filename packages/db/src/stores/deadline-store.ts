import type { DeadlineStore } from '../ports';
import type { PrismaClient } from '../generated/prisma/client';

/** One row per game with a running phase clock; no row means no deadline. */
export class PrismaDeadlineStore implements DeadlineStore {
  constructor(private readonly prisma: PrismaClient) {}

  async set(gameId: string, dueAt: number | null): Promise<void> {
    if (dueAt === null) {
      await this.prisma.deadline.deleteMany({ where: { gameId } });
      return;
    }
    const at = new Date(dueAt);
    await this.prisma.deadline.upsert({
      where: { gameId },
      create: { gameId, dueAt: at },
      update: { dueAt: at },
    });
  }

  async get(gameId: string): Promise<number | null> {
    const row = await this.prisma.deadline.findUnique({ where: { gameId } });
    return row ? row.dueAt.getTime() : null;
  }

  async due(now: number): Promise<Array<{ gameId: string; dueAt: number }>> {
    const rows = await this.prisma.deadline.findMany({
      where: { dueAt: { lte: new Date(now) } },
      orderBy: [{ dueAt: 'asc' }, { gameId: 'asc' }],
    });
    return rows.map((row) => ({ gameId: row.gameId, dueAt: row.dueAt.getTime() }));
  }
}
