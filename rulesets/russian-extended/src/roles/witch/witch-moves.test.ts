import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Wit', 'witch'] : row));
const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.audience.to === 'seat' && n.audience.seat === seat && n.key === key);

describe('Witch: results, killers and the survivor (L46 r.3–r.7, N-WITCH.1)', () => {
  it('r.3, edge case 1: the commissar\'s check made tonight goes to the role\'s new owner', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Wit', 'swap', ['Com', 'Red2']);
    g.morning();
    expect(g.results('Red2')).toContainEqual(expect.objectContaining({ kind: 'check', target: 'Maf1' }));
    expect(g.results('Com').filter((r) => r['kind'] === 'check')).toEqual([]);
    // The swap PMs stay with the players.
    expect(g.results('Com')).toContainEqual({ kind: 'role-swapped', role: 'citizen' });
  });

  it('r.3: a result about the player himself (an attempt on him) stays with him', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Com']);
    g.ok('Maf1', 'shoot', ['Com']);
    g.ok('Wit', 'swap', ['Com', 'Red2']);
    g.morning();
    expect(g.alive('Com')).toBe(true);
    expect(pms(g, 'Com', 'pm.attempt')).toHaveLength(1);
    expect(pms(g, 'Red2', 'pm.attempt')).toHaveLength(0);
  });

  it('r.5, edge case 3: two players of different teams, one shoots the witch: the shot goes to the other', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Wit'], { insurance: 'off' });
    g.ok('Wit', 'swap', ['Maf1', 'Red2']);
    g.morning();
    expect(g.alive('Wit')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
  });

  it('r.5: two players of the same team: the shot at the witch stays', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Wit'], { insurance: 'off' });
    g.ok('Wit', 'swap', ['Maf1', 'Maf2']);
    g.morning();
    expect(g.alive('Wit')).toBe(false);
  });

  it('r.6, edge case 2: a killer swapped with his victim: the shot (and its insurance) is cancelled, the victim was attacked', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.ok('Wit', 'swap', ['Maf1', 'Red2']);
    g.morning();
    expect(g.alive('Red2')).toBe(true);
    expect(g.dead()).toEqual([]);
    expect(pms(g, 'Red2', 'pm.attempt')).toHaveLength(1);
  });

  it('N-WITCH.1: a black witch\'s swap of a killer and his victim does not cancel the shot', () => {
    const g = new Game(TABLE.map((row): [string, string, string?] => (row[0] === 'Wit' ? ['Wit', 'witch', 'none'] : row[0] === 'Blk' ? ['Red1', 'citizen'] : row)));
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.ok('Wit', 'swap', ['Maf1', 'Red2']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
  });

  it('r.7: partner lynched, the survivor keeps the role and is told its moves so far when the evening closes', () => {
    const g = new Game(TABLE.filter(([n]) => n !== 'Act'));
    g.night(1);
    g.ok('Doc', 'heal', ['Com']);
    g.ok('Wit', 'swap', ['Doc', 'Red2']);
    g.morning();
    g.lynch('Doc');
    expect(pms(g, 'Red2', 'pm.role-history')).toHaveLength(0);
    g.to('actions', 'night');
    const told = pms(g, 'Red2', 'pm.role-history');
    expect(told).toHaveLength(1);
    expect(told[0]?.result).toEqual({ kind: 'role-history', role: 'doctor', moves: [{ phase: 'night', day: 1, ability: 'heal', targets: ['Com'] }] });
    expect(pms(g, 'Com', 'pm.role-history')).toHaveLength(0);
  });

  it('r.4: the role\'s history goes with it: the new bodyguard may not guard last night\'s ward again', () => {
    const g = new Game(TABLE.map((row): [string, string, string?] => (row[0] === 'Det' ? ['Bod', 'bodyguard'] : row)));
    g.night(1);
    g.ok('Bod', 'guard', ['Com']);
    g.ok('Wit', 'swap', ['Bod', 'Red2']);
    g.morning();
    g.night(2);
    expect(g.act('Red2', 'guard', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'same-ward-twice' } });
    g.ok('Red2', 'guard', ['Doc']);
  });
});
