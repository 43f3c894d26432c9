// Long-thread benchmark: `pnpm exec tsx bench/thread.ts [posts...]` from the repo root (default
// 10000 20000 40000). Writes a Gorny day of N plain thread posts (issue #19: a busy forum day) as a
// scenario file, runs `mafia scenario check` on it in a child process, as a user would, and prints
// the wall time, the time beyond the CLI's start-up (an empty day) and the child's peak memory.
// The cost of a post must not grow with the thread: 40,000 posts ≤ 3 s beyond start-up, ≤ 6× the
// cost of 10,000 and < 400 MB (issue #19 targets).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const roles = ['vanilla', 'cop', 'doctor', 'vanilla', 'goon', 'goon', 'vanilla'];

/** A day of `count` plain posts (no votes), so the cost measured is the thread's, not the polls'. */
function scenario(count: number): string {
  const posts: { author: string; body: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    posts.push({ author: players[i % players.length] ?? 'Ann', body: `Post ${i + 1}: I still think we should look at the quiet ones.` });
  }
  return JSON.stringify({
    name: `a Gorny day of ${count} thread posts`,
    ruleset: 'gorny',
    settings: { resolution: 'rar', firstPhase: 'day' },
    seed: 'thread-bench',
    players: players.map((name, i) => ({ name, role: roles[i], ...(roles[i] === 'goon' ? { faction: 'mafia' } : {}) })),
    phases: [{ phase: 'day', posts, expect: { eliminated: [] } }],
  });
}

/** Runs the CLI under GNU time: wall seconds and peak resident memory of the child, in MB. */
function check(file: string): { seconds: number; peakMb: number } {
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'maxrss-kb %M', process.execPath, '--import', 'tsx', 'apps/cli/src/main.ts', 'scenario', 'check', file], {
    cwd: root,
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`scenario check failed:\n${result.stdout}\n${result.stderr}`);
  const rss = /maxrss-kb (\d+)/.exec(result.stderr);
  return { seconds, peakMb: rss ? Number(rss[1]) / 1024 : Number.NaN };
}

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n >= 0);
const dir = mkdtempSync(join(tmpdir(), 'thread-bench-'));
try {
  const write = (count: number) => {
    const file = join(dir, `day-${count}.json`);
    writeFileSync(file, scenario(count));
    return file;
  };
  // The first run warms tsx's transform cache; the second is the start-up cost subtracted below.
  check(write(0));
  const baseline = check(write(0));
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`start-up (empty day): ${baseline.seconds.toFixed(2)} s, peak ${baseline.peakMb.toFixed(0)} MB`);
  for (const count of sizes.length > 0 ? sizes : [10_000, 20_000, 40_000]) {
    const run = check(write(count));
    console.log(
      `${String(count).padStart(6)} posts: ${run.seconds.toFixed(2)} s, +${(run.seconds - baseline.seconds).toFixed(2)} s beyond start-up, peak ${run.peakMb.toFixed(0)} MB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
