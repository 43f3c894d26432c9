import type { AppendResult, EventStore, NewEvent, StoredEvent } from '../ports';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { toJsonInput } from '../json';

/** PostgreSQL's unique_violation, as Prisma reports it. */
const UNIQUE_VIOLATION = 'P2002';

/**
 * The reference event log, used by tests only (the server appends with PgEventStore; the crash and
 * two-process tests read the log back with this one, and the store tests run both on the same cases).
 * The event log. (gameId, seq) is the table's primary key, so the database itself guarantees that
 * two writers cannot both store the same seq: whoever commits second gets a unique violation and
 * its whole transaction (every event of that append) rolls back.
 */
export class PrismaEventStore implements EventStore {
  constructor(private readonly prisma: PrismaClient) {}

  async load(gameId: string, afterSeq = 0): Promise<StoredEvent[]> {
    const rows = await this.prisma.gameEvent.findMany({
      where: { gameId, seq: { gt: afterSeq } },
      orderBy: { seq: 'asc' },
    });
    return rows.map((row) => ({
      gameId: row.gameId,
      seq: row.seq,
      type: row.type,
      payload: row.payload,
      at: row.at.getTime(),
    }));
  }

  async lastSeq(gameId: string): Promise<number> {
    const result = await this.prisma.gameEvent.aggregate({ where: { gameId }, _max: { seq: true } });
    return result._max.seq ?? 0;
  }

  async append(gameId: string, expectedSeq: number, events: NewEvent[]): Promise<AppendResult> {
    try {
      // One transaction: the stale-seq check and every insert commit together or not at all.
      // Resolving means COMMIT returned, i.e. the events are durable.
      return await this.prisma.$transaction(async (tx) => {
        const current = await tx.gameEvent.aggregate({ where: { gameId }, _max: { seq: true } });
        const actualSeq = current._max.seq ?? 0;
        if (actualSeq !== expectedSeq) {
          return { ok: false, reason: 'sequence-conflict', actualSeq } as const;
        }
        if (events.length > 0) {
          await tx.gameEvent.createMany({
            data: events.map((event, index) => ({
              gameId,
              seq: expectedSeq + index + 1,
              type: event.type,
              payload: toJsonInput(event.payload),
              at: new Date(event.at),
            })),
          });
        }
        return { ok: true, lastSeq: expectedSeq + events.length } as const;
      });
    } catch (error) {
      // A concurrent append committed the same seq between our check and our insert.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === UNIQUE_VIOLATION) {
        return { ok: false, reason: 'sequence-conflict', actualSeq: await this.lastSeq(gameId) };
      }
      throw error;
    }
  }
}
