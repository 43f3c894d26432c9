// INF-2 with ACT-7: the detective role's data handed to an active citizen who takes it over.
import type { GameState, JsonObject } from '@mafia/kernel';

/**
 * The results the detective's own moves produce (DET-2..DET-18): tracking, the role check, the role
 * request, a killed player's colour, the delayed negative-move proof, blackenings and visitors.
 * Other roles' effects on the holder (an attempt, a drug, a block notice) are not role data (INF-2).
 */
const DETECTIVE_RESULT_KINDS = ['track', 'role', 'request', 'colour', 'negative-move', 'blackening', 'visitors', 'visitor-roles'];

/** INF-2: "the role's moves, their results and the data it holds": each result the holder received, with its night. */
export function detectiveRoleResults(state: GameState, from: string): JsonObject[] {
  const own = state.notices.filter((n) => n.audience.to === 'seat' && n.audience.seat === from && n.result !== undefined);
  // What he himself inherited with the role comes first (an heir of an heir).
  const inherited = own
    .filter((n) => n.result?.kind === 'role-data' && n.result['role'] === 'detective' && Array.isArray(n.result['results']))
    .flatMap((n) => n.result?.['results'] as JsonObject[]);
  const results = own
    .filter((n) => DETECTIVE_RESULT_KINDS.includes(String(n.result?.kind)))
    .map((n) => ({ night: n.phase.kind === 'night' ? n.phase.number : n.phase.number - 1, ...(n.result as JsonObject) }));
  return [...inherited, ...results];
}
