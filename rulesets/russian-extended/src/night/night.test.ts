import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

describe('Night 1 is the mafia\'s night (MAF-1)', () => {
  it('a mafia shot kills a red; the mafia learns his team; the shot is spent', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Maf1')).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
    // K.6: the partner's default insurance did not fire, only Maf1 came.
    expect(g.results('Maf2')).not.toContainEqual(expect.objectContaining({ kind: 'victim-team' }));
    expect(g.bank('mafia')).toBe(0);
  });

  it('the maniac has no shot on night 1', () => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act('Man', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
  });

  it('MAF-3, MAF-4 (§2.1 edge case 1): a blocked shot is banked and used on night 2 next to the maniac\'s', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.bank('mafia')).toBe(1);
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'hit' });
    g.night(2);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.dead()).toEqual(expect.arrayContaining(['Red1', 'Red2']));
    expect(g.bank('mafia')).toBe(0);
    expect(g.bank('maniac')).toBe(0);
  });

  it('MAF-3: a shot saved by the doctor stays in reserve; the doctor\'s hit is public (DOC-2)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.bank('mafia')).toBe(1);
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'hit' });
    expect(g.results('Red1')).toEqual([]);
    expect(g.state.notices.some((n) => n.key === 'pm.attempt' && n.audience.to === 'seat' && n.audience.seat === 'Red1')).toBe(true);
  });

  it('MAF-3: a kill of a black is refunded', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    expect(g.bank('mafia')).toBe(1);
  });

  it('MAF-4: a side that skips keeps its shot in reserve', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    expect(g.bank('mafia')).toBe(1);
  });
});

describe('insurance', () => {
  it('PAR-3, PAR-5 (§3.5 edge case 1): A shoots X, B insures by default; A is arrested, B shoots X', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.bank('mafia')).toBe(0);
    expect(g.results('Maf2')).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
  });

  it('PAR-6: the insurer may name another target', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Maf2', 'insure', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
  });

  it('insurance does not fire when the shooter came and the victim was saved (MOV-4, PAR-3)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
  });

  it('MAF-10: when both mafiosi shoot they cannot insure each other', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    expect(g.act('Maf2', 'shoot', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-shots' } });
  });

  it('MAF-7, MAF-8 (§2.1 edge case 4): night 2, the maniac is arrested, the mafia\'s insurance kills; no extra move for the maniac', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Maf1', 'insure', ['Det']);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Det')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
    expect(g.bank('maniac')).toBe(0);
  });

  it('MAF-7 (c) (§2.1 edge case 5): the maniac attacks, the doctor saves: the insurance is skipped, the maniac keeps his shot', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Maf1', 'insure', ['Det']);
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.alive('Det')).toBe(true);
    expect(g.alive('Red2')).toBe(true);
    expect(g.bank('maniac')).toBe(1);
  });

  it('MAF-7 (b), interpretation of BLK-10: the maniac skips voluntarily, the mafia\'s insurance does not fire', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.night(2);
    g.ok('Maf1', 'insure', ['Det']);
    g.morning();
    expect(g.alive('Det')).toBe(true);
    expect(g.bank('maniac')).toBe(1);
  });

  it('MAN-6, MAF-9: a side holding a shot of its own cannot insure the other', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.night(2);
    expect(g.bank('mafia')).toBe(1);
    expect(g.act('Maf1', 'insure', ['Det'])).toMatchObject({ ok: true });
    expect(g.act('Man', 'insure', ['Det'])).toMatchObject({ ok: false, rejection: { code: 'insure-without-shot-only' } });
  });
});

describe('kill priority (K.1, K.2) on mutual attacks', () => {
  it('odd night: the mafia shoots the maniac first, the maniac\'s shot at a mafioso never leaves home', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Man']);
    g.night(1);
    g.morning();
    expect(g.alive('Man')).toBe(false);
    expect(g.bank('mafia')).toBe(1);
    // BLK-8: the maniac's side is gone; the mafia takes every night.
  });

  it('even night: the maniac shoots a mafioso first; the mafioso\'s reserve shot is lost with her', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.night(2);
    g.ok('Man', 'shoot', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Maf1')).toBe(false);
    expect(g.alive('Man')).toBe(true);
    // The maniac killed a black: refunded (MAN-3); the mafia's shot never ran: still banked.
    expect(g.bank('maniac')).toBe(1);
    expect(g.bank('mafia')).toBe(1);
  });

  it('PAR-3: "including an earlier killer": the killed mafioso\'s partner insures her and shoots the maniac', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.night(2);
    g.ok('Man', 'shoot', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Man']);
    g.morning();
    expect(g.alive('Maf1')).toBe(false);
    expect(g.alive('Man')).toBe(false);
    expect(g.results('Maf2')).toContainEqual({ kind: 'victim-team', target: 'Man', colour: 'black' });
  });

  it('DOC-7: several killers on one healed player: no damage', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.alive('Red2')).toBe(true);
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'hit' });
  });
});

describe('the extended format', () => {
  it('EXT-4a: on night 1 both sides shoot', () => {
    const g = new Game(STANDARD, { format: 'extended' });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.dead()).toEqual(expect.arrayContaining(['Red1', 'Red2']));
  });

  it('EXT-5: over nights 1–2 only one black may die from another black\'s shot; the next is skipped with no reserve', () => {
    const g = new Game(STANDARD, { format: 'extended' });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk']);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    g.night(2);
    g.ok('Man', 'shoot', ['Maf2']);
    g.morning();
    expect(g.alive('Maf2')).toBe(true);
    expect(g.bank('maniac')).toBe(0);
  });
});
