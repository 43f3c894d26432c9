import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { facelessStanding } from './standing';

/** No commissar and no detective (INV-5: the investigator's shot is open), the Faceless holding `role`. */
function table(role: string): Game {
  const rows = STANDARD.map((row): [string, string, string?] => (row[0] === 'Com' || row[0] === 'Det' ? [row[0], 'citizen'] : row));
  const grey: SeatSetup = { id: 'Fac', name: 'Fac', role, faction: 'grey', modifiers: [], attributes: {} };
  return new Game([], {}, 'faceless-self-shot', [...seats(rows), grey]);
}

describe('FX.2: the Faceless\'s voluntary suicide through a killing civilian role (part 3 §2.7, l.76)', () => {
  it('FX.2 (reading FA-19 ★): the Faceless investigator with a shot may shoot himself: he dies, a draw by FX.2, his victims zeroed', () => {
    const g = table('investigator');
    g.night(1);
    // F.15: without a cut of his own choosing he would cut his own face, blocking his role (F.1).
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.ok('Fac', 'vigilante', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(facelessStanding(g.state)).toMatchObject({ outcome: 'draw', rule: 'FX.2', victims: 0 });
  });

  it('FX.2: only the Faceless may name himself; a red investigator is refused (self-target-forbidden)', () => {
    const rows = STANDARD.map((row): [string, string, string?] => (row[0] === 'Com' || row[0] === 'Det' ? [row[0], 'citizen'] : row));
    const g = new Game(rows);
    g.night(1);
    expect(g.act('Inv', 'vigilante', ['Inv'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
  });

  it('FX.2 "when he has a shot": without one (the commissar alive, INV-5) his self-shot is refused as any shot', () => {
    const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'investigator', faction: 'grey', modifiers: [], attributes: {} };
    const g = new Game([], {}, 'faceless-self-shot', [...seats(STANDARD.filter((r) => r[0] !== 'Inv')), grey]);
    g.night(1);
    expect(g.act('Fac', 'vigilante', ['Fac'])).toMatchObject({ ok: false, rejection: { code: 'vigilante-locked' } });
  });
});
