/**
 * After kill -9 of the server its embedded PostgreSQL keeps running as an orphan and holds the data
 * directory's lock (`postmaster.pid`), so the next start used to wait forever (issue #13). Before
 * starting, this finds the process the lock file names and:
 * - not running: the lock is stale; PostgreSQL would refuse it if the pid were reused, so remove it;
 * - running, a postgres on this data directory whose parent is gone (reparented): our orphan; stop
 *   it (fast shutdown, SIGINT) and wait until it exited;
 * - running, a postgres on this data directory whose parent is alive: another live server uses it;
 *   refuse (`data-dir-in-use`) rather than pull the database from under it;
 * - running, but not a postgres on this data directory (a reused pid): the lock is stale; remove it.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresStartError } from './embedded-errors';

export type LockOutcome = 'none' | 'stale-lock-removed' | 'orphan-stopped';

export interface PidFile {
  pid: number;
  dataDir: string;
  port: number | null;
}

/** `postmaster.pid`: line 1 the pid, line 2 the data directory, line 4 the port. */
export async function readPidFile(dataDir: string): Promise<PidFile | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, dataDir: lines[1] ?? '', port: null };
  const port = Number(lines[3]);
  return { pid, dataDir: lines[1] ?? '', port: Number.isInteger(port) && port > 0 ? port : null };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's argv (Linux /proc), or null where it cannot be read. */
async function commandLine(pid: number): Promise<string[] | null> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** The parent pid (Linux /proc/<pid>/stat, field 4, after the parenthesised name). */
async function parentOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

function isPostgresOn(argv: string[], dataDir: string): boolean {
  const binary = path.basename(argv[0] ?? '');
  const d = argv.indexOf('-D');
  return binary === 'postgres' && d >= 0 && path.resolve(argv[d + 1] ?? '') === dataDir;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isRunning(pid);
}

/** Clears the way for a start in `dataDir` (resolved); see the module comment. */
export async function clearDataDirLock(dataDir: string, log: (line: string) => void, stopTimeoutMs = 60_000): Promise<LockOutcome> {
  const lock = await readPidFile(dataDir);
  if (!lock) return 'none';
  const removeLock = async (why: string): Promise<LockOutcome> => {
    log(`removing a stale lock ${path.join(dataDir, 'postmaster.pid')}: ${why}`);
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    return 'stale-lock-removed';
  };
  if (lock.pid === 0 || !isRunning(lock.pid)) return removeLock(`process ${lock.pid} is not running`);
  const argv = await commandLine(lock.pid);
  // Without /proc (not Linux) trust the lock file's own record of its data directory.
  const ours = argv ? isPostgresOn(argv, dataDir) : path.resolve(lock.dataDir) === dataDir;
  if (!ours) return removeLock(`process ${lock.pid} is not a PostgreSQL on this data directory`);
  const parent = await parentOf(lock.pid);
  const parentArgv = parent && parent > 1 ? await commandLine(parent) : null;
  if (parentArgv && parentArgv.some((arg) => /(^|\/)(node|tsx)$/.test(arg) || arg.endsWith('.js') || arg.endsWith('.ts'))) {
    throw EmbeddedPostgresStartError.of(
      'data-dir-in-use',
      `PostgreSQL (PID ${lock.pid}) runs on this data directory for a live process (PID ${parent}: ${parentArgv.join(' ').slice(0, 200)}).`,
      dataDir,
      lock.port ?? 0,
    );
  }
  log(`stopping an orphaned PostgreSQL (PID ${lock.pid}, port ${lock.port ?? '?'}) left by a server that died`);
  process.kill(lock.pid, 'SIGINT');
  if (await waitForExit(lock.pid, stopTimeoutMs)) return 'orphan-stopped';
  // Fast shutdown did not finish: immediate shutdown (crash recovery at the next start, no data loss).
  process.kill(lock.pid, 'SIGQUIT');
  if (await waitForExit(lock.pid, 10_000)) return 'orphan-stopped';
  throw EmbeddedPostgresStartError.of('data-dir-in-use', `the orphaned PostgreSQL (PID ${lock.pid}) did not stop`, dataDir, lock.port ?? 0);
}
