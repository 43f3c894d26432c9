import { describe, expect, it } from 'vitest';
import { newGame, night } from '../../../test/play';

describe('vanilla', () => {
  it('has no night action', () => {
    const game = newGame('Zarn:vanilla');
    expect(game.available('Zarn').filter((c) => c.type === 'submit-intent')).toEqual([]);
    expect(night(game, ['Zarn investigate T1']).rejected).toMatchObject([{ code: 'unknown-ability' }]);
  });

  it('votes and counts for the town', () => {
    const game = newGame('Zarn:vanilla', { firstPhase: 'day' });
    expect(game.dispatch({ type: 'cast-ballot', seat: 'Zarn', poll: 'lynch', targets: ['M1'] }).ok).toBe(true);
    expect(game.state.seats.find((s) => s.id === 'Zarn')?.faction).toBe('town');
  });
});
