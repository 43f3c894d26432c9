import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** Red1 is the Pimp, Red2 the Liar. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pim', 'pimp'] : row[0] === 'Red2' ? ['Lia', 'liar'] : row));

/** The day-move treatments told to `seat` in the current phase (l.115 item 14, reading PIM A8). */
const told = (g: Game, seat: string) =>
  g.state.notices.filter((n) => n.key === 'pm.slave-day-treatment' && n.audience.to === 'seat' && n.audience.seat === seat).map((n) => n.params);

/** Day 1 evening: the pimp takes the liar; day 2: the lynch with Com, Doc, Det on Maf1. */
function liarSlaveAtTheLynch(): Game {
  const g = new Game(TABLE);
  g.to('evening');
  g.ok('Pim', 'enslave', ['Lia']);
  g.night(1);
  g.to('lynch');
  g.votes('lynch', { Com: 'Maf1', Doc: 'Maf1', Det: 'Maf1', Maf1: 'Doc' });
  return g;
}

describe('Pimp: what the slave learns of his day moves (l.115 item 14, PIM-3..PIM-5, reading PIM A8)', () => {
  it('PIM-5: a move the pimp assigned is told `assigned` next morning, not before', () => {
    const g = liarSlaveAtTheLynch();
    g.ok('Pim', 'day-order', ['Lia'], { move: { ability: 'compromise', targets: ['Com'] } });
    g.closeStep();
    expect(told(g, 'Lia')).toEqual([]);
    g.night(2);
    g.morning();
    expect(told(g, 'Lia')).toEqual([{ ability: 'compromise', treatment: 'assigned' }]);
    expect(told(g, 'Pim')).toEqual([]);
  });

  it('a slave who sent nothing and was given nothing is told nothing', () => {
    const g = liarSlaveAtTheLynch();
    g.closeStep();
    g.night(2);
    g.morning();
    expect(told(g, 'Lia')).toEqual([]);
  });
});
