import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Boss's son (part 2 §4.1, l.48). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Son', role, 'boss-son'] : [name, role, negative]));

describe('Boss\'s son (part 2 §4.1, l.48)', () => {
  it('r.1–r.3: a third mafioso with the mafia\'s shot on its night; r.7: checked the night he kills, he shows red', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Son', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Com', 'check', ['Son']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Son')).toContainEqual(expect.objectContaining({ kind: 'victim-team', target: 'Red1' }));
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Son', colour: 'red' });
  });

  it('r.2, PAR-6: he insures his partner: the arrested mafioso\'s shot goes to his target', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Son', 'insure', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
  });

  it('r.5: he may spread a rumour on the mafia\'s night (CHK-1); the maniac\'s night is not his', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.lynch('Red2');
    g.to('evening');
    expect(g.act('Son', 'rumour', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-your-night' } });
    g.night(2);
    g.morning();
    g.lynch('Red1');
    g.to('evening');
    g.ok('Son', 'rumour', ['Doc']);
  });

  it('r.8, r.9: the successor is named in the evening; only a mafioso, never the last; after the son\'s death he checks red (A2)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Son', 'name-successor', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'not-a-mafioso' } });
    expect(g.act('Man', 'name-successor', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    expect(g.act('Red1', 'name-successor', ['Maf1'])).toMatchObject({ ok: false });
    g.ok('Son', 'name-successor', ['Maf1']);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    // The son lives: the successor is no son yet.
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
    g.lynch('Son');
    g.night(2);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'red' });
    g.lynch('Maf2');
    g.to('evening');
    expect(g.act('Maf1', 'name-successor', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'last-mafioso' } });
  });

  it('Boss\'s son A4: a verification of his red shows his true colour, black (CHK-6)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Son']);
    g.morning();
    g.lynch('Red2');
    g.to('evening');
    g.ok('Com', 'verify', ['Son']);
    g.night(2);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Son', colour: 'black' });
  });

  it('r.10: the successor lynched: his status is shown with his mafia role', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Son', 'name-successor', ['Maf1']);
    g.night(1);
    g.morning();
    g.lynch('Maf1');
    expect(g.public('day.negative-revealed')).toContainEqual({ seat: 'Maf1', negative: 'mafia', successor: true });
    g.night(2);
    g.morning();
    g.lynch('Maf2');
    expect(g.public('day.negative-revealed')).toContainEqual({ seat: 'Maf2', negative: 'mafia' });
  });

  it('r.4: while the son is in the game a mafia shot names its insurer, a living partner, who insures it (A5: a waived insurance names none)', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Maf1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'insurer-required' } });
    expect(g.act('Maf1', 'shoot', ['Red1'], { insurer: 'Man' })).toMatchObject({ ok: false, rejection: { code: 'insurer-required' } });
    expect(g.act('Maf1', 'shoot', ['Red1'], { insurer: 'Nobody' })).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    expect(g.act('Man', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    // The named insurer (the son, not Maf2) covers the arrested shooter's target.
    g.ok('Maf1', 'shoot', ['Red1'], { insurer: 'Son' });
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Son')).toContainEqual(expect.objectContaining({ kind: 'victim-team', target: 'Red1' }));
    expect(g.results('Maf2').filter((r) => r['kind'] === 'victim-team')).toEqual([]);
  });

  it('r.4: without the son (dead) the mafia shoots without naming an insurer', () => {
    const g = new Game(TABLE.filter(([name]) => name !== 'Son'));
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
  });
});
