/** The cultist's unit tests' shared setup (cultist.test.ts, cultist-life.test.ts, cultist-werewolf.test.ts). */
import { STANDARD, type Game } from '../../../test/helpers';

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
