import { describe, expect, it } from 'vitest';
import { GameDriver, nightTable } from '../src';
import { tiny } from '../src/testing';

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'sheriff', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'medic', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
];

describe('nightTable (RuleTester form)', () => {
  it.each(
    nightTable(tiny, [
      { name: 'an unprotected kill lands', seats, lines: ['ann factional-kill dan'], died: ['dan'] },
      { name: 'the medic saves', seats, lines: ['ann factional-kill dan', 'cat protect dan'], died: [] },
      {
        name: 'the sheriff learns the faction',
        seats,
        lines: ['bob investigate ann'],
        died: [],
        results: { bob: [{ kind: 'investigation', target: 'ann', value: 'mafia' }] },
      },
      { name: 'a refused line is reported by code', seats, lines: ['cat protect cat'], rejected: { 'cat protect cat': 'self-target-forbidden' } },
    ]),
  )('$name', ({ run }) => run());

  it('a wrong expectation fails with the difference', () => {
    const [row] = nightTable(tiny, [{ name: 'wrong', seats, lines: ['ann factional-kill dan'], died: ['eve'] }]);
    expect(() => row?.run()).toThrow('wrong: died ["dan"], expected ["eve"]');
  });
});

describe('the driver verbs', () => {
  it('act, alive, endPhase, toNight, publicNotices', () => {
    const game = new GameDriver(tiny, { seats });
    game.mustAct('ann', 'factional-kill', ['eve']);
    expect(game.act('cat', 'protect', ['nobody']).ok).toBe(false);
    game.endPhase();
    expect(game.alive('eve')).toBe(false);
    expect(game.publicNotices('notices.night-deaths').map((n) => n.params['count'])).toEqual([1]);
    game.toNight(2);
    expect(game.state.clock.phase).toEqual({ kind: 'night', number: 2 });
    expect(() => game.mustAct('cat', 'protect', ['cat'])).toThrow(/refused/);
  });
});
