import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The Detective held by a black (part 3 §3.2, l.86): Det is black; Blk's seat is a red citizen. */
const BLACK_DET = STANDARD.map((row): [string, string, string?] => (row[0] === 'Det' ? ['Det', 'detective', 'none'] : row[0] === 'Blk' ? ['Red3', 'citizen'] : row));
/** Maf1 is also the doctor: a black who makes a civilian and a negative move the same night. */
const DOCTOR_MAFIA = BLACK_DET.map((row): [string, string, string?] => (row[0] === 'Maf1' ? ['Maf1', 'doctor', 'mafia'] : row[0] === 'Doc' ? ['Red4', 'citizen'] : row));

describe('Detective held by a black (N-DET.1..N-DET.5)', () => {
  it('N-DET.1: he tracks the civilian and the negative move at once; the Investigator gets the standard (negative first) result', () => {
    const g = new Game(DOCTOR_MAFIA);
    g.night(1);
    g.ok('Maf1', 'heal', ['Red1']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Maf1', visited: ['Red1', 'Red2'] });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-track', target: 'Maf1', visited: ['Red2'] });
  });

  it('N-DET.2: the Investigator receives the place he substituted; he keeps the real one', () => {
    const g = new Game(BLACK_DET);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Det', 'detect', ['Doc'], { mode: 'track', substitute: { visited: ['Maf2'] } });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Doc', visited: ['Red1'] });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-track', target: 'Doc', visited: ['Maf2'] });
  });

  it('N-DET.2: a role request answer is substituted night by night', () => {
    const g = new Game(BLACK_DET);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    g.night(2);
    g.ok('Det', 'detect', [], { mode: 'request', role: 'doctor', substitute: { nights: [{ night: 1, visited: ['Red2'] }] } });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'request', role: 'doctor', nights: [{ night: 1, visited: ['Red1'] }] });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-request', role: 'doctor', nights: [{ night: 1, visited: ['Red2'] }] });
  });

  it('N-DET.3: a condition on the real result ("only if he stayed home") leaves a real visit alone', () => {
    const g = new Game(BLACK_DET);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Det', 'detect', ['Doc'], { mode: 'track', substitute: { visited: ['Maf2'], if: { visited: [] } } });
    g.morning();
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-track', target: 'Doc', visited: ['Red1'] });
  });

  it('N-DET.4: no substitution when his move fails, nor a visit for a target who could not have moved', () => {
    const failed = new Game(BLACK_DET);
    failed.night(1);
    failed.ok('Det', 'detect', ['Doc'], { mode: 'track', substitute: { visited: ['Maf2'] } });
    failed.ok('Blo', 'block', ['Det'], { mode: 'arrest' });
    failed.morning();
    expect(failed.results('Inv').filter((r) => r['kind'] === 'copied-track')).toEqual([]);
    const home = new Game(BLACK_DET);
    home.night(1);
    home.ok('Det', 'detect', ['Red1'], { mode: 'track', substitute: { visited: ['Maf2'] } });
    home.morning();
    expect(home.results('Inv')).toContainEqual({ kind: 'copied-track', target: 'Red1', visited: [] });
  });

  it('N-DET.5: a blackening a colour checker made unobtainable is neither passed nor substituted; otherwise it may be', () => {
    const checked = new Game(BLACK_DET);
    checked.to('evening');
    checked.ok('Maf1', 'rumour', ['Red1']);
    checked.night(1);
    checked.ok('Com', 'check', ['Red1']);
    checked.ok('Det', 'detect', ['Red1'], { mode: 'track', substitute: { blackening: 'maniac' } });
    checked.morning();
    checked.night(2);
    checked.morning();
    expect(checked.results('Inv').filter((r) => r['kind'] === 'copied-blackening')).toEqual([]);
    const open = new Game(BLACK_DET);
    open.to('evening');
    open.ok('Maf1', 'rumour', ['Red1']);
    open.night(1);
    open.ok('Det', 'detect', ['Red1'], { mode: 'track', substitute: { blackening: 'maniac' } });
    open.morning();
    expect(open.results('Det')).toContainEqual({ kind: 'blackening', target: 'Red1', side: 'mafia' });
    open.night(2);
    open.morning();
    expect(open.results('Inv')).toContainEqual({ kind: 'copied-blackening', target: 'Red1', side: 'maniac' });
  });

  it('a red detective may not substitute; a substitution must fit the mode', () => {
    const red = new Game(STANDARD);
    red.night(1);
    expect(red.act('Det', 'detect', ['Doc'], { mode: 'track', substitute: { visited: [] } })).toMatchObject({ ok: false, rejection: { code: 'not-a-black-detective' } });
    const black = new Game(BLACK_DET);
    black.night(1);
    expect(black.act('Det', 'detect', ['Doc'], { mode: 'role', substitute: { visited: [] } })).toMatchObject({ ok: false, rejection: { code: 'bad-substitute' } });
    expect(black.act('Det', 'detect', ['Doc'], { mode: 'track', substitute: { colour: 'red' } })).toMatchObject({ ok: false, rejection: { code: 'bad-substitute' } });
  });
});
