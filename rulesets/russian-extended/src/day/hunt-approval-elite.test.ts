import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../test/helpers';

const elite = (id: string, role: string): SeatSetup => ({ id, name: id, role: 'citizen', faction: 'red', modifiers: [], attributes: { elite: role } });

describe('WH-C3b, EL-1: elite roles are not counted in the hunt approval', () => {
  it('the agent, the mason and the servant may not approve; half of the twelve main players pass it', () => {
    const g = new Game([], {}, 'hunt-elite', [...seats(STANDARD), elite('Agt', 'agent'), elite('Mas', 'mason'), { ...elite('Ser', 'servant'), attributes: { elite: 'servant', master: 'Doc' } }]);
    g.night(1);
    g.to('hunt-approval');
    for (const seat of ['Agt', 'Mas', 'Ser']) expect(g.vote(seat, 'hunt-approval', 'yes')).toMatchObject({ ok: false, rejection: { code: 'not-a-voter' } });
    for (const seat of ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act']) expect(g.vote(seat, 'hunt-approval', 'yes')).toMatchObject({ ok: true });
    g.closeStep();
    expect(g.lastPublic('day.hunt-approved')).toEqual({});
  });
});
