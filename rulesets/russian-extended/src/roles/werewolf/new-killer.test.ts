import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';

/** Two werewolves as the only blacks among six reds. */
const table = (a: string, b: string): Array<[string, string, string?]> => [
  ['W1', 'citizen', a],
  ['W2', 'citizen', b],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Red5', 'citizen'],
  ['Red6', 'citizen'],
];

describe('The new killer of a werewolf pair (part 4 EXT-3)', () => {
  it.each([
    { pair: ['joker', 'executor'], killer: 'W1', rule: 'EXT-3c: Joker before Executor' },
    { pair: ['executor', 'joker'], killer: 'W2', rule: 'EXT-3c: Joker before Executor, whatever the seat' },
    { pair: ['poisoner', 'executor'], killer: 'W2', rule: 'EXT-3c: Executor before a Poisoner who can still poison' },
    { pair: ['poisoner', 'joker'], killer: 'W2', rule: 'EXT-3c: Joker before a Poisoner who can still poison' },
  ])('$rule', ({ pair, killer }) => {
    const g = new Game(table(pair[0] as string, pair[1] as string));
    g.night(1);
    const other = killer === 'W1' ? 'W2' : 'W1';
    expect(g.act(other, 'shoot', ['Red1'])).toMatchObject({ ok: false });
    expect(g.act(killer, 'shoot', ['Red1'])).toMatchObject({ ok: true });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('EXT-3b: a Poisoner whose poisoning was realised becomes the killer', () => {
    const g = new Game(table('poisoner', 'executor'));
    g.night(1);
    g.ok('W1', 'poison', ['Red1']);
    g.morning();
    g.lynch('Red6');
    g.night(2);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.lynch('Red5');
    g.night(3);
    expect(g.act('W2', 'shoot', ['Red2'])).toMatchObject({ ok: false });
    expect(g.act('W1', 'shoot', ['Red2'])).toMatchObject({ ok: true });
  });
});
