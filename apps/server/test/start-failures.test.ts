/**
 * Issue #13: a start that fails ends the process with exit code 1, PostgreSQL's message and what to
 * do; SIGTERM during the start is honoured and leaves no PostgreSQL behind. The server runs as the
 * README starts it (`pnpm --filter @mafia/server start`).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@mafia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mafia-start-fail-'));
  await chmod(root, 0o755);
});
afterAll(async () => {
  // An initdb interrupted by the signal may still be finishing its files for a moment.
  await rm(root, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
});

function startAsReadme(env: Record<string, string>) {
  const child = spawn('pnpm', ['--filter', '@mafia/server', 'start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', MAFIA_LOG: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('start failures end the process with the cause and what to do', () => {
  it('a file where the data directory should be: exit 1, the message and the advice', async () => {
    const dataDir = path.join(root, 'file-instead');
    await writeFile(dataDir, 'oops');
    const started = startAsReadme({ PORT: String(await findFreePort()), MAFIA_DATA_DIR: dataDir });
    expect(await started.exited).not.toBe(0);
    expect(started.output()).toMatch(/could not start:[\s\S]*\(not-a-directory\)[\s\S]*What to do: .*MAFIA_DATA_DIR/);
  }, 90_000);

  it('SIGTERM while the embedded PostgreSQL starts: the process ends and no PostgreSQL is left', async () => {
    const dataDir = path.join(root, 'sigterm', 'postgres');
    await mkdir(path.dirname(dataDir), { recursive: true });
    const port = await findFreePort();
    const started = startAsReadme({ PORT: String(port), MAFIA_DATA_DIR: dataDir });
    // /healthz answers 503 with the instance (host:pid:random) from the first moment.
    let serverPid = 0;
    for (let i = 0; i < 600 && !serverPid; i++) {
      const body = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.json() as Promise<{ ready: boolean; instance: string }>, () => null);
      if (body && !body.ready) serverPid = Number(body.instance.split(':').at(-2));
      else if (body?.ready) throw new Error('started before the signal could be sent');
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(serverPid).toBeGreaterThan(0);
    const signalled = Date.now();
    process.kill(serverPid, 'SIGTERM');
    await started.exited;
    expect(Date.now() - signalled).toBeLessThan(25_000);
    expect(running(serverPid)).toBe(false);
    const lock = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
    if (lock) expect(running(Number(lock.split('\n')[0]))).toBe(false);
  }, 90_000);
});
