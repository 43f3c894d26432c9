import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { killedBefore } from '../werewolf';

/** The Investigator held by a black (part 3 §3.2, l.87); no active citizen, so the dead roles stay dead. */
const table = (negative: string): Array<[string, string, string?]> =>
  STANDARD.filter(([n]) => n !== 'Act').map((row): [string, string, string?] => (row[0] === 'Inv' ? ['Inv', 'investigator', negative] : row[0] === 'Blk' ? ['Red3', 'citizen'] : row));

function vigilanteNight(negative: string): Game {
  const g = new Game(table(negative));
  g.dispatch({ type: 'modkill', seat: 'Com', reason: 'test' });
  g.dispatch({ type: 'modkill', seat: 'Det', reason: 'test' });
  return g;
}

describe('Investigator held by a black (N-INV.1, N-INV.2)', () => {
  it('N-INV.1: killing a black does not end his right; killing a red does', () => {
    const g = vigilanteNight('none');
    g.night(1);
    g.ok('Inv', 'vigilante', ['Man']);
    g.morning();
    expect(g.alive('Man')).toBe(false);
    g.night(2);
    g.ok('Inv', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.night(3);
    expect(g.act('Inv', 'vigilante', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'vigilante-finished' } });
  });

  it('N-INV.2: a werewolf who kills through the investigator loses his peacefulness: checked black from then on', () => {
    const g = vigilanteNight('poisoner');
    g.night(1);
    g.ok('Inv', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(killedBefore(g.state, 'Inv')).toBe(true);
  });

  it('N-INV.2: a werewolf whose shot killed nobody stays peaceful', () => {
    const g = vigilanteNight('poisoner');
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Inv', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(killedBefore(g.state, 'Inv')).toBe(false);
  });
});
