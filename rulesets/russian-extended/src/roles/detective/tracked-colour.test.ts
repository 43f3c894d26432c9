import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

describe('DET-15: a tracked player killed that night shows what his killer learns', () => {
  it('the Faceless killed while tracked: grey, his team, as a killer learns it (K.6, F.31), not the red his checks show', () => {
    const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
    const g = new Game(STANDARD, {}, 'det-15', [...seats(STANDARD), grey]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red2']);
    g.ok('Maf1', 'shoot', ['Fac'], { insurance: 'off' });
    g.ok('Det', 'detect', ['Fac'], { mode: 'track' });
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(g.results('Maf1')).toContainEqual({ kind: 'victim-team', target: 'Fac', colour: 'grey' });
    expect(g.results('Det')).toContainEqual({ kind: 'colour', target: 'Fac', colour: 'grey' });
  });
});
