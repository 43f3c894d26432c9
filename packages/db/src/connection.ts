import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';
import type { ConnectionParams } from './params';

export { parseDatabaseUrl, toDatabaseUrl, withDatabase, type ConnectionParams } from './params';

export function createPrismaClient(params: ConnectionParams): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ ...params }) });
}

/** A plain `pg` pool, for LISTEN/NOTIFY and DDL that Prisma does not cover. */
export function createPgPool(params: ConnectionParams, max = 4): pg.Pool {
  const pool = new pg.Pool({ ...params, max });
  // An idle pooled connection that dies (server restart, admin kill) is discarded by the pool and
  // replaced on the next query; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Everything a server process needs to talk to one database. */
export interface Database {
  params: ConnectionParams;
  prisma: PrismaClient;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /**
   * Connections of the `pg` pool that carries the hot path (event appends and loads, NOTIFY):
   * concurrent games' commands each hold one for a round trip, so a pool much smaller than the
   * number of games being written at once queues them (bench: paced votes). Default 10.
   */
  poolSize?: number;
}

export function connectDatabase(params: ConnectionParams, options: ConnectOptions = {}): Database {
  const prisma = createPrismaClient(params);
  const pool = createPgPool(params, options.poolSize ?? 10);
  return {
    params,
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
