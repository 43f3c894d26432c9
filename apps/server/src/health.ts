/**
 * `/healthz` says 200 only when this process could serve a command: started, the database answers
 * a round trip within a second, and (embedded database) its disk has room (issue #13: it said 200
 * while the database was down or the disk full). The answer is cached for a moment so that load
 * balancers probing often cost one query per second at most.
 */
import { statfs } from 'node:fs/promises';
import type pg from 'pg';

export type DatabaseHealth = 'ok' | 'down' | 'disk-full';

export interface HealthReport {
  database: DatabaseHealth;
  error?: string;
}

/** Below this many free bytes PostgreSQL is about to fail writes (WAL segments are 16 MB). */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

type StatFs = (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

/** Free bytes on the file system holding `dir`, or null when it cannot be read. */
export async function freeBytes(dir: string, stat: StatFs = statfs): Promise<number | null> {
  try {
    const found = await stat(dir);
    return Number(found.bavail) * Number(found.bsize);
  } catch {
    return null;
  }
}

export async function checkDatabase(
  pool: Pick<pg.Pool, 'query'>,
  options: { timeoutMs?: number; dataDir?: string | null; stat?: StatFs } = {},
): Promise<HealthReport> {
  const timeoutMs = options.timeoutMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    return { database: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
  if (options.dataDir) {
    const free = await freeBytes(options.dataDir, options.stat);
    if (free !== null && free < MIN_FREE_BYTES) return { database: 'disk-full', error: `${free} bytes free on the disk of ${options.dataDir}` };
  }
  return { database: 'ok' };
}

/** `check` at most once per `ttlMs`; concurrent callers share one check. */
export function cachedHealth(check: () => Promise<HealthReport>, now: () => number, ttlMs = 1_000): () => Promise<HealthReport> {
  let last: { at: number; report: Promise<HealthReport> } | null = null;
  return () => {
    const at = now();
    if (!last || at - last.at >= ttlMs) last = { at, report: check() };
    return last.report;
  };
}
