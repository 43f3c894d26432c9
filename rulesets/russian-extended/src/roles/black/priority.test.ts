import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** Night 3 (the mafia's) with two mafia shots in hand (night 1's kept in reserve, MAF-4). */
function twoShots(): Game {
  const g = new Game(STANDARD);
  g.quietTo(3, ['Act', 'Inv']);
  return g;
}

describe('PAR-7: the pair\'s kill priority when both shoot and one is blocked', () => {
  it('the first shooter arrested, his partner shoots the first target instead of his own (edge case 4)', () => {
    const g = twoShots();
    g.ok('Maf1', 'shoot', ['Red1'], { priority: 'first' });
    g.ok('Maf2', 'shoot', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
  });

  it('without a priority the partner shoots his own target; with both free both shots go', () => {
    const g = twoShots();
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Maf2', 'shoot', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
    const free = twoShots();
    free.ok('Maf1', 'shoot', ['Red1'], { priority: 'first' });
    free.ok('Maf2', 'shoot', ['Red2']);
    free.morning();
    expect(free.alive('Red1') || free.alive('Red2')).toBe(false);
  });
});
