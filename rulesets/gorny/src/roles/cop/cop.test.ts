import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

// Seed 001, method 1: the result "would depend on his role's sanity, which only the game mod knows".
const table = [
  { sanity: 'sane', target: 'M1', value: 'mafia' },
  { sanity: 'sane', target: 'T1', value: 'not-mafia' },
  { sanity: 'insane', target: 'M1', value: 'not-mafia' },
  { sanity: 'insane', target: 'T1', value: 'mafia' },
  { sanity: 'naive', target: 'M1', value: 'not-mafia' },
  { sanity: 'naive', target: 'T1', value: 'not-mafia' },
  { sanity: 'paranoid', target: 'M1', value: 'mafia' },
  { sanity: 'paranoid', target: 'T1', value: 'mafia' },
] as const;

describe('cop', () => {
  describe.each(methods)('with %s resolution', (resolution) => {
    it.each(table)('a $sanity cop investigating $target is told $value', ({ sanity, target, value }) => {
      const game = newGame(`Cop:cop+${sanity}`, { resolution });
      expect(night(game, [`Cop investigate ${target}`]).results('Cop')).toEqual([{ kind: 'investigation', target, value }]);
    });

    it('a cop without a sanity modifier is sane', () => {
      const game = newGame('Cop:cop', { resolution });
      expect(night(game, ['Cop investigate M1']).results('Cop')).toEqual([{ kind: 'investigation', target: 'M1', value: 'mafia' }]);
    });

    it('a blocked cop gets no result', () => {
      const game = newGame('Cop:cop RB:roleblocker', { resolution });
      expect(night(game, ['Cop investigate M1', 'RB block Cop']).results('Cop')).toEqual([]);
    });
  });

  it('never sees its own sanity', () => {
    const game = newGame('Cop:cop+insane');
    const me = game.view({ kind: 'seat', seat: 'Cop' }).seats.find((s) => s.id === 'Cop');
    expect(me?.modifiers).toEqual([]);
    expect(game.view({ kind: 'host' }).seats.find((s) => s.id === 'Cop')?.modifiers).toEqual([{ id: 'insane', hidden: true }]);
  });

  it('may investigate himself under the simple method (method 1, "Noodle investigates Himself") but not under RAR', () => {
    expect(night(newGame('Cop:cop', { resolution: 'simple' }), ['Cop investigate Cop']).results('Cop')).toEqual([
      { kind: 'investigation', target: 'Cop', value: 'not-mafia' },
    ]);
    expect(night(newGame('Cop:cop', { resolution: 'rar' }), ['Cop investigate Cop']).rejected).toMatchObject([{ code: 'self-target-forbidden' }]);
  });

  it('a mafia cop reads a mafia teammate as mafia and may also send the factional kill', () => {
    const game = newGame('Cop:cop/mafia');
    const out = night(game, ['Cop investigate M1', 'Cop factional-kill T1']);
    expect(out.results('Cop')).toEqual([{ kind: 'investigation', target: 'M1', value: 'mafia' }]);
    expect(out.died).toEqual(['T1']);
  });
});
