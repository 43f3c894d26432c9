import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';

/** The Joker holding the investigator's role; a lawyer checks; no commissar or detective (INV-5). */
const TABLE: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Law', 'lawyer'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Maf1', 'citizen', 'mafia'],
  ['Maf2', 'citizen', 'mafia'],
  ['Man', 'citizen', 'maniac'],
  ['Jok', 'investigator', 'joker'],
];

describe('K.13 (N-INV.2): a werewolf who kills through a civilian role loses his peacefulness immediately', () => {
  it('a check later that same night shows him black', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jok', 'vigilante', ['Man']);
    g.ok('Law', 'check', ['Jok']);
    g.morning();
    expect(g.alive('Man')).toBe(false);
    expect(g.results('Law')).toContainEqual({ kind: 'check', target: 'Jok', colour: 'black' });
  });

  it('a shot that killed nobody leaves him red', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Man']);
    g.ok('Jok', 'vigilante', ['Man']);
    g.ok('Law', 'check', ['Jok']);
    g.morning();
    expect(g.results('Law')).toContainEqual({ kind: 'check', target: 'Jok', colour: 'red' });
  });
});
