import type { ForumPlayer, Phase, PhaseRef } from '../types';

/** Milliseconds of an ISO instant; a malformed instant is a caller bug (edges validate, see parseThreadExport). */
export function instant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`forum: not an ISO instant: ${iso}`);
  return ms;
}

export function samePhase(a: PhaseRef, b: PhaseRef): boolean {
  return a.kind === b.kind && a.number === b.number;
}

/** The phase an instant falls in (`startsAt <= t < endsAt`), if any. */
export function phaseAt(phases: readonly Phase[], at: number): Phase | undefined {
  return phases.find((phase) => instant(phase.startsAt) <= at && at < instant(phase.endsAt));
}

/**
 * When a player stops being alive: the exact `at` of a mid-phase elimination (a mod kill),
 * otherwise the end of the phase they were eliminated in (a day's vote resolves at its end).
 */
export function deadFrom(player: ForumPlayer, phases: readonly Phase[]): number {
  const elimination = player.elimination;
  if (elimination === undefined) return Number.POSITIVE_INFINITY;
  if (elimination.at !== undefined) return instant(elimination.at);
  const phase = phases.find((candidate) => samePhase(candidate, elimination.phase));
  if (phase === undefined) {
    throw new RangeError(`forum: ${player.id} was eliminated in ${elimination.phase.kind} ${elimination.phase.number}, which is not in the timeline`);
  }
  return instant(phase.endsAt);
}

export function isAliveAt(player: ForumPlayer, phases: readonly Phase[], at: number): boolean {
  return deadFrom(player, phases) > at;
}

/** Seed 001 rule 7: "half of the remaining number of players + 1 rounded down". */
export function majorityOf(alive: number): number {
  return Math.floor(alive / 2) + 1;
}
