import type { PrismaClient } from './generated/prisma/client';

/** Longest note a member may keep on one game (issue #7). */
export const NOTE_MAX_LENGTH = 20_000;

export interface NoteRecord {
  gameId: string;
  accountId: string;
  text: string;
  /** Ms since the epoch (the caller's clock). */
  updatedAt: number;
}

/**
 * A member's private notes, one row per game × account (issue #7). Notes are not game events:
 * they never enter the event log or any view, and only their author reads them (the API checks
 * membership; this store trusts its caller).
 */
export class NoteStore {
  constructor(private readonly prisma: PrismaClient) {}

  async get(gameId: string, accountId: string): Promise<NoteRecord | null> {
    const row = await this.prisma.gameNote.findUnique({ where: { gameId_accountId: { gameId, accountId } } });
    return row ? { ...row, updatedAt: row.updatedAt.getTime() } : null;
  }

  /** Replaces the member's notes (the last save wins). Too long a text is a bug of the caller: it throws. */
  async save(gameId: string, accountId: string, text: string, at: number): Promise<NoteRecord> {
    if (text.length > NOTE_MAX_LENGTH) throw new RangeError(`note longer than ${NOTE_MAX_LENGTH} characters`);
    const updatedAt = new Date(at);
    const row = await this.prisma.gameNote.upsert({
      where: { gameId_accountId: { gameId, accountId } },
      create: { gameId, accountId, text, updatedAt },
      update: { text, updatedAt },
    });
    return { ...row, updatedAt: row.updatedAt.getTime() };
  }
}
