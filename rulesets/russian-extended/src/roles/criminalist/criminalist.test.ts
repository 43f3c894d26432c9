import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Criminalist in Red2's seat. */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Red2' ? ['Crim', 'criminalist'] : [name, role, negative]));
const examinations = (g: Game) => g.results('Crim').filter((r) => r['kind'] === 'examination');

describe('Criminalist (L44)', () => {
  it('criminalist r.2, r.3: the body of a night victim: the role whose move killed him and his team, when the evening opens', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    g.ok('Crim', 'examine', ['Red1']);
    g.to('lynch');
    expect(examinations(g)).toEqual([]);
    g.to('evening');
    expect(examinations(g)).toEqual([{ kind: 'examination', target: 'Red1', role: 'mafia', colour: 'red' }]);
  });

  it('criminalist r.2: a black victim shows the black team', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk']);
    g.morning();
    g.ok('Crim', 'examine', ['Blk']);
    g.to('evening');
    expect(examinations(g)).toEqual([{ kind: 'examination', target: 'Blk', role: 'mafia', colour: 'black' }]);
  });

  it('reading criminalist A5: a body killed by no role’s move (a lynch) gives no information; a living player cannot be examined', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    g.lynch('Blk');
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(g.act('Crim', 'examine', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-a-body' } });
    g.ok('Crim', 'examine', ['Blk']);
    g.to('evening');
    expect(examinations(g)).toEqual([{ kind: 'examination', target: 'Blk', info: 'not-provided' }]);
  });

  it('criminalist r.13: he sees the names of those who came to him at night; r.12: nobody else learns of it', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Crim']);
    g.ok('Com', 'check', ['Crim']);
    g.morning();
    expect(g.results('Crim')).toEqual([{ kind: 'visitors', seats: ['Com', 'Doc'] }]);
    expect(g.results('Doc').some((r) => r['kind'] === 'visitors')).toBe(false);
  });
});
