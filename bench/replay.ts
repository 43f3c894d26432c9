// Replay benchmark: `pnpm exec tsx bench/replay.ts [events...]` from the repo root (default 10000
// 100000 1000000). A Gorny game is started by the kernel, then its log is extended with a long day
// of thread posts, edits and host posts (issue #19: a busy forum game), and folded again with the
// kernel's `replay`: from the first event, and from a state taken at 90 % of the log (what a cold
// load from a snapshot folds: the tail only). Prints time and heap growth for each size.
// Then a cold load as the room does it from a stored snapshot (packages/room, snapshots.ts): the
// snapshot's JSON text parsed and rebuilt (`stateFromJson`) plus the fold of the 499 events after
// it (the most a room with the default of a snapshot every 500 events has to fold); the database
// read of the row is not in the figure. For comparison, a cold load without a snapshot: the whole
// log's JSON text parsed and folded (the database read not included either).
// Targets (issue #19): 10,000 events ≤ 50 ms, 100,000 ≤ 500 ms, linear; cold load of a 100,000-event
// game from a snapshot ≤ 100 ms.
import { decide, evolve, replay, stateFromJson, stateToJson, type Command, type GameState, type KernelEvent } from '@mafia/kernel';
import { getRuleset } from '@mafia/rulesets';
import { loadavg } from 'node:os';

const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const roles = ['vanilla', 'cop', 'doctor', 'vanilla', 'goon', 'goon', 'vanilla'];

/** The events of a started Gorny day game, made by the kernel itself. */
function startedGame(): { events: KernelEvent[]; state: GameState } {
  const gorny = getRuleset('gorny');
  if (!gorny) throw new Error('gorny is not in the registry');
  const command: Command = {
    type: 'start-game',
    ruleset: 'gorny',
    settings: { resolution: 'rar', firstPhase: 'day' },
    seed: 'replay-bench',
    seats: names.map((name, i) => ({ id: name, name, role: roles[i] ?? 'vanilla', faction: roles[i] === 'goon' ? 'mafia' : 'town', modifiers: [], attributes: {} })),
  };
  const started = decide(gorny.runtime, replay([]), command, 0);
  if (!started.ok) throw new Error(`start-game refused: ${started.rejection.code}`);
  return { events: started.events, state: replay(started.events) };
}

/** `count` events: the start, then posts (one in 50 edited, one in 100 by the host). */
function gameLog(count: number): KernelEvent[] {
  const { events, state } = startedGame();
  const phase = state.clock.phase;
  const log = [...events];
  for (let i = 0; log.length < count; i += 1) {
    const at = 1000 + i;
    if (i % 50 === 49) {
      log.push({ type: 'post-edited', id: `p${i - 10}`, body: `edited ${i}`, at, flags: ['edited'] });
      continue;
    }
    const seat = i % 100 === 99 ? null : (names[i % names.length] ?? null);
    log.push({ type: 'posted', post: { id: `p${i}`, seat, channel: 'thread', body: `Post ${i}: the quiet ones again.`, at, phase, flags: [] } });
  }
  return log.slice(0, count);
}

function measure(run: () => GameState): { ms: number; heapMb: number; state: GameState } {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const state = run();
  const ms = performance.now() - start;
  return { ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20, state };
}

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}${globalThis.gc ? '' : ' (run with node --expose-gc for exact heap figures)'}`);
// Warm the JIT on a small game first, as in a long-running server.
replay(gameLog(20_000));
for (const count of sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000]) {
  const log = gameLog(count);
  const full = measure(() => replay(log));
  const cut = Math.floor(count * 0.9);
  const snapshot = replay(log.slice(0, cut));
  const tail = log.slice(cut);
  const fromSnapshot = measure(() => tail.reduce(evolve, snapshot));
  if (JSON.stringify(fromSnapshot.state.posts.at(-1)) !== JSON.stringify(full.state.posts.at(-1))) throw new Error('snapshot + tail differs from the full replay');
  // What a cold load without a snapshot reads: every event's JSON, parsed, then folded.
  const logText = JSON.stringify(log);
  const fromText = measure(() => replay(JSON.parse(logText) as KernelEvent[]));
  const storedAt = Math.max(0, count - 499);
  const text = JSON.stringify(stateToJson(replay(log.slice(0, storedAt))));
  const storedTail = log.slice(storedAt);
  const cold = measure(() => {
    const state = stateFromJson(JSON.parse(text));
    if (!state) throw new Error('the snapshot does not read back');
    return storedTail.reduce(evolve, state);
  });
  if (JSON.stringify(stateToJson(cold.state)) !== JSON.stringify(stateToJson(full.state))) throw new Error('cold load from the snapshot differs from the full replay');
  console.log(
    `${String(count).padStart(9)} events: replay ${full.ms.toFixed(1)} ms (${((full.ms * 1000) / count).toFixed(2)} µs/event, heap +${full.heapMb.toFixed(0)} MB), ` +
      `from a state at 90 %: ${fromSnapshot.ms.toFixed(1)} ms for ${tail.length} events; ${full.state.posts.length} posts; ` +
      `cold load from the log's JSON: ${fromText.ms.toFixed(1)} ms (${(logText.length / 2 ** 20).toFixed(1)} MB); ` +
      `cold load from a snapshot: ${cold.ms.toFixed(1)} ms (${(text.length / 2 ** 20).toFixed(1)} MB of JSON + ${storedTail.length} events)`,
  );
}
