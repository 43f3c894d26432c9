import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { additionalPoisoner, surplusSide } from './additional';
import { poisoningsOf } from './poisonings';

/** The standard table with the Poisoner in the werewolf seat (part 2 §4.5). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Poi', role, 'poisoner'] : [name, role, negative]));

/**
 * The mafia keeps its shots of nights 1 and 3 (two in reserve, one per member, MAF-4, MAF-6); Maf2 is
 * lynched on day 4, so on night 4 the lone mafioso holds two shots he cannot fire at once (r.8).
 */
function surplusNight(): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.morning();
  g.lynch('Act');
  g.night(2);
  g.ok('Man', 'shoot', ['Red1']);
  g.morning();
  g.lynch('Inv');
  g.night(3);
  g.morning();
  expect(g.bank('mafia')).toBe(2);
  g.lynch('Maf2');
  g.night(4);
  return g;
}

describe('Poisoner r.8, r.9: the additional poisoning', () => {
  it('r.8: a shot the blacks cannot fire passes to the Poisoner: he poisons two players beside the one rule, both die the next night', () => {
    const g = surplusNight();
    expect(surplusSide(g.state, 4)).toBe('mafia');
    expect(additionalPoisoner(g.state, 4)).toBe('Poi');
    g.ok('Poi', 'poison', ['Red2', 'Com']);
    g.morning();
    expect(g.bank('mafia')).toBe(1);
    expect(poisoningsOf(g.state).map((p) => [p.victim, p.additional === true])).toEqual([['Red2', false], ['Com', true]]);
    g.lynch('Det');
    g.night(5);
    g.morning();
    expect(g.alive('Red2') || g.alive('Com')).toBe(false);
  });

  it('r.9: the additional poisoning not used: the surviving blacks get an extra shot, the maniac first as a mafioso is dead', () => {
    const g = surplusNight();
    g.ok('Poi', 'poison', ['Red2']);
    g.morning();
    expect(g.bank('mafia')).toBe(1);
    // The maniac's unfired shot of night 4, and the extra one.
    expect(g.bank('maniac')).toBe(2);
  });

  it('without a surplus there is no additional poisoning: a second target is refused', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(additionalPoisoner(g.state, 1)).toBeNull();
    expect(g.act('Poi', 'poison', ['Red2', 'Com'])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
  });

  it('r.9: a black who dies of the poison after the Poisoner\'s death gives the surviving blacks an extra shot (the maniac first: a mafioso is dead)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Maf2']);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    g.lynch('Poi');
    g.night(2);
    g.morning();
    expect(g.alive('Maf2')).toBe(false);
    // The maniac's own unfired shot of night 2 and the extra one; the mafia's bank is as it was.
    expect(g.bank('maniac')).toBe(2);
    expect(g.bank('mafia')).toBe(0);
  });
});
