import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the bodyguard (and Red2 his usual ward). */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Bod', 'bodyguard'] : [name, role, negative]));
/** The same table with a black bodyguard (no negative move) instead of the plain black. */
const BLACK_TABLE = TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Bbg', 'bodyguard', 'none'] : [name, role, negative]));

describe('Bodyguard (L20)', () => {
  it('BOD-2, BOD-8: the attack on the ward passes to him; the ward learns the killer\'s name', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Bod']);
    expect(g.results('Red2')).toContainEqual({ kind: 'killer-name', killer: 'Maf1' });
  });

  it('BOD-9 (reading BOD A1): attacked directly, the ward learns only the negative role', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Red2']);
    g.ok('Maf1', 'shoot', ['Bod'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Bod']);
    expect(g.results('Red2')).toEqual([{ kind: 'killer-role', negative: 'mafia' }]);
  });

  it('BOD-10: healed, he survives and learns the original target and the negative role', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Red2']);
    g.ok('Doc', 'heal', ['Bod']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.results('Bod')).toContainEqual({ kind: 'guard-report', target: 'Red2', negative: 'mafia' });
  });

  it('BOD-6, MOV-6: not the same ward two nights running, unless last night\'s guard was knocked out', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Red2']);
    // Victims every night: two days without one end the game (NV-1).
    g.ok('Maf1', 'shoot', ['Act'], { insurance: 'off' });
    g.night(2);
    g.ok('Man', 'shoot', ['Inv']);
    expect(g.act('Bod', 'guard', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'same-ward-twice' } });
    g.ok('Bod', 'guard', ['Com']);
    g.ok('Blo', 'block', ['Bod'], { mode: 'arrest' });
    g.night(3);
    g.ok('Bod', 'guard', ['Com']);
  });

  it('BOD A3 and N-BG.6: no self-guard; only a black holder names an alibi', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    expect(g.act('Bod', 'guard', ['Bod'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(g.act('Bod', 'guard', ['Red2', 'Com'])).toMatchObject({ ok: false, rejection: { code: 'no-alibi' } });
    g.ok('Bbg', 'guard', ['Red2', 'Com']);
  });

  it('N-BG.1, DOC-5: a black bodyguard does not take the attack and neutralises the doctor', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    g.ok('Bbg', 'guard', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
    expect(g.results('Bbg')).toContainEqual({ kind: 'guard-report', target: 'Red2', killer: 'Maf1', killerTeam: 'black', wardTeam: 'red' });
  });

  it('N-BG.5: a black bodyguard and a black killer who chose each other: no kill', () => {
    const g = new Game(BLACK_TABLE);
    g.night(1);
    g.ok('Bbg', 'guard', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Bbg'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it('COM-5: a check of the ward gives "information not provided"', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Maf1']);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
  });
});
