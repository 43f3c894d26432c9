import type { PrismaClient } from './generated/prisma/client';

/** Longest webhook URL a host may set (issue #21); the API's zod input enforces it first. */
export const WEBHOOK_URL_MAX_LENGTH = 2_000;

export interface WebhookRecord {
  gameId: string;
  url: string;
  /** The HMAC-SHA256 key the server signs each delivery with; shown to the host once. */
  secret: string;
  /** Ms since the epoch (the caller's clock). */
  updatedAt: number;
}

/**
 * A game's outgoing webhook (issue #21), one row per game at most. Not a game event: setting it
 * changes no view, and its secret never leaves the server after the host was shown it once (the
 * API checks that the caller hosts the game; this store trusts its caller).
 */
export class WebhookStore {
  constructor(private readonly prisma: PrismaClient) {}

  async get(gameId: string): Promise<WebhookRecord | null> {
    const row = await this.prisma.gameWebhook.findUnique({ where: { gameId } });
    return row ? { ...row, updatedAt: row.updatedAt.getTime() } : null;
  }

  /** Sets (or replaces) the game's webhook; a replaced one's secret stops signing. */
  async set(gameId: string, url: string, secret: string, at: number): Promise<WebhookRecord> {
    if (url.length > WEBHOOK_URL_MAX_LENGTH) throw new RangeError(`webhook URL longer than ${WEBHOOK_URL_MAX_LENGTH} characters`);
    const updatedAt = new Date(at);
    const row = await this.prisma.gameWebhook.upsert({ where: { gameId }, create: { gameId, url, secret, updatedAt }, update: { url, secret, updatedAt } });
    return { ...row, updatedAt: row.updatedAt.getTime() };
  }

  /** Removes the game's webhook; true when there was one. */
  async remove(gameId: string): Promise<boolean> {
    const { count } = await this.prisma.gameWebhook.deleteMany({ where: { gameId } });
    return count > 0;
  }
}
