// Hero r.13 (reading Hero A-13) with ACT-7: an active citizen who took the Hero role over.
import type { GameState } from '@mafia/kernel';

/** The seats `seat` took the Hero role over from (ACT-1: the takeover PMs), nearest first. */
export function heroPredecessors(state: GameState, seat: string): string[] {
  return state.notices
    .filter((n) => n.key === 'pm.role-taken-over' && n.audience.to === 'seat' && n.audience.seat === seat && n.params['role'] === 'hero')
    .map((n) => n.params['from'])
    .filter((from): from is string => typeof from === 'string' && from !== seat)
    .reverse();
}

/** Hero r.13: he holds the role as an heir, so the role gives him its night information only. */
export const heroHeir = (state: GameState, seat: string): boolean => heroPredecessors(state, seat).length > 0;
