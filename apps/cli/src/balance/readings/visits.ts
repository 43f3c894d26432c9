// Results that tell who went where (issue #22, `informed`): the kit's tracker and watcher results
// (`{ kind: 'track', target, visited }`, `{ kind: 'watch', target, visitors }`), which Gorny and
// Conan BO (Hakuba's track, the Detective Boys' stakeout) share. A visit to a player found dead that
// morning finds the killer; anything else finds nobody (a visit clears no one).
import type { GameState, PhaseRef } from '@mafia/kernel';
import type { Finding } from './common';

/** The seat died in that phase (found dead that morning). */
const diedIn = (state: GameState, phase: PhaseRef, id: unknown): boolean =>
  state.seats.some((s) => s.id === id && !s.alive && s.eliminatedIn?.kind === phase.kind && s.eliminatedIn.number === phase.number);

/**
 * A track (the tracked player visited a player found dead: his killer) or a watch (the one visitor
 * of a watched player found dead: a lone visitor is the killer; with several, one may be a
 * protector who came too late, so none is named). Null for any other result.
 */
export function visitFinding(result: Readonly<Record<string, unknown>>, seen: { phase: PhaseRef; state: GameState } | undefined): Finding | null {
  const target = result['target'];
  if (seen === undefined || typeof target !== 'string') return null;
  if (result['kind'] === 'track' && Array.isArray(result['visited'])) return result['visited'].some((id) => diedIn(seen.state, seen.phase, id)) ? { target, guilty: true } : null;
  if (result['kind'] === 'watch' && Array.isArray(result['visitors']) && result['visitors'].length === 1 && diedIn(seen.state, seen.phase, target)) {
    const visitor = result['visitors'][0];
    return typeof visitor === 'string' ? { target: visitor, guilty: true } : null;
  }
  return null;
}
