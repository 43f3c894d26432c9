import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Boss's son (part 2 §4.1, l.48). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Son', role, 'boss-son'] : [name, role, negative]));

/** Night 2 with the mafia's night-1 shot kept in reserve: one mafia shot on the maniac's night. */
function maniacNight(rows: Array<[string, string, string?]>): Game {
  const g = new Game(rows);
  g.night(1);
  g.night(2);
  return g;
}

describe('Boss\'s son r.6 (part 2 §4.1, l.48; edge case 2): the trio insures the maniac', () => {
  it('r.6: the whole trio alive, one mafia shot on the maniac\'s night: the shooter, his insurer, and the third insures the maniac', () => {
    const g = maniacNight(TABLE);
    g.ok('Maf1', 'shoot', ['Red1'], { insurer: 'Maf2' });
    g.ok('Son', 'insure', ['Det']);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
    expect(g.alive('Det')).toBe(false);
    expect(g.bank('maniac')).toBe(0);
  });

  it('r.6 (MAF-7 (c)): the maniac attacks a saved victim: the trio\'s insurance of him yields', () => {
    const g = maniacNight(TABLE);
    g.ok('Maf1', 'shoot', ['Red1'], { insurer: 'Maf2' });
    g.ok('Son', 'insure', ['Det']);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.alive('Det')).toBe(true);
    expect(g.alive('Red2')).toBe(true);
  });

  it('MAF-9 kept without the trio: two mafiosi with one shot insure only their shooter, never the maniac', () => {
    const g = maniacNight(STANDARD);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Maf2', 'insure', ['Det']);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Det')).toBe(true);
  });
});
