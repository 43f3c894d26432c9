import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Mercenary (part 2 §4.2, l.49). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Mer', 'citizen', 'mercenary'] : [name, role, negative]));
/** The same table with the mafia already out of the game (r.19). */
const ALONE: Array<[string, string, string?]> = TABLE.filter(([name]) => name !== 'Maf1' && name !== 'Maf2');

const kinds = (g: Game, seat: string, kind: string) => g.results(seat).filter((r) => r['kind'] === kind);

describe('Mercenary (part 2 §4.2, l.49)', () => {
  it('r.1–r.3, r.5: the contract kills first and the mafia skips its move; r.17: both learn the victim\'s team', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
    for (const seat of ['Maf1', 'Maf2', 'Mer']) expect(g.results(seat)).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
    // r.6: a red killed, the mafia's shot is spent: nothing in reserve.
    expect(g.bank('mafia')).toBe(0);
  });

  it('r.4: a contract that fails (the doctor saves, the blocker arrests the Mercenary) leaves the mafia\'s own shot; r.17: he never learns the team of the mafia\'s victims', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
    expect(kinds(g, 'Mer', 'victim-team')).toEqual([]);
    const h = new Game(TABLE);
    h.night(1);
    h.ok('Maf2', 'contract', ['Red1']);
    h.ok('Maf1', 'shoot', ['Red2']);
    h.ok('Blo', 'block', ['Mer'], { mode: 'arrest' });
    h.morning();
    expect(h.alive('Red1')).toBe(true);
    expect(h.alive('Red2')).toBe(false);
  });

  it('r.11: an arrest of the mafioso who sent the contract does not break it', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Maf2', 'shoot', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
  });

  it('r.9: a contract on another black, on the blocker\'s protected player or on himself is skipped, and the mafia\'s shot goes', () => {
    for (const [target, extra] of [['Man', null], ['Red1', 'protect'], ['Mer', null]] as const) {
      const g = new Game(TABLE);
      g.night(1);
      g.ok('Maf1', 'contract', [target]);
      g.ok('Maf2', 'shoot', ['Red2']);
      if (extra) g.ok('Blo', 'block', [target], { mode: extra });
      g.morning();
      expect(g.alive(target), target).toBe(true);
      expect(g.alive('Red2'), target).toBe(false);
    }
  });

  it('r.8: a contract on a mafia partner goes through only with his confirmation (the partner correction)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Maf2']);
    g.morning();
    expect(g.alive('Maf2')).toBe(true);
    const h = new Game(TABLE);
    h.night(1);
    h.ok('Maf1', 'contract', ['Maf2']);
    h.ok('Maf2', 'confirm-partner-kill', ['Maf1']);
    h.morning();
    expect(h.alive('Maf2')).toBe(false);
  });

  it('r.12, r.13: a role contract kills the holder, unless he is spared or the role is not in the game', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', [], { role: 'doctor' });
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    const spared = new Game(TABLE);
    spared.night(1);
    spared.ok('Maf1', 'contract', [], { role: 'doctor', spare: ['Doc'] });
    spared.ok('Maf2', 'shoot', ['Red2']);
    spared.morning();
    expect(spared.alive('Doc')).toBe(true);
    expect(spared.alive('Red2')).toBe(false);
    const absent = new Game(TABLE);
    absent.night(1);
    absent.ok('Maf1', 'contract', [], { role: 'hero' });
    absent.ok('Maf2', 'shoot', ['Red2']);
    absent.morning();
    expect(absent.alive('Red2')).toBe(false);
  });

  it('r.14: the holder of the named role who survives is named to the mafia and the Mercenary', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', [], { role: 'commissar' });
    g.ok('Doc', 'heal', ['Com']);
    g.morning();
    expect(g.alive('Com')).toBe(true);
    for (const seat of ['Maf1', 'Maf2', 'Mer']) expect(g.results(seat)).toContainEqual({ kind: 'contract-survivor', role: 'commissar', seat: 'Com' });
    expect(kinds(g, 'Man', 'contract-survivor')).toEqual([]);
    expect(kinds(g, 'Red1', 'contract-survivor')).toEqual([]);
  });

  it('r.18: the Mercenary killed at night: the mafia learns it in the morning, the maniac does not', () => {
    const g = new Game(TABLE);
    g.night(2);
    g.ok('Man', 'shoot', ['Mer']);
    g.morning();
    expect(g.alive('Mer')).toBe(false);
    for (const seat of ['Maf1', 'Maf2']) expect(g.results(seat)).toContainEqual({ kind: 'mercenary-died', target: 'Mer' });
    expect(kinds(g, 'Man', 'mercenary-died')).toEqual([]);
  });

  it('r.10: while a mafioso lives he sends no moves; contract §7: no contract without a living Mercenary, one per night, a player or a role', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Mer', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'mercenary-has-no-move' } });
    expect(g.act('Man', 'contract', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    expect(g.act('Maf1', 'contract', ['Red1'], { role: 'doctor' })).toMatchObject({ ok: false, rejection: { code: 'contract-target-or-role' } });
    expect(g.act('Maf1', 'contract', [])).toMatchObject({ ok: false, rejection: { code: 'contract-target-or-role' } });
    g.ok('Maf1', 'contract', ['Red1']);
    expect(g.act('Maf2', 'contract', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'one-contract-per-night' } });
    const none = new Game(STANDARD);
    none.night(1);
    expect(none.act('Maf1', 'contract', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-mercenary' } });
  });

  it('r.22, CHK-7: a contract kill leaves him red; r.19: alone he shoots on the mafia\'s nights, and that kill shows black the same night', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Com', 'check', ['Mer']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Mer', colour: 'red' });
    const h = new Game(ALONE);
    h.night(1);
    h.ok('Mer', 'shoot', ['Red1']);
    h.ok('Com', 'check', ['Mer']);
    h.morning();
    expect(h.alive('Red1')).toBe(false);
    expect(h.results('Com')).toContainEqual({ kind: 'check', target: 'Mer', colour: 'black' });
  });

  it('r.19: alone he skips a target no contract may name (another black)', () => {
    const g = new Game(ALONE);
    g.night(1);
    g.ok('Mer', 'shoot', ['Man']);
    g.morning();
    expect(g.alive('Man')).toBe(true);
  });

  it('N-MERC.1: his investigator\'s own shot that night skips the contract, and the mafia\'s shot goes', () => {
    // No commissar or detective dealt: the investigator may shoot from night 1 (INV-5).
    const table: Array<[string, string, string?]> = TABLE.filter(([name]) => name !== 'Com' && name !== 'Det' && name !== 'Inv').map(([name, role, negative]) => (name === 'Mer' ? ['Mer', 'investigator', 'mercenary'] : [name, role, negative]));
    const g = new Game(table);
    g.night(1);
    g.ok('Mer', 'vigilante', ['Red2']);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Maf2', 'shoot', ['Act'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Act')).toBe(false);
  });
});
