import { describe, expect, it } from 'vitest';
import { Game } from '../../test/helpers';

/** No commissar or detective, so the investigator may shoot (INV-5); a civilian killer tonight. */
const MERCENARY_TABLE: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Inv', 'investigator'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Red5', 'citizen'],
  ['Maf1', 'citizen', 'mafia'],
  ['Maf2', 'citizen', 'mafia'],
  ['Man', 'citizen', 'maniac'],
  ['Mer', 'citizen', 'mercenary'],
];

const YAKUZA_TABLE: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Inv', 'investigator'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Red5', 'citizen'],
  ['Maf1', 'citizen', 'mafia'],
  ['Maf2', 'citizen', 'mafia'],
  ['Yak1', 'citizen', 'yakuza'],
  ['Yak2', 'citizen', 'yakuza'],
];

describe('K.5 (part 3 l.121): an insurance activated through a saved victim acts after every civilian killer', () => {
  it('the contract\'s victim saved: the investigator kills the mafioso first, whose own shot never fires', () => {
    const g = new Game(MERCENARY_TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Maf2', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Inv', 'vigilante', ['Maf2']);
    g.morning();
    expect(g.dead()).toEqual(['Maf2']);
  });

  it('reading K-A7: the investigator kills the mafia\'s own target first: the follow-up meets a corpse and the shot stays in reserve', () => {
    const g = new Game(MERCENARY_TABLE);
    g.night(1);
    const before = g.bank('mafia');
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Maf2', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Inv', 'vigilante', ['Red2']);
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
    expect(g.results('Inv')).toContainEqual(expect.objectContaining({ kind: 'victim-team', target: 'Red2' }));
    expect(g.bank('mafia')).toBe(before + 1);
  });

  it('the contract blocked (no saved victim): the mafia\'s own shot keeps its place before the investigator', () => {
    const g = new Game(MERCENARY_TABLE);
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Blo', 'block', ['Mer'], { mode: 'arrest' });
    g.ok('Maf2', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Inv', 'vigilante', ['Maf2']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Maf2', 'Red2']);
  });

  it('yakuza r.13: the cross-pair insurance after a saved victim fires after the investigator, who kills the insurer first', () => {
    const g = new Game(YAKUZA_TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red3'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Red3']);
    g.ok('Yak1', 'insure', ['Red4']);
    g.ok('Inv', 'vigilante', ['Yak1']);
    g.morning();
    expect(g.dead()).toEqual(['Yak1']);
  });
});
