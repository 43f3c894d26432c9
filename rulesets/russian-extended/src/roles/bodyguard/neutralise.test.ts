import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

// Blk holds a black bodyguard with no negative move (part 3 §3.2 l.89).
const BLACK_TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Bbg', 'bodyguard', 'none'] : [name, role, negative]));

describe('Black bodyguard vs the blocker\'s protection (N-BG.1, N-BG.2)', () => {
  it('N-BG.1: on the night of an attempt the blocker\'s protection of the ward is neutralised: the ward dies', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Red2'], { mode: 'protect' });
    g.ok('Bbg', 'guard', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
  });

  it('N-BG.2: with `neutralise: off` the blocker\'s protection saves the ward', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Red2'], { mode: 'protect' });
    g.ok('Bbg', 'guard', ['Red2'], { neutralise: 'off' });
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it('N-BG.1: the blocker\'s protection of another player is untouched', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Red1'], { mode: 'protect' });
    g.ok('Bbg', 'guard', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
  });
});
