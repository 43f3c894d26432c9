import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

/** Part 3 §2.7: the Faceless holding a civilian role (F.27). */
function facelessHolding(role: string): Game {
  const grey: SeatSetup = { id: 'Fac', name: 'Fac', role, faction: 'grey', modifiers: [], attributes: {} };
  return new Game([], {}, 'faceless-held', [...seats(STANDARD), grey]);
}

describe('Civilian roles held by the Faceless (part 3 §2.7)', () => {
  it('FH.1: the Faceless hero saves any player, a black too: his lynch is cancelled and the hero lives', () => {
    const g = facelessHolding('hero');
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.morning();
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', seat.id === 'Blk' ? 'Doc' : 'Blk');
    g.ok('Fac', 'defend', ['Blk']);
    g.closeStep();
    expect(g.dead()).toEqual([]);
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Blk' }]);
  });
});
