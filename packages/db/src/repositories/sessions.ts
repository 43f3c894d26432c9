import type { PrismaClient, Session } from '../generated/prisma/client';

export interface SessionRecord {
  /** The hash of the session token; the token itself only ever lives in the client's cookie. */
  id: string;
  accountId: string;
  expiresAt: number;
  createdAt: number;
}

function toRecord(row: Session): SessionRecord {
  return { ...row, expiresAt: row.expiresAt.getTime(), createdAt: row.createdAt.getTime() };
}

export class SessionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(input: { id: string; accountId: string; expiresAt: number; createdAt?: number }): Promise<SessionRecord> {
    const row = await this.prisma.session.create({
      data: {
        id: input.id,
        accountId: input.accountId,
        expiresAt: new Date(input.expiresAt),
        ...(input.createdAt !== undefined && { createdAt: new Date(input.createdAt) }),
      },
    });
    return toRecord(row);
  }

  /** The session with this token hash, unless it has expired at `now`. */
  async findValid(id: string, now: number): Promise<SessionRecord | null> {
    const row = await this.prisma.session.findFirst({ where: { id, expiresAt: { gt: new Date(now) } } });
    return row ? toRecord(row) : null;
  }

  async delete(id: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { id } });
  }

  /** Housekeeping: removes sessions expired at `now`; returns how many. */
  async deleteExpired(now: number): Promise<number> {
    const result = await this.prisma.session.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
    return result.count;
  }
}
