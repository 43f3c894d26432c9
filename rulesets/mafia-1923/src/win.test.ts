import { emptyState, type GameState, type Seat } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { decideWinner } from './win';

/** `A1m` = mafia; `+` alive, `-` dead, `x` exiled. */
function state(spec: string): GameState {
  const seats: Seat[] = spec.split(' ').map((token) => {
    const [, id = '', mafia, mark] = /^([A-Z]\d+)(m?)([+\-x])$/.exec(token) ?? [];
    return {
      id,
      name: id,
      role: mafia ? 'mafia-member' : 'townsperson',
      faction: mafia ? 'mafia' : 'civilian',
      modifiers: [],
      alive: mark !== '-',
      ...(mark === 'x' ? { removed: true } : {}),
      statuses: [],
      attributes: { family: id[0] === 'A' ? 'Alpha' : id[0] === 'B' ? 'Beta' : 'Gamma' },
    };
  });
  return { ...emptyState(), seats };
}

describe('Goal (after Day 5)', () => {
  it.each([
    ['half of the Mafia alive: the Mafia wins, dead members too', 'A1+ A2m+ B1+ B2m- G1+', ['mafia'], ['A2m', 'B2m']],
    ['exiled Mafia Members count as not living and never win', 'A1+ A2mx B1+ B2m+ B3m+ B4m- G1+', ['mafia'], ['B2m', 'B3m', 'B4m']],
    ['less than half: the cleared family with most civilians alive wins, its dead civilians too', 'A1+ A2+ A3- A4m- B1+ B2m+ B3m- B4m- G1+ G2m+', ['civilian'], ['A1', 'A2', 'A3']],
    ['ties: all tied families win', 'A1+ A2m- B1+ B2m- G1+ G2m+ G3m- G4m- G5m-', ['civilian'], ['A1', 'B1']],
    ['exiled civilians of a winning family do not win; a family with a living Mafia Member cannot', 'A1+ A2x A3m- B1+ B2+ B3+ B4m+ B5m- B6m- B7m-', ['civilian'], ['A1']],
  ])('%s', (_rule, spec, factions, seats) => {
    const result = decideWinner(state(spec));
    expect(result.factions).toEqual(factions);
    expect(result.seats.sort()).toEqual(seats.map((s) => s.replace('m', '')).sort());
  });
});
