import { describe, expect, it } from 'vitest';
import { gorny } from '../../index';
import { newGame, night } from '../../../test/play';

describe('treestump ("in effect vanilla and has no night action")', () => {
  it('has exactly the vanilla townie abilities and faction', () => {
    const stump = gorny.role('treestump');
    const vanilla = gorny.role('vanilla');
    expect([stump.faction, stump.abilities]).toEqual([vanilla.faction, vanilla.abilities]);
  });

  it('cannot act at night but votes by day', () => {
    const game = newGame('Ankeli:treestump');
    expect(night(game, ['Ankeli visit T1']).rejected).toMatchObject([{ code: 'unknown-ability' }]);
    expect(game.dispatch({ type: 'cast-ballot', seat: 'Ankeli', poll: 'lynch', targets: ['M1'] }).ok).toBe(true);
  });
});
