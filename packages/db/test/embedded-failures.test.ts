/**
 * Issue #13: the embedded PostgreSQL always comes back after a crash, and every start failure
 * rejects with PostgreSQL's message and what to do (never a hang, never a PostgreSQL left behind).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort, startEmbeddedPostgres } from '../src/embedded';
import { CREDENTIALS_FILE } from '../src/embedded-credentials';
import { diagnoseStartFailure, EmbeddedPostgresStartError } from '../src/embedded-errors';
import { isRunning, readPidFile } from '../src/embedded-orphan';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mafia-embedded-fail-'));
  // As root, PostgreSQL runs as the `postgres` user, which must traverse to each data directory.
  await chmod(root, 0o755);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function count(params: pg.ClientConfig, sql: string): Promise<unknown> {
  const client = new pg.Client(params);
  await client.connect();
  try {
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

/** Starts a cluster in a child process and kill -9s that process: the orphan of a crashed server. */
async function orphanIn(dataDir: string): Promise<{ postmaster: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/hold-embedded.ts', dataDir], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', () => reject(new Error(`holder exited:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const { params } = JSON.parse(line) as { params: pg.ClientConfig };
    await count(params, 'CREATE TABLE kept (v int)');
    await count(params, 'INSERT INTO kept VALUES (1)');
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
  const lock = await readPidFile(dataDir);
  expect(lock && isRunning(lock.pid)).toBe(true);
  return { postmaster: lock!.pid };
}

async function startFailure(options: Parameters<typeof startEmbeddedPostgres>[0]): Promise<EmbeddedPostgresStartError> {
  const error = await startEmbeddedPostgres(options).then(
    async (server) => {
      await server.stop();
      throw new Error('started');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmbeddedPostgresStartError);
  return error as EmbeddedPostgresStartError;
}

describe('after kill -9 of the server', () => {
  it('stops the orphaned PostgreSQL found by its postmaster.pid and starts again with the data', async () => {
    const dataDir = path.join(root, 'orphan', 'postgres');
    const { postmaster } = await orphanIn(dataDir);
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, onLog: (line) => lines.push(line) });
    try {
      expect(isRunning(postmaster)).toBe(false);
      expect(lines.join('\n')).toMatch(/stopping an orphaned PostgreSQL \(PID \d+/);
      expect(await count(server.params, 'SELECT count(*)::int AS n FROM kept')).toEqual({ n: 1 });
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('removes a stale lock whose process is gone', async () => {
    const dataDir = path.join(root, 'stale', 'postgres');
    await (await startEmbeddedPostgres({ dataDir })).stop();
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, 'postmaster.pid'), `${dead.pid}\n${dataDir}\n0\n5432\n\n127.0.0.1\n0 0\nready\n`);
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, onLog: (line) => lines.push(line) });
    await server.stop();
    expect(lines.join('\n')).toMatch(/removing a stale lock .*postmaster\.pid: process \d+ is not running/);
  }, 90_000);
});

describe('every start failure rejects with what PostgreSQL said and what to do', () => {
  it('a file where the data directory should be', async () => {
    const dataDir = path.join(root, 'file', 'postgres');
    await mkdir(path.dirname(dataDir), { recursive: true });
    await writeFile(dataDir, 'not a directory');
    const error = await startFailure({ dataDir });
    expect(error.kind).toBe('not-a-directory');
    expect(error.message).toMatch(/is not a directory[\s\S]*What to do: .*MAFIA_DATA_DIR/);
  });

  it('a data directory PostgreSQL may not read (chmod 000)', async () => {
    const dataDir = path.join(root, 'mode', 'postgres');
    await (await startEmbeddedPostgres({ dataDir })).stop();
    const mode = (await stat(dataDir)).mode;
    await chmod(dataDir, 0o000);
    try {
      const error = await startFailure({ dataDir });
      expect(error.kind).toBe('permissions');
      expect(error.postgresMessage).toMatch(/FATAL|Permission denied|invalid permissions/);
      expect(error.message).toMatch(/What to do: .*chmod 700/);
    } finally {
      await chmod(dataDir, mode);
    }
  }, 90_000);

  it('a port taken by another program', async () => {
    const port = await findFreePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const error = await startFailure({ dataDir: path.join(root, 'port', 'postgres'), port });
      expect(error.kind).toBe('port-in-use');
      expect(error.postgresMessage).toMatch(/could not bind IPv4 address "127\.0\.0\.1": Address already in use[\s\S]*FATAL: +could not create any TCP\/IP sockets/);
      expect(error.message).toContain(`Port ${port}`);
    } finally {
      blocker.close();
    }
  }, 90_000);

  it('maps a full disk, a live data directory and an unknown failure to their advice', () => {
    const context = { dataDir: '/srv/data', port: 5555 };
    const full = diagnoseStartFailure('2026-11-27 LOG:  starting\n[STDERR] FATAL:  could not write lock file "postmaster.pid": No space left on device\n', context);
    expect(full).toEqual({ kind: 'disk-full', postgresMessage: 'FATAL:  could not write lock file "postmaster.pid": No space left on device', advice: expect.stringMatching(/disk holding \/srv\/data is full/) });
    const locked = diagnoseStartFailure('FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster (PID 7) running in data directory "/srv/data"?', context);
    expect(locked.kind).toBe('data-dir-in-use');
    expect(locked.postgresMessage).toContain('HINT:  Is another postmaster (PID 7)');
    expect(diagnoseStartFailure('something odd\n', { ...context, timedOut: true }).kind).toBe('timeout');
    expect(diagnoseStartFailure('something odd\n', context)).toMatchObject({ kind: 'unknown', postgresMessage: 'something odd' });
  });
});

describe('per-data-directory credentials', () => {
  it('generates the password at initdb and keeps it in the data directory, mode 0600', async () => {
    const dataDir = path.join(root, 'creds', 'postgres');
    const first = await startEmbeddedPostgres({ dataDir });
    await first.stop();
    const file = path.join(dataDir, CREDENTIALS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { user: string; password: string };
    expect(kept.user).toBe('mafia');
    expect(kept.password).not.toBe('mafia');
    expect(kept.password.length).toBeGreaterThanOrEqual(24);
    expect(first.params.password).toBe(kept.password);
    const again = await startEmbeddedPostgres({ dataDir });
    try {
      expect(again.params.password).toBe(kept.password);
      await expect(count({ ...again.params, password: 'mafia' }, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await again.stop();
    }
  }, 90_000);

  it('opens an older data directory with mafia/mafia and replaces that password', async () => {
    const dataDir = path.join(root, 'legacy', 'postgres');
    await (await startEmbeddedPostgres({ dataDir, password: 'mafia' })).stop();
    await expect(stat(path.join(dataDir, CREDENTIALS_FILE))).rejects.toThrow();
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(server.params.password).not.toBe('mafia');
      const kept = JSON.parse(await readFile(path.join(dataDir, CREDENTIALS_FILE), 'utf8')) as { password: string };
      expect(kept.password).toBe(server.params.password);
      expect(await count(server.params, 'SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await server.stop();
    }
  }, 90_000);
});
