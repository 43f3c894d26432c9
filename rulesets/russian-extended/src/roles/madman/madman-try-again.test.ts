import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Madman. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Mad', 'madman'] : [name, role, negative]));
const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

/** Two lynches on the way keep the game going (no night kills before night 3). */
function nightThree(): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.morning();
  g.lynch('Blk');
  g.night(2);
  g.morning();
  g.lynch('Det');
  g.night(3);
  return g;
}

describe('Madman (l.39): a fire not set (l.115 item 8)', () => {
  it('l.115 item 8, r.7: arrested, his fire is not set: `pm.try-again`, and he may fire again the next night', () => {
    const g = nightThree();
    g.ok('Blo', 'block', ['Mad'], { mode: 'arrest' });
    g.ok('Mad', 'arson', ['Maf1', 'Red2']);
    g.morning();
    expect(g.alive('Mad')).toBe(true);
    expect(g.alive('Maf1')).toBe(true);
    expect(pms(g, 'Mad', 'pm.try-again')).toHaveLength(1);
    g.night(4);
    g.ok('Mad', 'arson', ['Maf1']);
  });

  it('l.115 item 8: a fire that was set is no try-again', () => {
    const g = nightThree();
    g.ok('Mad', 'arson', []);
    g.morning();
    expect(pms(g, 'Mad', 'pm.try-again')).toHaveLength(0);
  });
});
