import type { Ruleset, SetupDefinition } from '@mafia/ruleset-kit';

/**
 * Plays one seeded game of a setup with bots at every seat (issue #22: the simulator's `informed`
 * strategy, docs/balance.md). apps/server passes the CLI's simulator; the API stays free of it.
 */
export interface BalanceEstimator {
  /** Throws on an engine bug. `winners` null: the game hit the phase limit. */
  play(ruleset: Ruleset, setup: SetupDefinition, seed: string): { winners: string[] | null; phases: number };
}

export interface EstimateResult {
  games: number;
  /** Games each faction won. */
  wins: Record<string, number>;
  /** 95% Wilson interval of each faction's win rate. */
  intervals: Record<string, [number, number]>;
  draws: number;
  unfinished: number;
  errors: number;
  /**
   * The win rate by day: for day d (the d-th day-and-night pair of play), the share of all games
   * each faction had won by its end. The last point is the final win rate.
   */
  byDay: Array<{ day: number; rates: Record<string, number> }>;
}

export type EstimateEvent = { kind: 'progress'; done: number; total: number } | { kind: 'done'; result: EstimateResult };

/** 95% Wilson score interval for `wins` of `n`, as `apps/cli/src/balance/stats.ts` computes it. */
export function wilson(wins: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // All or none: the bound on that side is exact.
  return [wins === 0 ? 0 : Math.max(0, centre - half), wins === n ? 1 : Math.min(1, centre + half)];
}

/** Games per chunk: between chunks the event loop serves other requests (the estimate is off the request path). */
export const ESTIMATE_CHUNK = 20;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Plays `games` games in chunks, yielding a progress event after each chunk and the result last.
 * Game k is seeded `<seed>:<k>` as in `mafia simulate`, so an estimate is reproducible.
 */
export async function* estimateBalance(
  estimator: BalanceEstimator,
  ruleset: Ruleset,
  setup: SetupDefinition,
  games: number,
  seed: string,
  signal?: AbortSignal,
): AsyncGenerator<EstimateEvent> {
  const factions = ruleset.definition.factions.map((f) => f.id);
  const wins: Record<string, number> = Object.fromEntries(factions.map((f) => [f, 0]));
  const winsByDay = new Map<number, Record<string, number>>();
  let draws = 0;
  let unfinished = 0;
  let errors = 0;
  let lastDay = 1;
  for (let game = 1; game <= games; game++) {
    try {
      const { winners, phases } = estimator.play(ruleset, setup, `${seed}:${game}`);
      const day = Math.max(1, Math.ceil(phases / 2));
      if (winners === null) unfinished += 1;
      else if (winners.length === 0) draws += 1;
      else {
        lastDay = Math.max(lastDay, day);
        const that = winsByDay.get(day) ?? {};
        for (const faction of winners) {
          wins[faction] = (wins[faction] ?? 0) + 1;
          that[faction] = (that[faction] ?? 0) + 1;
        }
        winsByDay.set(day, that);
      }
    } catch {
      errors += 1;
    }
    if (game % ESTIMATE_CHUNK === 0 || game === games) {
      yield { kind: 'progress', done: game, total: games };
      if (signal?.aborted) return;
      await yieldToEventLoop();
    }
  }
  const intervals: Record<string, [number, number]> = {};
  for (const faction of Object.keys(wins)) intervals[faction] = wilson(wins[faction] ?? 0, games);
  const byDay: EstimateResult['byDay'] = [];
  const running: Record<string, number> = Object.fromEntries(Object.keys(wins).map((f) => [f, 0]));
  for (let day = 1; day <= lastDay; day++) {
    for (const [faction, count] of Object.entries(winsByDay.get(day) ?? {})) running[faction] = (running[faction] ?? 0) + count;
    byDay.push({ day, rates: Object.fromEntries(Object.entries(running).map(([f, n]) => [f, n / games])) });
  }
  yield { kind: 'done', result: { games, wins, intervals, draws, unfinished, errors, byDay } };
}
