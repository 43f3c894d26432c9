import type { FactionId, GameResult, GameState } from '@mafia/kernel';

function wins(state: GameState, faction: FactionId, reason: string): GameResult {
  return { factions: [faction], seats: state.seats.filter((s) => s.faction === faction && !s.removed).map((s) => s.id), reason };
}

/**
 * Seed 001 rule 8, the 50% rule: the game ends "if the remaining mafia outnumber the town, IE, the
 * town can't get enough votes in to cause a lynch". With n alive and m mafia the town alone holds
 * n − m votes against a majority of floor(n/2)+1, which fails exactly when 2m ≥ n: parity ends it.
 * The town wins when no mafia (and no cult) is left; the cult wins by the same 50% rule.
 */
export function checkWin(state: GameState): GameResult | null {
  // One pass over the seats, no lists: this runs at every step's end and every elimination.
  let alive = 0;
  let mafia = 0;
  let cult = 0;
  for (const s of state.seats) {
    if (!s.alive || s.removed) continue;
    alive += 1;
    if (s.faction === 'mafia') mafia += 1;
    else if (s.faction === 'cult') cult += 1;
  }
  if (mafia === 0 && cult === 0) return wins(state, 'town', 'no-mafia-left');
  if (mafia > 0 && mafia * 2 >= alive) return wins(state, 'mafia', 'fifty-percent-rule');
  if (cult > 0 && cult * 2 >= alive) return wins(state, 'cult', 'fifty-percent-rule');
  return null;
}

/** Seed 001 rule 7: "half of the remaining number of players + 1 rounded down". */
export const majorityOf = (alive: number): number => Math.floor(alive / 2) + 1;
