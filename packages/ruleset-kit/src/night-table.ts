// Night tables in the form of ESLint's RuleTester (review 2026-11 §8.3): each row names a table, the
// night's lines in the small command language of role tests ("Doc protect T1"), and what must come
// out. A row is a test case the caller's test runner runs (`it.each(nightTable(...))`).
import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { GameDriver } from './driver';
import type { Ruleset } from './types';

export interface NightRow {
  name: string;
  seats: SeatSetup[];
  /** "Actor ability Target..." lines, submitted in order on the night. */
  lines: string[];
  /** Which night (default 1). */
  night?: number;
  settings?: JsonObject;
  seed?: string;
  /** Exactly these seats die that night (sorted ids). */
  died?: string[];
  /** Each seat's private results of the night, as its view shows them. */
  results?: Record<string, JsonObject[]>;
  /** Lines refused, with the rejection code: `{ 'M1 kill M2': 'target-is-mafia' }`. */
  rejected?: Record<string, string>;
}

export interface NightCase {
  name: string;
  /** Plays the row; throws an Error describing the first mismatch. */
  run(): void;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function nightTable(ruleset: Ruleset, rows: NightRow[]): NightCase[] {
  return rows.map((row) => ({
    name: row.name,
    run() {
      const game = new GameDriver(ruleset, { seats: row.seats, ...(row.settings ? { settings: row.settings } : {}), seed: row.seed ?? row.name });
      game.toNight(row.night ?? 1);
      const before = new Map(row.seats.map((s) => [s.id, game.results(s.id).length]));
      const living = row.seats.filter((s) => game.alive(s.id)).map((s) => s.id);
      const refused: Record<string, string> = {};
      for (const line of row.lines) {
        const [actor = '', ability = '', ...targets] = line.split(/\s+/);
        const result = game.act(actor, ability, targets);
        if (!result.ok) refused[line] = result.rejection.code;
      }
      if (!same(refused, row.rejected ?? {})) throw new Error(`${row.name}: rejected ${JSON.stringify(refused)}, expected ${JSON.stringify(row.rejected ?? {})}`);
      game.endPhase();
      const died = living.filter((id) => !game.alive(id)).sort();
      if (row.died && !same(died, [...row.died].sort())) throw new Error(`${row.name}: died ${JSON.stringify(died)}, expected ${JSON.stringify(row.died)}`);
      for (const [seat, expected] of Object.entries(row.results ?? {})) {
        const got = game.results(seat).slice(before.get(seat) ?? 0);
        if (!same(got, expected)) throw new Error(`${row.name}: ${seat} got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      }
    },
  }));
}
