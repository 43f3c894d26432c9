import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Joker (part 2 §4.4, l.51). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Jok', 'doctor', 'joker'] : [name, role, negative]));

describe('Joker (part 2 §4.4, l.51)', () => {
  it('r.1, r.4, r.14: a private check with the civilian role; r.11: the mafia and the maniac get the colour, not the role', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Com']);
    g.morning();
    expect(g.results('Jok')).toContainEqual({ kind: 'joker-check', target: 'Com', colour: 'red', role: 'commissar' });
    expect(g.results('Maf1')).toContainEqual({ kind: 'copied-joker-check', target: 'Com', colour: 'red' });
    expect(g.results('Man')).toContainEqual({ kind: 'copied-joker-check', target: 'Com', colour: 'red' });
    expect(g.results('Com')).toEqual([]);
    expect(g.results('Red1')).toEqual([]);
  });

  it('r.8: a black check of a real black tells his negative role; r.5: the commissar\'s check of him that night shows red', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Maf1']);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Jok')).toContainEqual({ kind: 'joker-check', target: 'Maf1', colour: 'black', role: 'citizen', negative: 'mafia' });
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'red' });
  });

  it('r.5: a red checked by the Joker shows black to the commissar that night; r.2: the doctor\'s same target leaves the commissar without information, not the Joker', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.ok('Com', 'check', ['Red1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red1', colour: 'black' });
    const h = new Game(TABLE);
    h.night(1);
    h.ok('Jok', 'joker-check', ['Red1']);
    h.ok('Doc', 'heal', ['Red1']);
    h.morning();
    expect(h.results('Jok')).toContainEqual({ kind: 'joker-check', target: 'Red1', colour: 'red', role: 'citizen' });
  });

  it('r.3: the blocker\'s protection of his target makes his check fail, and nothing flips', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.ok('Blo', 'block', ['Red1'], { mode: 'protect' });
    g.morning();
    expect(g.results('Jok').filter((r) => r['kind'] === 'joker-check')).toEqual([]);
    expect(g.results('Maf1').filter((r) => r['kind'] === 'copied-joker-check')).toEqual([]);
  });

  it('r.10: a player killed that night shows his team', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Jok')).toContainEqual({ kind: 'joker-check', target: 'Red1', colour: 'red', role: 'citizen' });
  });

  it('r.17, CHK-7: he checks red himself; the mafia\'s moves are refused to him', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Maf1', 'joker-check', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.ok('Com', 'check', ['Jok']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Jok', colour: 'red' });
  });

  it('r.9: a black he saw red (a werewolf before his first kill) is told black with his negative role a night later', () => {
    const table: Array<[string, string, string?]> = [...TABLE.filter(([n]) => n !== 'Red2'), ['Poi', 'citizen', 'poisoner']];
    const g = new Game(table);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Poi']);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.results('Jok')).toContainEqual(expect.objectContaining({ kind: 'joker-check', target: 'Poi', colour: 'red' }));
    expect(g.results('Jok').filter((r) => r['kind'] === 'true-colour')).toEqual([]);
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(g.results('Jok')).toContainEqual({ kind: 'true-colour', target: 'Poi', colour: 'black', negative: 'poisoner' });
  });

  it('r.15: he learns the names and roles of those who came to him', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Jok']);
    g.morning();
    expect(g.results('Jok')).toContainEqual({ kind: 'visitors', seats: ['Doc'] });
    expect(g.results('Jok')).toContainEqual({ kind: 'visitor-roles', roles: ['doctor'] });
  });

  it('r.12: in the extended format the second werewolf gets the copy too; in the standard one there is none to get it', () => {
    const table: Array<[string, string, string?]> = [...TABLE, ['Poi', 'citizen', 'poisoner'], ['Red3', 'citizen'], ['Red4', 'citizen'], ['Red5', 'citizen']];
    const g = new Game(table, { format: 'extended' });
    g.night(1);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.morning();
    expect(g.results('Poi')).toContainEqual({ kind: 'copied-joker-check', target: 'Red1', colour: 'red' });
  });

  it('r.16: with every other black out he may shoot instead of checking, not both', () => {
    const g = new Game(TABLE.filter(([, , negative]) => negative === undefined || negative === 'joker'));
    g.night(1);
    g.ok('Jok', 'shoot', ['Red1']);
    expect(g.act('Jok', 'joker-check', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'gun-or-move' } });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('N-JOK.2: his own commissar\'s check is not flipped by his Joker check', () => {
    const table: Array<[string, string, string?]> = TABLE.map(([name, role, negative]) => (name === 'Jok' ? ['Jok', 'commissar', 'joker'] : name === 'Com' ? ['Com', 'citizen'] : [name, role, negative]));
    const g = new Game(table);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.ok('Jok', 'check', ['Red1']);
    g.morning();
    expect(g.results('Jok')).toContainEqual({ kind: 'check', target: 'Red1', colour: 'red' });
  });
});
