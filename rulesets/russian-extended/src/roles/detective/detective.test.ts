import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Detective (L7)', () => {
  it('DET-4, DET-5: tracking a black who shoots: "went to" his victim; the investigator gets it too (INV-1)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Maf1', visited: ['Red1'] });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-track', target: 'Maf1', visited: ['Red1'] });
  });

  it('DET-3: a player who made no move "stayed home"', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Red2', visited: [] });
  });

  it('DET-13: a blocked detective: "information not provided"', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.ok('Blo', 'block', ['Det'], { mode: 'arrest' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Red2', info: 'not-provided' });
  });

  it('DET-11: the role mode gives the civilian role; DET-15: a tracked player killed that night shows his colour', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', ['Maf2'], { mode: 'role' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'role', target: 'Maf2', role: 'citizen' });
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'colour', target: 'Red2', colour: 'red' });
  });

  it('MOV-10: attacked and healed, the detective (later than the killers) skips his move', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Det']);
    g.ok('Doc', 'heal', ['Det']);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.morning();
    expect(g.alive('Det')).toBe(true);
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Red2', info: 'not-provided' });
  });
});

describe('Detective: the role request (DET-12, DET-14)', () => {
  it('DET-12: a named civilian role\'s whereabouts on every earlier night, copied to the investigator', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    g.night(2);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Det', 'detect', [], { mode: 'request', role: 'doctor' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'request', role: 'doctor', nights: [{ night: 1, visited: ['Red1'] }] });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-request', role: 'doctor', nights: [{ night: 1, visited: ['Red1'] }] });
  });

  it('DET-12: a role that made no move stayed home; a black holder\'s negative move is not the role\'s', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    g.night(2);
    g.ok('Det', 'detect', [], { mode: 'request', role: 'citizen' });
    g.morning();
    const request = g.results('Det').find((r) => r['kind'] === 'request');
    expect(request?.['nights']).toEqual(expect.arrayContaining([{ night: 1, visited: [] }]));
    expect(JSON.stringify(request)).not.toContain('Red1');
  });

  it.each([
    ['the role is absent from the game', false],
    ['the detective is arrested', true],
  ])('DET-14: %s: "information not provided"', (_case, arrested) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', [], { mode: 'request', role: arrested ? 'doctor' : 'politician' });
    if (arrested) g.ok('Blo', 'block', ['Det'], { mode: 'arrest' });
    g.morning();
    expect(g.results('Det')).toContainEqual(expect.objectContaining({ kind: 'request', info: 'not-provided' }));
  });

  it.each([
    [[], { mode: 'track' }, 'detect-needs-a-player'],
    [['Red1'], { mode: 'request', role: 'doctor' }, 'request-names-a-role'],
    [[], { mode: 'request' }, 'request-names-a-role'],
  ])('a move %j with %j is refused: %s', (targets, options, code) => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act('Det', 'detect', targets, options)).toMatchObject({ ok: false, rejection: { code } });
  });

  it('l.115 items 17–18: tracking shows the names of the detective\'s visitors; the request their roles', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.ok('Doc', 'heal', ['Det']);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'visitors', seats: ['Doc'] });
    g.night(2);
    g.ok('Det', 'detect', [], { mode: 'request', role: 'doctor' });
    g.ok('Com', 'check', ['Det']);
    g.ok('Doc', 'heal', ['Det']);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'visitor-roles', roles: ['commissar', 'doctor'] });
  });
});

describe('Detective: negative moves and blackenings (DET-6, DET-16..DET-18)', () => {
  it('DET-6: a tracked negative caught attacking is confirmed as a negative move one night later', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).not.toContainEqual(expect.objectContaining({ kind: 'negative-move' }));
    g.night(2);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'negative-move', target: 'Maf1', night: 1 });
  });

  it('DET-6: a black who only healed is not confirmed (no attack)', () => {
    const g = new Game([...STANDARD.filter(([n]) => n !== 'Doc' && n !== 'Maf2'), ['Maf2', 'doctor', 'mafia']]);
    g.night(1);
    g.ok('Maf2', 'heal', ['Red1']);
    g.ok('Det', 'detect', ['Maf2'], { mode: 'track' });
    g.morning();
    g.night(2);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Maf2', visited: ['Red1'] });
    expect(g.results('Det')).not.toContainEqual(expect.objectContaining({ kind: 'negative-move' }));
  });

  it('DET-16, DET-18: a blackening nobody checked is reported with its side; the investigator learns it a night later', () => {
    const g = new Game(STANDARD);
    g.to('evening');
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'blackening', target: 'Red2', side: 'mafia' });
    expect(g.results('Inv')).not.toContainEqual(expect.objectContaining({ kind: 'copied-blackening' }));
    g.night(2);
    g.morning();
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-blackening', target: 'Red2', side: 'mafia' });
  });

  it('DET-18: the maniac\'s blackening is told apart from the mafia\'s', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    g.to('evening');
    g.ok('Man', 'rumour', ['Red1']);
    g.night(2);
    g.ok('Det', 'detect', ['Red1'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'blackening', target: 'Red1', side: 'maniac' });
  });

  it('DET-16: a commissar who checked the blackened player successfully leaves the detective nothing to learn', () => {
    const g = new Game(STANDARD);
    g.to('evening');
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
    g.ok('Com', 'check', ['Red2']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red2', colour: 'black' });
    expect(g.results('Det')).not.toContainEqual(expect.objectContaining({ kind: 'blackening' }));
  });

  it('DET-17: a blackening cast on the detective himself is reported in any case', () => {
    const g = new Game(STANDARD);
    g.to('evening');
    g.ok('Maf2', 'rumour', ['Det']);
    g.night(1);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'blackening', target: 'Det', side: 'mafia' });
  });
});
