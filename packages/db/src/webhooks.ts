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

/** A delivery waiting in the outbox. */
export interface WebhookOutboxEntry {
  /** The `x-mafia-delivery` header, the same on every attempt. */
  id: string;
  gameId: string;
  seq: number;
  /** The exact JSON sent (and signed). */
  body: string;
}

/**
 * The deliveries not made yet (issue #21), so a stop or crash does not lose them: the dispatcher
 * writes each one as it queues it, deletes it when delivered or given up, and a starting process
 * claims the rows no living process delivers (no owner, or not touched for `staleMs`).
 */
export class WebhookOutbox {
  constructor(private readonly prisma: PrismaClient) {}

  async add(entry: WebhookOutboxEntry, owner: string, at: number): Promise<void> {
    await this.prisma.webhookDelivery.create({ data: { ...entry, createdAt: new Date(at), owner, claimedAt: new Date(at) } });
  }

  /** `owner` is alive: refreshes the claim on all its rows (keeps starting processes off them). */
  async touch(owner: string, at: number): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({ where: { owner }, data: { claimedAt: new Date(at) } });
  }

  async remove(id: string): Promise<void> {
    await this.prisma.webhookDelivery.deleteMany({ where: { id } });
  }

  /** Hands the rows of no living owner to `owner`, oldest first per game (by seq). */
  async claim(owner: string, at: number, staleMs: number): Promise<WebhookOutboxEntry[]> {
    const stale = new Date(at - staleMs);
    await this.prisma.webhookDelivery.updateMany({
      where: { OR: [{ owner: null }, { claimedAt: null }, { claimedAt: { lt: stale } }] },
      data: { owner, claimedAt: new Date(at) },
    });
    const rows = await this.prisma.webhookDelivery.findMany({ where: { owner }, orderBy: [{ gameId: 'asc' }, { seq: 'asc' }, { createdAt: 'asc' }] });
    return rows.map(({ id, gameId, seq, body }) => ({ id, gameId, seq, body }));
  }

  /** A stopping process gives its rows back at once (the next one to start takes them). */
  async release(owner: string): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({ where: { owner }, data: { owner: null } });
  }
}
