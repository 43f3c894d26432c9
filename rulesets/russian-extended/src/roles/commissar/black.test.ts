import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The Commissar held by a black (part 3 §3.2, l.85): Com is black; Blk's seat is a red citizen. */
const BLACK_COM = STANDARD.map((row): [string, string, string?] => (row[0] === 'Com' ? ['Com', 'commissar', 'none'] : row[0] === 'Blk' ? ['Red3', 'citizen'] : row));

describe('Commissar held by a black (N-COM.1..N-COM.4)', () => {
  it('N-COM.1: a black check he receives says whether it is false (a blackened red) or genuine', () => {
    const g = new Game(BLACK_COM);
    g.to('evening');
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Com', 'check', ['Red2']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red2', colour: 'black', genuine: false });
    // The Investigator's copy carries no such knowledge.
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Red2', colour: 'black' });
    g.night(2);
    g.ok('Com', 'check', ['Man']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Man', colour: 'black', genuine: true });
  });

  it('N-COM.1: a red holder learns nothing beyond the colour', () => {
    const g = new Game(STANDARD);
    g.to('evening');
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Com', 'check', ['Red2']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red2', colour: 'black' });
  });

  it('N-COM.2: the Investigator receives the colour he substituted; he keeps his own real result', () => {
    const g = new Game(BLACK_COM);
    g.night(1);
    g.ok('Com', 'check', ['Maf1'], { substitute: 'red' });
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'passed' });
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black', genuine: true });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Maf1', colour: 'red' });
  });

  it('N-COM.3: a condition on the real result: "red only if he is black" leaves a red result alone', () => {
    const g = new Game(BLACK_COM);
    g.night(1);
    g.ok('Com', 'check', ['Red1'], { substitute: 'black', 'substitute-if': 'black' });
    g.morning();
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Red1', colour: 'red' });
    g.night(2);
    g.ok('Com', 'check', ['Red2'], { substitute: 'black', 'substitute-if': 'red' });
    g.morning();
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Red2', colour: 'black' });
  });

  it('N-COM.4: a failed move substitutes nothing (the Investigator gets nothing, as for any failed check)', () => {
    const g = new Game(BLACK_COM);
    g.night(1);
    g.ok('Com', 'check', ['Red1'], { substitute: 'black' });
    g.ok('Blo', 'block', ['Com'], { mode: 'arrest' });
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'failed' });
    expect(g.results('Inv').filter((r) => r['kind'] === 'copied-check')).toEqual([]);
  });

  it('a red commissar may not substitute; a condition needs a colour (reading N-COM A1)', () => {
    const red = new Game(STANDARD);
    red.night(1);
    expect(red.act('Com', 'check', ['Maf1'], { substitute: 'red' })).toMatchObject({ ok: false, rejection: { code: 'not-a-black-commissar' } });
    const black = new Game(BLACK_COM);
    black.night(1);
    expect(black.act('Com', 'check', ['Maf1'], { 'substitute-if': 'red' })).toMatchObject({ ok: false, rejection: { code: 'substitute-needs-a-colour' } });
    expect(black.act('Com', 'check', ['Maf1'], { substitute: 'green' })).toMatchObject({ ok: false });
  });
});
