/**
 * Issue #13, "Done when": kill -9 of the server, then the README's start command is healthy within
 * 60 s with every acknowledged command kept. The server runs exactly as the README starts it
 * (`pnpm --filter @mafia/server start`, embedded PostgreSQL) on a temporary data directory and a
 * free port; kill -9 hits the server's own Node process (its pid from /healthz), which leaves its
 * PostgreSQL running as an orphan, as a real crash does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@mafia/db';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src';
import { signedUp, type Client } from './helpers';

const START_COMMAND = ['--filter', '@mafia/server', 'start'];
const children: ChildProcess[] = [];
let dataRoot = '';

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** The server's own Node process (not pnpm's). */
  serverPid: number;
  output(): string;
  exited: Promise<number | null>;
}

async function startAsReadme(port: number, dataDir: string, withinMs: number): Promise<Started> {
  const child = spawn('pnpm', START_COMMAND, {
    cwd: REPO_ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MAFIA_DATA_DIR: dataDir, MAFIA_LOG: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      async (r) => (r.status === 200 ? ((await r.json()) as { instance: string }) : null),
      () => null,
    );
    if (health) {
      const serverPid = Number(health.instance.split(':').at(-2));
      return { child, serverPid, output: () => output, exited };
    }
    if (Date.now() - started > withinMs) throw new Error(`not healthy within ${withinMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('kill -9 of the server, then the README start command', () => {
  it('is healthy within 60 s and every acknowledged command is kept', async () => {
    dataRoot = await mkdtemp(path.join(os.tmpdir(), 'mafia-kill9-'));
    await chmod(dataRoot, 0o755); // as root, PostgreSQL runs as `postgres` and must reach its directory
    const dataDir = path.join(dataRoot, 'postgres');
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;

    // First start: initdb and every migration (slower than a restart).
    const first = await startAsReadme(port, dataDir, 180_000);
    // `start` runs the built JavaScript with plain node, not tsx.
    const argv = (await readFile(`/proc/${first.serverPid}/cmdline`, 'utf8')).split('\0');
    expect(argv).toContain('dist/main.js');
    expect(argv.join(' ')).not.toMatch(/tsx/);
    const host = await signedUp(url);
    const { gameId } = await host.api.lobby.create.mutate({ title: 'kill -9', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
    const players: Array<Client & { seat: string }> = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp(url);
      expect(await player.api.lobby.join.mutate({ gameId, as: 'player' })).toMatchObject({ ok: true });
      players.push({ ...player, seat: '' });
    }
    expect(await host.api.lobby.start.mutate({ gameId })).toMatchObject({ ok: true });
    for (const player of players) {
      const view = await player.api.game.view.query({ gameId });
      if (view.viewer.kind === 'seat') player.seat = view.viewer.seat;
    }
    // Acknowledged commands: each vote and post below returned ok with its seq.
    const acknowledged: Array<{ voter: string; target: string; seq: number }> = [];
    const posts: string[] = [];
    for (const [i, voter] of players.slice(0, 4).entries()) {
      const target = players[(i + 1) % players.length]!.seat;
      const voted = await voter.api.game.vote.mutate({ gameId, poll: 'lynch', targets: [target] });
      if (!voted.ok) throw new Error(JSON.stringify(voted));
      acknowledged.push({ voter: voter.seat, target, seq: voted.seq });
      const body = `acknowledged post ${i}`;
      expect(await voter.api.game.post.mutate({ gameId, channel: 'thread', body })).toMatchObject({ ok: true });
      posts.push(body);
    }
    const lastSeq = Math.max(...acknowledged.map((a) => a.seq));

    process.kill(first.serverPid, 'SIGKILL');
    await first.exited;

    const restartedAt = Date.now();
    const second = await startAsReadme(port, dataDir, 60_000);
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    expect(second.output()).toMatch(/stopping an orphaned PostgreSQL|removing a stale lock/);

    const view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.seq).toBeGreaterThanOrEqual(lastSeq);
    const lynch = view?.polls.find((p) => p.id === 'lynch');
    for (const { voter, target } of acknowledged) {
      expect(lynch?.ballots.find((b) => b.voter === voter)?.targets).toEqual([target]);
    }
    expect(view?.posts.map((p) => p.body)).toEqual(expect.arrayContaining(posts));

    // A clean stop ends the server and its PostgreSQL.
    process.kill(second.serverPid, 'SIGTERM');
    await second.exited;
  }, 300_000);
});
