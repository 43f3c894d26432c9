import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Kamikaze. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Kam', 'kamikaze'] : [name, role, negative]));

describe('Kamikaze (l.38)', () => {
  it('r.1, r.2: a black killer who attacks him dies with him, and the doctor saves neither', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Kam'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Kam', 'Maf1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Kam', 'Maf1']);
  });

  it('r.1: a shot at someone else is untouched', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
  });

  it('r.4: a killer of his own team survives crippled and the Kamikaze dies alone', () => {
    // INV-5: the vigilante needs the commissar and the detective gone.
    const g = new Game(TABLE.filter(([name]) => name !== 'Com' && name !== 'Det'));
    g.night(1);
    g.ok('Inv', 'vigilante', ['Kam']);
    g.morning();
    expect(g.dead()).toEqual(['Kam']);
    expect(g.state.seats.find((s) => s.id === 'Inv')?.statuses.map((s) => s.id)).toContain('crippled');
  });

  it('r.6: the blocker\'s protection does not save an active Kamikaze', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Kam'], { insurance: 'off' });
    g.ok('Blo', 'block', ['Kam'], { mode: 'protect' });
    g.morning();
    expect(g.dead().sort()).toEqual(['Kam', 'Maf1']);
  });

  it('r.5: after a black kill the role passes to the active citizen spent, and he is told so', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Kam'], { insurance: 'off' });
    g.morning();
    expect(g.results('Act')).toContainEqual({ kind: 'kamikaze-spent' });
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('kamikaze');
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Act', 'Kam', 'Maf1']);
  });
});

describe('Kamikaze r.6 and the prostitute', () => {
  it('her move on an active Kamikaze fails: she learns no role, and the attack still takes the killer', () => {
    const table = TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Red2' ? ['Pro', 'prostitute'] : [name, role, negative]));
    const g = new Game(table);
    g.night(1);
    g.ok('Pro', 'take', ['Kam']);
    g.ok('Maf1', 'shoot', ['Kam'], { insurance: 'off' });
    g.morning();
    expect(g.dead().sort()).toEqual(['Kam', 'Maf1']);
    expect(g.results('Pro').filter((r) => r['kind'] === 'client-role')).toEqual([]);
  });
});
