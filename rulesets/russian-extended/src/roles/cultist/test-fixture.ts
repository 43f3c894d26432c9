/** The cultist's unit tests' shared setup (cultist.test.ts, cultist-life.test.ts, cultist-werewolf.test.ts). */
import { Game, STANDARD } from '../../../test/helpers';

type Row = [string, string, string?];

/** The standard table with the Cultist in Red2's seat, the other seats changed as `others` says. */
export const cultistTable = (cultist: Row, others: Record<string, Row> = {}): Row[] =>
  STANDARD.map(([name, role, negative]): Row => (name === 'Red2' ? cultist : (others[name] ?? [name, role, negative])));

/** The private notices of one key sent to a seat. */
export const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

/** Whichever side holds a shot tonight shoots (K.1, K.2). */
export const shoot = (g: Game, target: string): void => {
  if (!g.act('Maf1', 'shoot', [target], { insurance: 'off' }).ok) g.ok('Man', 'shoot', [target]);
};

/** Three sacrificed players (Red1, Doc, Blo) die on nights 1–2 and day 2: transformed with three souls (r.3). */
export function transformedCultist(table: Row[]): Game {
  const g = new Game(table);
  g.to('evening');
  g.ok('Cult', 'sacrifice', ['Red1', 'Doc', 'Blo']);
  g.night(1);
  shoot(g, 'Red1');
  g.morning();
  g.lynch('Doc');
  g.night(2);
  shoot(g, 'Blo');
  g.morning();
  return g;
}
