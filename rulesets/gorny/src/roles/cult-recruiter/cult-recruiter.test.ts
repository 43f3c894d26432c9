import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

const factionOf = (game: ReturnType<typeof newGame>, seat: string) => game.state.seats.find((s) => s.id === seat)?.faction;

describe.each(methods)('cult recruiter, %s resolution', (resolution) => {
  it.each([
    { lines: ['CR recruit T1'], died: [], faction: 'cult' },
    { lines: ['CR recruit T1', 'Vig kill T1'], died: ['T1'], faction: 'town' },
    { lines: ['CR recruit T1', 'Vig kill T1', 'Doc protect T1'], died: [], faction: 'cult' },
    { lines: ['CR recruit T1', 'RB block CR'], died: [], faction: 'town' },
  ])('$lines → died $died, T1 plays for $faction', ({ lines, died, faction }) => {
    const game = newGame('CR:cult-recruiter Vig:vigilante Doc:doctor RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
    expect(factionOf(game, 'T1')).toBe(faction);
  });

  it('the recruit is told, and a cop then reads them as not mafia', () => {
    const game = newGame('CR:cult-recruiter Cop:cop', { resolution });
    night(game, ['CR recruit T1']);
    expect(game.state.notices.some((n) => n.key === 'notices.recruited' && n.audience.to === 'seat' && n.audience.seat === 'T1')).toBe(true);
    expect(night(game, ['Cop investigate T1']).results('Cop')).toEqual([{ kind: 'investigation', target: 'T1', value: 'not-mafia' }]);
  });
});
