import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { toysOf } from './toys';
import { undeadLast } from './undead';

/** The standard table with Red1 as the Necromancer. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Nec', 'necromancer'] : [name, role, negative]));
const undead = (g: Game, seat: string): boolean => g.state.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === 'undead') ?? false;

describe('Necromancer (l.42)', () => {
  it('r.1, r.2: the day-1 curse; a cursed player killed at night is undead, another is not', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Det', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(undead(g, 'Red2')).toBe(true);
    expect(toysOf(g.state, 'Nec').cursed).toEqual(['Com', 'Det', 'Red2']);
    g.night(2);
    g.ok('Man', 'shoot', ['Blo']);
    g.morning();
    expect(undead(g, 'Blo')).toBe(false);
  });

  it('r.1: the curse only on day 1', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('evening');
    expect(g.act('Nec', 'curse', ['Com', 'Det', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-day-one' } });
  });

  it('r.15, r.16: a raise drops a toy and raises a corpse; r.5: the dropped one is never raised', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Det', 'Blo']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.to('evening');
    expect(g.act('Nec', 'raise', ['Red2', 'Com'])).toMatchObject({ ok: false, rejection: { code: 'invalid-target' } });
    g.ok('Nec', 'raise', ['Blo', 'Red2']);
    g.night(2);
    expect(undead(g, 'Red2')).toBe(true);
    expect(toysOf(g.state, 'Nec')).toMatchObject({ cursed: ['Com', 'Det', 'Red2'], lost: ['Blo'] });
  });
});

describe('Necromancer: the undead’s moves (r.3, r.6–r.11, r.17)', () => {
  /** Day 1: Nec curses Com, Inv, Red2; night 1 the mafia kills Com. */
  function undeadCommissar(): Game {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Inv', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
    g.morning();
    return g;
  }

  it('r.3: the undead commissar’s check is the Necromancer’s: sent under its own id, the result his by PM, the role’s public line given', () => {
    const g = undeadCommissar();
    expect(g.state.seats.find((s) => s.id === 'Nec')?.grants).toEqual([
      { id: 'undead-Com', role: 'commissar', abilities: ['check', 'verify'], source: { rule: 'necromancer r.3', seat: 'Com' } },
    ]);
    g.night(2);
    g.ok('Nec', 'check', ['Maf2']);
    g.morning();
    expect(g.results('Nec')).toContainEqual({ kind: 'check', target: 'Maf2', colour: 'black' });
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'passed' });
    // INV-8: the investigator learns nothing of it.
    expect(g.results('Inv').filter((r) => r['target'] === 'Maf2')).toEqual([]);
  });

  it('r.9: never at the Necromancer himself', () => {
    const g = undeadCommissar();
    g.night(2);
    expect(g.act('Nec', 'check', ['Nec'])).toMatchObject({ ok: false, rejection: { code: 'target-is-necromancer' } });
  });

  it('r.10, r.11: a citizen’s corpse gives no move; the investigator’s gives no shot', () => {
    const g = new Game(TABLE, { format: 'extended' });
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Inv', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Inv']);
    g.morning();
    expect(undead(g, 'Red2')).toBe(true);
    const grants = g.state.seats.find((s) => s.id === 'Nec')?.grants ?? [];
    expect(grants.map((gr) => gr.id)).toEqual(['undead-Inv']);
    expect(grants[0]?.abilities).not.toContain('vigilante');
  });

  it('r.8: the Necromancer blocked, his undead’s move fails', () => {
    const g = undeadCommissar();
    g.night(2);
    g.ok('Nec', 'check', ['Maf2']);
    g.ok('Blo', 'block', ['Nec'], { mode: 'arrest' });
    g.morning();
    expect(g.results('Nec').filter((r) => r['kind'] === 'check')).toEqual([]);
  });

  it('r.16, r.17: the dropped undead’s move goes; a raised corpse’s role is idle for the next game-day', () => {
    const g = new Game(TABLE, { format: 'extended' });
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Inv', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Doc']);
    g.morning();
    g.to('evening');
    g.ok('Nec', 'raise', ['Com', 'Doc']);
    g.night(2);
    expect(g.act('Nec', 'check', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(g.act('Nec', 'heal', ['Det'])).toMatchObject({ ok: false, rejection: { code: 'granted-move-not-yet' } });
    // Usable from night 3 (the game-day after the exchange: night 2 and day 3).
    expect(g.state.seats.find((s) => s.id === 'Nec')?.grants).toEqual([
      { id: 'undead-Doc', role: 'doctor', abilities: ['heal'], source: { rule: 'necromancer r.3', seat: 'Doc' }, from: { kind: 'night', number: 3 } },
    ]);
  });

  it('r.6: with identical roles the undead’s moves come last in their slot', () => {
    const intent = (id: string, order: number, grant?: string) => ({ id, key: id, actor: 'x', ability: 'heal', targets: [], phase: { kind: 'night' as const, number: 1 }, step: 'actions', at: 0, order, ...(grant ? { grant } : {}) });
    const ordered = undeadLast([intent('a', 1, 'undead-Doc'), intent('b', 2), intent('c', 3, 'copy')]);
    expect([...ordered].sort((x, y) => x.order - y.order).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('r.19: no curse named on day 1, three random targets by the first morning, none among the night’s victims', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const g = new Game(TABLE, {}, seed);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
      g.morning();
      const cursed = toysOf(g.state, 'Nec').cursed;
      expect(cursed).toHaveLength(3);
      expect(cursed).not.toContain('Com');
      expect(cursed).not.toContain('Nec');
      expect(g.results('Nec')).toContainEqual({ kind: 'random-curse', seats: cursed });
      expect(undead(g, 'Com')).toBe(false);
    }
  });

  it('r.19: a curse named on day 1 is kept (no random draw)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Det', 'Red2']);
    g.night(1);
    g.morning();
    expect(toysOf(g.state, 'Nec').cursed).toEqual(['Com', 'Det', 'Red2']);
    expect(g.results('Nec').filter((r) => r['kind'] === 'random-curse')).toEqual([]);
  });
});
