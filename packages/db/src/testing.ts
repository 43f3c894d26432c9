/**
 * Test harness, exported as `@mafia/db/testing`.
 *
 * - As a vitest `globalSetup` module (`setup`/`teardown`): starts ONE embedded PostgreSQL per test
 *   run in a temp directory (or uses the server in MAFIA_TEST_DATABASE_URL), and migrates a
 *   template database once.
 * - In test files, `createTestDatabase()` gives each file its own database, copied from the
 *   template with `CREATE DATABASE x TEMPLATE migrated_template` (tens of milliseconds).
 *
 * The run's coordinates travel to the test workers through an environment variable, which works
 * for every vitest pool and for any other runner that calls `setup` first.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type Database } from './connection';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './embedded';
import { migrateDatabase } from './migrate';
import { parseDatabaseUrl, toDatabaseUrl, withDatabase, type ConnectionParams } from './params';

const RUN_ENV = 'MAFIA_TEST_DB_RUN';
export const EXTERNAL_URL_ENV = 'MAFIA_TEST_DATABASE_URL';

interface TestRun {
  /** Connection to the server, database = the migrated template. */
  template: ConnectionParams;
  /** Prefix of every database this run creates, so teardown can find leftovers. */
  prefix: string;
  external: boolean;
}

export interface TestTimings {
  /** Milliseconds to initialise and start the embedded cluster (0 on an external server). */
  serverStartMs: number;
  /** Milliseconds to create and migrate the template database. */
  templateMs: number;
}

let server: EmbeddedPostgresServer | null = null;
let dataDir: string | null = null;
let run: TestRun | null = null;

async function withAdmin<T>(params: ConnectionParams, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...withDatabase(params, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // Closed pools finish disconnecting asynchronously; give their sessions a moment to go, so
  // FORCE does not kill a connection mid-goodbye (an unhandled 57P01 in the test process).
  for (let waited = 0; waited < 5_000; waited += 25) {
    const open = await client.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // WITH (FORCE) (PostgreSQL 13+) ends sessions a crashed test left behind.
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
}

/** vitest globalSetup: one server and one migrated template for the whole run. */
export async function setup(): Promise<TestTimings> {
  const externalUrl = process.env[EXTERNAL_URL_ENV];
  const runId = randomBytes(4).toString('hex');
  let serverStartMs = 0;
  let base: ConnectionParams;
  if (externalUrl) {
    base = parseDatabaseUrl(externalUrl);
  } else {
    const started = performance.now();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mafia-db-test-'));
    server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: 'postgres' });
    serverStartMs = performance.now() - started;
    base = server.params;
  }

  // Embedded: the cluster is private to this run, so the template has its plain name. External:
  // several runs may share one server, so every name carries this run's id.
  const template = externalUrl ? `migrated_template_${runId}` : 'migrated_template';
  const prefix = externalUrl ? `mafia_test_${runId}_` : 'mafia_test_';
  const started = performance.now();
  await withAdmin(base, async (client) => {
    await dropDatabase(client, template);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`);
  });
  const templateParams = withDatabase(base, template);
  await migrateDatabase(templateParams);
  const templateMs = performance.now() - started;

  run = { template: templateParams, prefix, external: Boolean(externalUrl) };
  process.env[RUN_ENV] = JSON.stringify(run);
  if (process.env.MAFIA_TEST_DB_TIMINGS) {
    console.info(`[@mafia/db/testing] server start ${serverStartMs.toFixed(0)} ms, template ${templateMs.toFixed(0)} ms`);
  }
  return { serverStartMs, templateMs };
}

/** vitest globalSetup teardown: drops what this run created, stops the embedded server. */
export async function teardown(): Promise<void> {
  if (run?.external) {
    const { template, prefix } = run;
    await withAdmin(template, async (client) => {
      const left = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const row of left.rows) await dropDatabase(client, row.datname);
      await dropDatabase(client, template.database);
    });
  }
  run = null;
  delete process.env[RUN_ENV];
  await server?.stop();
  server = null;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = null;
}

function currentRun(): TestRun {
  const raw = process.env[RUN_ENV];
  if (!raw) {
    throw new Error(
      `No test database run: add "@mafia/db/testing" (or a file re-exporting its setup/teardown) to vitest's globalSetup.`,
    );
  }
  return JSON.parse(raw) as TestRun;
}

export interface TestDatabase extends Database {
  url: string;
  /** Disconnects and drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database of this run's server, private to the caller (one per test file).
 * Call `close()` in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { template, prefix } = currentRun();
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(template, async (client) => {
    const sql = `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template.database)}`;
    // A template may have no other sessions while it is copied; concurrent copies can briefly
    // see each other (SQLSTATE 55006), so retry a few times.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  });
  const params = withDatabase(template, name);
  const database = connectDatabase(params);
  return {
    ...database,
    url: toDatabaseUrl(params),
    async close() {
      await database.close();
      await withAdmin(template, (client) => dropDatabase(client, name));
    },
  };
}
