import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { everyone, heroTable } from './test-fixture';

/** The hero's table with a witch in Red2's seat. */
const TABLE = heroTable().map((row): [string, string, string?] => (row[0] === 'Red2' ? ['Wit', 'witch'] : row));

describe('Hero r.1 under a witch\'s illusion (witch r.2, r.4; reading Hero A4: the save goes with the role)', () => {
  it('the save a player spent while holding the swapped Hero role is spent for the hero when his role comes back', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Wit', 'swap', ['Her', 'Act']);
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('hero');
    g.to('lynch');
    everyone(g, 'Blo', { Blo: 'Doc' });
    // Act holds the Hero role for this game-day and spends its save on the blocker (a red).
    g.ok('Act', 'defend', ['Blo']);
    g.closeStep();
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Blo' }]);
    // The roles go back at the end of the next night (reading A1); the Hero role's save is spent.
    g.night(2);
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Her')?.role).toBe('hero');
    g.to('lynch');
    expect(g.act('Her', 'defend', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'save-used' } });
  });

  it('a save the hero spent before the swap is spent for the player who receives the role', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    everyone(g, 'Blo', { Blo: 'Doc' });
    g.ok('Her', 'defend', ['Blo']);
    g.closeStep();
    expect(g.dead()).toEqual([]);
    g.night(2);
    g.ok('Wit', 'swap', ['Her', 'Act']);
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('hero');
    g.to('lynch');
    expect(g.act('Act', 'defend', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'save-used' } });
  });
});
