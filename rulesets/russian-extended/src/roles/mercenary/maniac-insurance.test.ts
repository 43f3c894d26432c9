import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Mercenary (part 2 §4.2, l.49). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Mer', 'citizen', 'mercenary'] : [name, role, negative]));
/** The same table with the mafia already out: the Mercenary has taken its place (r.16, r.19). */
const ALONE: Array<[string, string, string?]> = TABLE.filter(([name]) => name !== 'Maf1' && name !== 'Maf2');

/** Night 2 with the mafia's shot spent on night 1 (MAF-9: it insures the maniac only without a shot of its own). */
function maniacNight(): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Red1']);
  g.night(2);
  return g;
}

describe('Mercenary r.15, r.16 (part 2 §4.2, l.49): the maniac\'s insurance', () => {
  it('r.15: on the maniac\'s night the mafia insures him through the Mercenary: the arrested maniac came to no victim, the contract kills and realises his shot', () => {
    const g = maniacNight();
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Maf1', 'contract', ['Det']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Det')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
    expect(g.bank('maniac')).toBe(0);
    // r.17: the mafia sees the team of the Mercenary's victims.
    for (const seat of ['Maf1', 'Maf2', 'Mer']) expect(g.results(seat)).toContainEqual({ kind: 'victim-team', target: 'Det', colour: 'red' });
  });

  it('r.15 (MAF-7 (b), (c)): the maniac attacks a saved victim, or skips: the insuring contract kills nobody', () => {
    const saved = maniacNight();
    saved.ok('Man', 'shoot', ['Red2']);
    saved.ok('Maf1', 'contract', ['Det']);
    saved.ok('Doc', 'heal', ['Red2']);
    saved.morning();
    expect(saved.alive('Det')).toBe(true);
    expect(saved.alive('Red2')).toBe(true);
    expect(saved.bank('maniac')).toBe(1);
    const skipped = maniacNight();
    skipped.ok('Maf1', 'contract', ['Det']);
    skipped.morning();
    expect(skipped.alive('Det')).toBe(true);
  });

  it('r.15: the hiring mafia\'s own insurance goes only if the Mercenary kills nobody for the maniac', () => {
    const g = maniacNight();
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Maf1', 'contract', ['Det']);
    g.ok('Maf2', 'insure', ['Com']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Det')).toBe(false);
    expect(g.alive('Com')).toBe(true);
    // The Mercenary skips (r.9: a target the blocker cannot reach here, so another black): the mafia's own insurance kills.
    const h = maniacNight();
    h.ok('Man', 'shoot', ['Red2']);
    h.ok('Maf1', 'contract', ['Mer']);
    h.ok('Maf2', 'insure', ['Com']);
    h.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    h.morning();
    expect(h.alive('Com')).toBe(false);
    expect(h.alive('Mer')).toBe(true);
  });

  it('r.2, contract §7: with the mafia\'s own shot on its night the contract is the mafia\'s; off its night and with no maniac to insure it is refused', () => {
    const g = new Game(TABLE.filter(([name]) => name !== 'Man'));
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.night(2);
    // No maniac: the mafia plays every night (its side alone), so night 2 is its own again.
    expect(g.act('Maf1', 'contract', ['Det'])).toMatchObject({ ok: true });
    const h = maniacNight();
    h.ok('Man', 'shoot', ['Red2']);
    expect(h.act('Maf1', 'contract', ['Det'])).toMatchObject({ ok: true });
  });

  it('r.16: in the mafia\'s place the Mercenary insures the maniac on his night, and the maniac insures him on the mafia\'s', () => {
    const g = new Game(ALONE);
    g.night(1);
    g.ok('Mer', 'shoot', ['Red1']);
    g.ok('Man', 'insure', ['Det']);
    g.ok('Blo', 'block', ['Mer'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Det')).toBe(false);
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Mer', 'insure', ['Com']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red2')).toBe(true);
    expect(g.alive('Com')).toBe(false);
  });
});
