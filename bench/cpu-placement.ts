// Where the vote bench's two sides run (issue #19, docs/scaling.md "CPU placement"). On a small
// machine the scheduler often runs the bench's Node process and the PostgreSQL backend serving it on
// the same core: every statement's wake-up then preempts the process that wrote it, and the room's
// own work (deciding the next vote, folding this one) waits for the database instead of overlapping
// it. A deployment runs PostgreSQL on its own machine (or cores), so the bench places it the same
// way: this process on the first CPU, the embedded PostgreSQL (its postmaster, and so every backend
// it forks) on the others. Both loops of the ratio run under the same placement. BENCH_PIN=0
// leaves both where the scheduler puts them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What was done, for the report line, and how to undo it. */
export interface Placement {
  description: string;
  release(): void;
}

const taskset = (cpus: string, pid: number): boolean => {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The postmaster (line 1 of `postmaster.pid`) and the processes it has forked so far. */
function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // `pid (comm) state ppid ...`: the name may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Places this process on CPU 0 and the embedded PostgreSQL of `dataDir` on the others, when it can. */
export function placeOnSeparateCpus(dataDir: string | null): Placement {
  const cpus = os.availableParallelism();
  const unplaced = (why: string): Placement => ({ description: `shared (${why})`, release: () => undefined });
  if (process.env.BENCH_PIN === '0') return unplaced('BENCH_PIN=0');
  if (dataDir === null) return unplaced('external PostgreSQL');
  if (cpus < 2) return unplaced('one CPU');
  const all = `0-${cpus - 1}`;
  const rest = cpus === 2 ? '1' : `1-${cpus - 1}`;
  let postgres: number[];
  try {
    postgres = postgresProcesses(dataDir);
  } catch {
    return unplaced('no postmaster.pid');
  }
  if (!taskset('0', process.pid) || !postgres.every((pid) => taskset(rest, pid))) {
    taskset(all, process.pid);
    for (const pid of postgresProcesses(dataDir)) taskset(all, pid);
    return unplaced('taskset failed');
  }
  return {
    description: `this process on CPU 0, PostgreSQL on CPU ${rest} (BENCH_PIN=0: shared)`,
    release() {
      taskset(all, process.pid);
      for (const pid of postgresProcesses(dataDir)) taskset(all, pid);
    },
  };
}
