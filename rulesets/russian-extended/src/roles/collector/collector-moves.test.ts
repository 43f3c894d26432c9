import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { collectionOf } from './state';
import { TABLE, WITHOUT_HEIR } from './test-fixture';

/** No commissar nor detective: the investigator shoots from night 1 (INV-5), so two targets die at once. */
const SHOOTING = (rows: Array<[string, string, string?]>) => rows.map((row): [string, string, string?] => (row[0] === 'Com' ? ['Bod', 'bodyguard'] : row[0] === 'Det' ? ['Red3', 'citizen'] : row));
const roleOf = (g: Game, seat: string): string | undefined => g.state.seats.find((s) => s.id === seat)?.role;

describe('Collector: the active role\'s moves and the priorities (L41 r.3, r.7, r.10–r.12, r.15, r.17)', () => {
  it('r.3, r.8, r.11: the active role\'s moves are his; of its information only the targets of its earlier moves', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Com']);
    g.night(1);
    g.ok('Com', 'check', ['Man']);
    g.ok('Maf1', 'shoot', ['Com']);
    g.morning();
    expect(g.results('Col')).toContainEqual({ kind: 'collected-moves', role: 'commissar', from: 'Com', moves: [{ night: 1, targets: ['Man'] }] });
    // r.11: not the check's colour.
    expect(g.results('Col').some((r) => r['kind'] === 'check')).toBe(false);
    g.night(2);
    g.ok('Col', 'check', ['Maf2']);
    g.morning();
    expect(g.results('Col')).toContainEqual(expect.objectContaining({ kind: 'check', target: 'Maf2' }));
  });

  it('r.7, r.10: the same role night after night; switched off, no moves', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.lynch('Blk');
    g.night(2);
    g.ok('Col', 'heal', ['Com']);
    g.morning();
    g.lynch('Man');
    g.night(3);
    g.ok('Col', 'heal', ['Red2']);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Com: 'Maf2', Col: 'Maf2', Blo: 'Maf2', Det: 'Maf2', Inv: 'Maf2', Red2: 'Maf2' });
    g.to('evening');
    g.ok('Col', 'collect', ['Com'], { activate: 'none' });
    g.night(4);
    expect(g.act('Col', 'heal', ['Com'])).toMatchObject({ ok: false });
  });

  it('r.15: several targets die at once: he takes the first, the other goes to the active citizen', () => {
    const g = new Game(SHOOTING(TABLE));
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Bod']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.ok('Inv', 'vigilante', ['Bod']);
    g.morning();
    expect(g.dead()).toEqual(expect.arrayContaining(['Doc', 'Bod']));
    expect(collectionOf(g.state, 'Col').roles).toHaveLength(1);
    const taken = collectionOf(g.state, 'Col').roles[0]?.role;
    expect(roleOf(g, 'Act')).toBe(taken === 'doctor' ? 'bodyguard' : 'doctor');
  });

  it('r.15 with no active citizen: still one role only', () => {
    const g = new Game(SHOOTING(WITHOUT_HEIR));
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Bod']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.ok('Inv', 'vigilante', ['Bod']);
    g.morning();
    expect(g.dead()).toEqual(expect.arrayContaining(['Doc', 'Bod']));
    expect(collectionOf(g.state, 'Col').roles).toHaveLength(1);
  });

  it('r.17: the active citizen who took a role he yielded dies: the role joins the collection', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Com']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.lynch('Com');
    expect(roleOf(g, 'Act')).toBe('commissar');
    g.to('evening');
    g.ok('Col', 'collect', ['Blo']);
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(collectionOf(g.state, 'Col').roles.map((r) => r.role)).toEqual(['doctor', 'commissar']);
    expect(g.results('Col')).toContainEqual({ kind: 'collected-role', role: 'commissar', from: 'Act' });
  });

  it('r.12: an active citizen is collected with the role he took over', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(roleOf(g, 'Act')).toBe('doctor');
    g.to('evening');
    g.ok('Col', 'collect', ['Act']);
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(g.results('Col')).toContainEqual({ kind: 'collected-role', role: 'doctor', from: 'Act' });
  });
});
