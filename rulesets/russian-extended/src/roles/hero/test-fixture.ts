/** The hero's unit tests' shared setup (hero.test.ts, black.test.ts). */
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Hero in `seat` (Red1 by default), `negative` his overlay if black. */
export const heroTable = (seat = 'Red1', negative?: string): Array<[string, string, string?]> =>
  STANDARD.map((row): [string, string, string?] => (row[0] === seat ? (negative ? ['Her', 'hero', negative] : ['Her', 'hero']) : row));

/** Day 2's lynch, after a quiet night 1. */
export function atLynch(table = heroTable()): Game {
  const g = new Game(table);
  g.night(1);
  g.morning();
  g.to('lynch');
  return g;
}

/** Every living player votes `target` at the lynch, except the ones given another target. */
export const everyone = (g: Game, target: string, except: Record<string, string> = {}): void => {
  for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', except[seat.id] ?? target);
};
