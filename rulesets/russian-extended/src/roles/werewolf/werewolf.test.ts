import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { isWerewolf, WEREWOLF_KILLS, WEREWOLF_ROLES } from '.';

/** The standard table with the werewolf slot held by the Poisoner (part 2 §4.5). */
const POISONER: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Poi', role, 'poisoner'] : [name, role, negative]));
/** A small table where the Poisoner is the last black but one: lynch Blk and he takes a gun (r.11). */
const LONE: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Com', 'commissar'],
  ['Det', 'detective'],
  ['Jou', 'journalist'],
  ['Act', 'active-citizen'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Blk', 'citizen', 'none'],
  ['Poi', 'citizen', 'poisoner'],
];

describe('werewolf mechanics (G1, CHK-7)', () => {
  it('G1: the werewolves are the six overlays contract §7 names; the mafia, maniac, yakuza and boss\'s son are not', () => {
    expect([...WEREWOLF_ROLES].sort()).toEqual(['executor', 'geisha', 'imitator', 'joker', 'mercenary', 'poisoner']);
    const seat = (negative: string, faction = 'black') => ({ id: 'x', role: 'citizen', faction, alive: true, removed: false, statuses: [], attributes: { negative } }) as never;
    expect(isWerewolf(seat('poisoner'))).toBe(true);
    for (const other of ['mafia', 'maniac', 'yakuza', 'boss-son', 'none']) expect(isWerewolf(seat(other))).toBe(false);
    expect(isWerewolf(seat('poisoner', 'red'))).toBe(false);
  });

  it('CHK-7: a werewolf who never killed checks red (commissar, investigator) and his verification shows black', () => {
    const g = new Game(POISONER);
    g.night(1);
    g.ok('Com', 'check', ['Poi']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Poi', colour: 'red' });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Poi', colour: 'red' });
    g.lynch('Red2');
    g.to('evening');
    g.ok('Com', 'verify', ['Poi']);
    g.night(2);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Poi', colour: 'black' });
  });

  it('a poison death is no kill (poisoner r.12 "classic"): the poisoner still checks red', () => {
    const g = new Game(POISONER);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.night(2);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.lynch('Red2');
    g.night(3);
    g.ok('Com', 'check', ['Poi']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Poi', colour: 'red' });
    expect(g.state.data[WEREWOLF_KILLS]).toBeUndefined();
  });

  it('checked the night of his first kill he shows black, and black from then on; the record is the host\'s', () => {
    const g = new Game(LONE);
    g.night(1);
    g.morning();
    g.lynch('Blk');
    g.night(2);
    g.ok('Poi', 'shoot', ['Red1']);
    g.ok('Com', 'check', ['Poi']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Poi', colour: 'black' });
    expect(g.state.data[WEREWOLF_KILLS]).toMatchObject({ value: { Poi: 2 }, audience: { to: 'host' } });
    g.lynch('Red3');
    g.night(3);
    // JOU-4: after his kill the journalist sees him black too (JOU-3: no commissar check on him tonight).
    g.ok('Jou', 'compare', ['Poi', 'Red2']);
    g.morning();
    expect(g.results('Jou')).toContainEqual(expect.objectContaining({ kind: 'comparison', outcome: 'different' }));
  });

  it('JOU-4: for the journalist a werewolf before his first kill has a red\'s colour', () => {
    const g = new Game(LONE);
    g.night(1);
    g.ok('Jou', 'compare', ['Poi', 'Red2']);
    g.morning();
    expect(g.results('Jou')).toContainEqual(expect.objectContaining({ kind: 'comparison', outcome: 'same' }));
  });
});
