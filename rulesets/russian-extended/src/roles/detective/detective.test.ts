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
