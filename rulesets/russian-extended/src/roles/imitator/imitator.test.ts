import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Imitator (part 2 §4.3, l.50). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Imi', 'citizen', 'imitator'] : [name, role, negative]));

const kinds = (g: Game, seat: string, kind: string) => g.results(seat).filter((r) => r['kind'] === kind);

/** Night 1 quiet except `moves`, night 2 the maniac kills Red2 (no draw for want of victims). */
function toDay3Evening(g: Game): void {
  g.night(1);
  g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
  g.morning();
  g.night(2);
  g.ok('Man', 'shoot', ['Red2']);
  g.morning();
  g.to('evening');
}

describe('Imitator (part 2 §4.3, l.50)', () => {
  it('r.2, A1: he learns the maniac\'s name when the evening of day 2 opens; before it the illusion is refused', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Imi', 'illusion', [])).toMatchObject({ ok: false, rejection: { code: 'no-meeting-yet' } });
    g.night(1);
    g.morning();
    expect(kinds(g, 'Imi', 'maniac-identity')).toEqual([]);
    g.to('evening');
    expect(g.results('Imi')).toContainEqual({ kind: 'maniac-identity', seat: 'Man' });
    expect(kinds(g, 'Maf1', 'maniac-identity')).toEqual([]);
    g.ok('Imi', 'illusion', []);
    expect(g.act('Maf1', 'illusion', [])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
  });

  it('r.3, r.4, r.7: the illusion takes the first kill aimed at the maniac, a later one reaches him', () => {
    const g = new Game(TABLE);
    toDay3Evening(g);
    g.ok('Imi', 'illusion', []);
    g.night(3);
    g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Man')).toBe(true);
    // Night 1 unused: the mafia holds two shots on night 3 (MAF-4).
    const h = new Game(TABLE);
    h.night(1);
    h.morning();
    h.night(2);
    h.ok('Man', 'shoot', ['Red2']);
    h.morning();
    h.to('evening');
    h.ok('Imi', 'illusion', []);
    h.night(3);
    h.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    h.ok('Maf2', 'shoot', ['Man'], { insurance: 'off' });
    h.morning();
    expect(h.alive('Man')).toBe(false);
  });

  it('r.3: without the evening\'s illusion the maniac dies as usual', () => {
    const g = new Game(TABLE);
    toDay3Evening(g);
    g.night(3);
    g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Man')).toBe(false);
  });

  it('r.5: the commissar\'s check that hits the illusion is red, and its verification is red', () => {
    const g = new Game(TABLE);
    toDay3Evening(g);
    g.ok('Imi', 'illusion', []);
    g.night(3);
    g.ok('Com', 'check', ['Man']);
    g.ok('Maf1', 'shoot', ['Act'], { insurance: 'off' });
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Man', colour: 'red' });
    g.to('evening');
    g.ok('Com', 'verify', ['Man']);
    g.night(4);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Man', colour: 'red' });
  });

  it('r.7: once the illusion took a kill that night, the commissar\'s check (after the doctor) hits the real maniac: black, and so is its verification', () => {
    const g = new Game(TABLE);
    toDay3Evening(g);
    g.ok('Imi', 'illusion', []);
    g.night(3);
    g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    g.ok('Com', 'check', ['Man']);
    g.morning();
    expect(g.alive('Man')).toBe(true);
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Man', colour: 'black' });
    g.lynch('Act');
    g.to('evening');
    g.ok('Com', 'verify', ['Man']);
    g.night(4);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Man', colour: 'black' });
  });

  it('r.12, CHK-7: his first-night check is red and its verification red ("ideal red" before the meeting)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Imi']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Imi', colour: 'red' });
    g.to('evening');
    g.ok('Com', 'verify', ['Imi']);
    g.night(2);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Imi', colour: 'red' });
  });

  it('r.1, r.14, r.15: the maniac out, he kills on the maniac\'s nights and checks black the night he kills', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Man')).toBe(false);
    g.night(2);
    g.ok('Imi', 'shoot', ['Red1']);
    g.ok('Com', 'check', ['Imi']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Imi', colour: 'black' });
  });

  it('A2, CHK-7: a check of him after the meeting is red, and its verification black (a werewolf\'s)', () => {
    const g = new Game(TABLE);
    toDay3Evening(g);
    g.night(3);
    g.ok('Com', 'check', ['Imi']);
    g.ok('Maf1', 'shoot', ['Act'], { insurance: 'off' });
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Imi', colour: 'red' });
    g.to('evening');
    g.ok('Com', 'verify', ['Imi']);
    g.night(4);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Imi', colour: 'black' });
  });
});
