/** The madman's unit tests' shared setup (madman.test.ts, madman-try-again.test.ts). */
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Madman. */
export const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Mad', 'madman'] : [name, role, negative]));

/** The private notices of one key sent to a seat. */
export const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

/** Two lynches on the way keep the game going (no night kills before night 3). */
export function nightThree(): Game {
  const g = new Game(TABLE);
  g.quietTo(3, ['Blk', 'Det']);
  return g;
}
