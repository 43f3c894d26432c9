import { archivePolls, emptyPollArchive, phaseLabel, pollHistoryFor, viewFor, type GameResult, type GameState, type Json, type KernelEvent, type Notice, type PhaseRef, type PollHistory } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';

/** Every seat at the end, its role and faction revealed (issue #21: the game is over, nothing is secret any more). */
export interface EndingSeat {
  id: string;
  name: string;
  role: string;
  faction: string;
  alive: boolean;
  won: boolean;
  eliminatedIn?: PhaseRef;
  eliminationCause?: string;
}

/** One day or night as the public saw it: who died and the public announcements. */
export interface EndingPhase {
  phase: PhaseRef;
  deaths: Array<{ seat: string; cause?: string }>;
  notices: Notice[];
}

/** One night resolution's full trace, as the host reviewed it (the last one per step). */
export interface EndingTrace {
  phase: PhaseRef;
  step: string;
  trace: Json;
}

export interface GameEnding {
  result: GameResult;
  seats: EndingSeat[];
  /** Every phase from the first to the last, oldest first. */
  phases: EndingPhase[];
  /** Every poll as a spectator saw it, by phase step (the vote history's public view). */
  votes: PollHistory;
  /** The night traces, once the host published them; null before. */
  traces: EndingTrace[] | null;
}

const SPECTATOR = { kind: 'spectator' } as const;

/**
 * The end of a finished game from its state and event log, for everyone who may watch it. Roles
 * and factions come from the state (the game is over); deaths, announcements and votes come from
 * the spectator projection, so a removal or a private result stays as private as it was in play.
 */
export function gameEnding(ruleset: Ruleset, state: GameState, events: readonly KernelEvent[], tracesPublished: boolean): GameEnding | null {
  if (!state.result) return null;
  const winners = new Set(state.result.seats);
  const publicView = viewFor(ruleset.runtime, state, SPECTATOR);
  const seats: EndingSeat[] = state.seats.map((seat) => {
    const seen = publicView.seats.find((s) => s.id === seat.id);
    return {
      id: seat.id,
      name: seat.name,
      role: seat.role,
      faction: seat.faction,
      alive: seen?.alive ?? seat.alive,
      won: winners.has(seat.id),
      ...(seen?.eliminatedIn ? { eliminatedIn: seen.eliminatedIn } : {}),
      ...(seen?.eliminationCause ? { eliminationCause: seen.eliminationCause } : {}),
    };
  });
  const byPhase = new Map<string, EndingPhase>();
  const phaseOf = (phase: PhaseRef): EndingPhase => {
    const key = phaseLabel(phase);
    let found = byPhase.get(key);
    if (!found) {
      found = { phase: { kind: phase.kind, number: phase.number }, deaths: [], notices: [] };
      byPhase.set(key, found);
    }
    return found;
  };
  // Every phase the game went through, even a quiet one, in the order the log started them.
  for (const event of events) if (event.type === 'step-started') phaseOf(event.phase);
  for (const seat of seats) if (seat.eliminatedIn) phaseOf(seat.eliminatedIn).deaths.push({ seat: seat.id, ...(seat.eliminationCause ? { cause: seat.eliminationCause } : {}) });
  for (const notice of publicView.notices) phaseOf(notice.phase).notices.push(notice);
  const phases = [...byPhase.values()];
  return {
    result: state.result,
    seats,
    phases,
    votes: pollHistoryFor(archivePolls(emptyPollArchive(), events), SPECTATOR),
    traces: tracesPublished ? tracesOf(events) : null,
  };
}

/** The last resolution the host reviewed for each step (a `resolve-again` replaces the earlier one). */
function tracesOf(events: readonly KernelEvent[]): EndingTrace[] {
  const byStep = new Map<string, EndingTrace>();
  for (const event of events) {
    if (event.type !== 'resolution-pending') continue;
    const { phase, step, trace } = event.pending;
    byStep.set(`${phaseLabel(phase)}:${step}`, { phase, step, trace });
  }
  return [...byStep.values()];
}
