// Night resolution benchmark: `pnpm exec tsx bench/resolver.ts` from the repo root.
// Nights mix a long block chain, block cycles (jailkeepers blocking each other in a ring, each shot),
// swap cycles (bus drivers in a ring, with shots and investigations on the ring) and filler roles.
// A second shape leaves out the swap cycles (block chain and block cycles only; filler makes up the
// count), so the cost of mover paths shows apart from the cost of block cycles.
import { resolveOrdered, resolveReasonable } from '@mafia/resolver';
import type { Component, NightAction, NightInput } from '@mafia/resolver';

const slots = ['swap', 'block', 'protect', 'kill', 'investigate'];

type Shape = 'with swap rings' | 'no swap rings';

function buildNight(size: number, shape: Shape): NightInput {
  const actions: NightAction[] = [];
  let seed = 42;
  // A fixed LCG so that every run builds the same night.
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const seat = (i: number) => `s${i}`;
  let seats = 0;
  const add = (ability: string, slot: string, components: Component[], actor = seat(seats++)) => {
    actions.push({ id: `a${actions.length}`, actor, ability, slot, order: actions.length, components });
  };
  // Long block chain: b0 blocks b1 blocks ... blocks a doctor saving a shot player.
  const chain = Math.floor(size / 4);
  const chainStart = seats;
  for (let i = 0; i < chain - 3; i += 1) {
    add('roleblocker', 'block', [{ kind: 'block', target: seat(chainStart + i + 1) }, { kind: 'visit', target: seat(chainStart + i + 1) }]);
  }
  const saved = seat(seats + 2);
  add('doctor', 'protect', [{ kind: 'protect', target: saved }, { kind: 'visit', target: saved }]);
  add('vigilante', 'kill', [{ kind: 'kill', target: saved }, { kind: 'visit', target: saved }]);
  seats += 1;
  // Block cycles of 8 jailkeepers, each of them shot.
  const cycles = Math.floor(size / 4 / 16);
  for (let c = 0; c < cycles; c += 1) {
    const start = seats;
    for (let i = 0; i < 8; i += 1) {
      const t = seat(start + ((i + 1) % 8));
      add('jailkeeper', 'block', [{ kind: 'protect', target: t }, { kind: 'block', target: t }, { kind: 'visit', target: t }]);
    }
    for (let i = 0; i < 8; i += 1) add('vigilante', 'kill', [{ kind: 'kill', target: seat(start + i) }]);
  }
  // Swap cycles of 5 bus drivers over 5 seats, with a shot and an investigation on the ring.
  const rings = shape === 'with swap rings' ? Math.floor(size / 4 / 7) : 0;
  for (let c = 0; c < rings; c += 1) {
    const ring = [0, 1, 2, 3, 4].map((i) => seat(seats + i));
    for (let i = 0; i < 5; i += 1) {
      add('bus-driver', 'swap', [{ kind: 'swap', first: ring[i] ?? '', second: ring[(i + 1) % 5] ?? '' }]);
    }
    add('vigilante', 'kill', [{ kind: 'kill', target: ring[0] ?? '' }, { kind: 'visit', target: ring[0] ?? '' }]);
    add('cop', 'investigate', [{ kind: 'investigate', target: ring[2] ?? '' }, { kind: 'visit', target: ring[2] ?? '' }]);
  }
  // Filler: cops, doctors, trackers and roleblockers on random seats.
  const fixed = seats;
  while (actions.length < size) {
    const target = seat(Math.floor(next() * fixed));
    const kind = Math.floor(next() * 4);
    if (kind === 0) add('cop', 'investigate', [{ kind: 'investigate', target }, { kind: 'visit', target }]);
    else if (kind === 1) add('doctor', 'protect', [{ kind: 'protect', target }, { kind: 'visit', target }]);
    else if (kind === 2) add('tracker', 'investigate', [{ kind: 'track', target }, { kind: 'visit', target }]);
    else add('roleblocker', 'block', [{ kind: 'block', target }, { kind: 'visit', target }]);
  }
  return { seats: Array.from({ length: seats }, (_, i) => ({ id: seat(i), alive: true })), actions: actions.slice(0, size) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(run: () => unknown, repeats: number): { median: number; min: number; cpu: number } {
  // Warm up the JIT so the table shows steady-state cost, as in a long-running server: at least
  // half a second of runs (a fixed handful of runs left the 100-action night in unoptimised code).
  const warmUntil = performance.now() + 500;
  for (let i = 0; i < repeats || performance.now() < warmUntil; i += 1) run();
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuSamples.push((cpu.user + cpu.system) / 1000);
  }
  // CPU time is what the resolution itself costs; wall time also counts waiting for a core when the
  // machine is shared, so both are printed.
  return { median: median(samples), min: Math.min(...samples), cpu: median(cpuSamples) };
}

// Medians are the headline; minimums show the cost without interference from other processes.
const header = [
  '| actions | reasonable wall median (min) ms | reasonable CPU median ms | ordered wall median (min) ms | ordered CPU median ms |',
  '|--------:|--------------------------------:|-------------------------:|-----------------------------:|----------------------:|',
];
const cell = (t: { median: number; min: number }, width: number) =>
  `${t.median.toFixed(2)} (${t.min.toFixed(2)})`.padStart(width);
const cpuCell = (t: { cpu: number }, width: number) => t.cpu.toFixed(2).padStart(width);
const os = await import('node:os');
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
for (const shape of ['with swap rings', 'no swap rings'] as const) {
  const rows = [...header];
  for (const size of [10, 100, 1000]) {
    const input = buildNight(size, shape);
    const repeats = size >= 1000 ? 21 : 51;
    const rar = time(() => resolveReasonable(input), repeats);
    const ordered = time(() => resolveOrdered(input, { slots }), repeats);
    rows.push(`| ${String(size).padStart(7)} | ${cell(rar, 31)} | ${cpuCell(rar, 24)} | ${cell(ordered, 28)} | ${cpuCell(ordered, 21)} |`);
  }
  console.log(`\nnight: block chain, block cycles${shape === 'with swap rings' ? ', swap rings' : ''}, filler`);
  console.log(rows.join('\n'));
}
