import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { killedBefore } from '../werewolf';

/** The Fanatic held by a werewolf (the Poisoner, part 2 §4.5) in Red1's seat. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Fan', 'fanatic', 'poisoner'] : row));

describe('Fanatic held by a werewolf (N-FN.5, X28)', () => {
  it('N-FN.5: his kill with the revenge costs him his peacefulness: he checks black from then on', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Fan', 'favourite', ['Red2']);
    g.night(1);
    g.ok('Com', 'check', ['Fan']);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.morning();
    expect(g.results('Com')).toContainEqual(expect.objectContaining({ kind: 'check', target: 'Fan', colour: 'red' }));
    g.night(2);
    g.ok('Fan', 'revenge', ['Doc']);
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(killedBefore(g.state, 'Fan')).toBe(true);
    g.night(3);
    g.ok('Com', 'check', ['Fan']);
    g.morning();
    expect(g.results('Com').filter((r) => r['kind'] === 'check' && r['target'] === 'Fan').map((r) => r['colour'])).toEqual(['red', 'black']);
  });

  it('N-FN.5: a revenge that killed nobody leaves him peaceful', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Fan', 'favourite', ['Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.morning();
    g.night(2);
    g.ok('Doc', 'heal', ['Com']);
    g.ok('Fan', 'revenge', ['Com']);
    g.morning();
    expect(g.alive('Com')).toBe(true);
    expect(killedBefore(g.state, 'Fan')).toBe(false);
  });
});

describe('Black fanatic set up through his partner\'s hypnosis (N-FN.2)', () => {
  /** A mafia pair: the fanatic and the hypnotist (Maf1's and Maf2's seats). */
  const PAIR = STANDARD.map((row): [string, string, string?] => (row[0] === 'Maf1' ? ['Fan', 'fanatic', 'mafia'] : row[0] === 'Maf2' ? ['Hyp', 'hypnotist', 'mafia'] : row));

  it('N-FN.2: the maniac\'s shot at the hypnotist sent onto the favourite: no revenge', () => {
    const g = new Game(PAIR);
    g.to('evening');
    g.ok('Fan', 'favourite', ['Red2']);
    g.night(1);
    g.morning();
    g.night(2);
    g.ok('Hyp', 'hypnotise', ['Red2']);
    g.ok('Man', 'shoot', ['Hyp']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    g.night(3);
    expect(g.act('Fan', 'revenge', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });

  it('N-FN.1 against N-FN.2: the maniac\'s own shot at the favourite opens the revenge', () => {
    const g = new Game(PAIR);
    g.to('evening');
    g.ok('Fan', 'favourite', ['Red2']);
    g.night(1);
    g.morning();
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    g.night(3);
    g.ok('Fan', 'revenge', ['Red1']);
  });
});
