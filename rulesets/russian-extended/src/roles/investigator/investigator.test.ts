import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Investigator (L8)', () => {
  it('INV-5 (edge case 1): no shot while the commissar or the detective is alive', () => {
    const g = new Game(STANDARD);
    g.dispatch({ type: 'modkill', seat: 'Com', reason: 'test' });
    g.night(1);
    expect(g.act('Inv', 'vigilante', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'vigilante-locked' } });
  });

  it('INV-5, INV-6: both gone, he shoots every night until he kills a negative', () => {
    const g = new Game(STANDARD.filter(([n]) => n !== 'Act'));
    g.dispatch({ type: 'modkill', seat: 'Com', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'Det', reason: 'test' });
    g.night(1);
    g.ok('Inv', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.night(2);
    g.ok('Inv', 'vigilante', ['Blk']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    g.night(3);
    expect(g.act('Inv', 'vigilante', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'vigilante-finished' } });
  });

  it('INV-7: a commissar role taken over by the active citizen counts as alive', () => {
    // No detective at the table (a mod kill would hand his role to the active citizen, ACT-2).
    const g = new Game(STANDARD.filter(([n]) => n !== 'Det'));
    g.night(1);
    g.ok('Maf1', 'shoot', ['Com']);
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('commissar');
    g.night(2);
    expect(g.act('Inv', 'vigilante', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'vigilante-locked' } });
  });
});
