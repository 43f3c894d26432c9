import type { Prisma, PrismaClient } from './generated/prisma/client';

/** A custom setup as stored (issue #22): its share id, ruleset, title and the editor's draft. */
export interface CustomSetupRecord {
  shareId: string;
  rulesetId: string;
  title: string;
  /** The editor's draft (groups with counts, settings), already checked by the API. */
  draft: unknown;
  createdBy: string;
  /** Ms since the epoch (the caller's clock). */
  createdAt: number;
}

/**
 * Custom setups of the setup editor (issue #22), one row per share id. A saved setup never changes:
 * saving again makes a new share id, so a shared link always shows what was shared.
 */
export class CustomSetupStore {
  constructor(private readonly prisma: PrismaClient) {}

  async save(record: CustomSetupRecord): Promise<void> {
    await this.prisma.customSetup.create({
      data: { ...record, draft: record.draft as Prisma.InputJsonValue, createdAt: new Date(record.createdAt) },
    });
  }

  async get(shareId: string): Promise<CustomSetupRecord | null> {
    const row = await this.prisma.customSetup.findUnique({ where: { shareId } });
    return row ? { ...row, createdAt: row.createdAt.getTime() } : null;
  }
}
