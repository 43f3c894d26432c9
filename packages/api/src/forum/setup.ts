import { FORUM_ENGINES, type ForumPlayer, type Phase } from '@mafia/forum';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '@mafia/i18n';
import type { GameState } from '@mafia/kernel';
import { z } from 'zod';

const name = z.string().trim().min(1).max(64);
const instant = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)), 'invalid-instant');

export const forumPhase = z
  .object({ kind: z.enum(['day', 'night']), number: z.number().int().min(0).max(1_000), startsAt: instant, endsAt: instant })
  .refine((phase) => Date.parse(phase.startsAt) < Date.parse(phase.endsAt), 'phase-ends-before-it-starts');

/**
 * The timeline: phases in order, none overlapping (a post belongs to at most one phase). The
 * host adds each phase as the thread's host opens it (docs/forum-games.md).
 */
export const forumTimeline = z
  .array(forumPhase)
  .max(400)
  .refine((phases) => phases.every((phase, i) => i === 0 || Date.parse(phases[i - 1]?.endsAt ?? '') <= Date.parse(phase.startsAt)), 'phases-overlap-or-out-of-order');

export const forumPlayer = z.object({
  /** The forum user name, exactly as the thread shows it. */
  name,
  /** Nicknames the host accepts in votes (seed 001 rule 6 "avoid nicknames": anything else is `unknown-name`). */
  aliases: z.array(name).max(10).default([]),
  /** The role the host dealt on the forum; when every player has one, the deal follows them. */
  role: z.string().min(1).max(64).optional(),
});

/** What the host gives for a game played on an external forum (issue #23). */
export const forumSetupInput = z.object({
  players: z.array(forumPlayer).min(1).max(100),
  /** Forum names of the thread's hosts: their posts never vote and are never flagged. */
  hosts: z.array(name).max(10).default([]),
  phases: forumTimeline.default([]),
  /** Posts each living player must make per day (seed 001 rule 13); absent: no activity check. */
  minPosts: z.number().int().min(0).max(1_000).optional(),
  /** The forum's display zone for engines that print local times without one (uCoz). */
  utcOffset: z.string().regex(/^[+-]\d\d:\d\d$/, 'utc-offset').optional(),
  engine: z.enum(FORUM_ENGINES).optional(),
  /** The thread's language: the host's posts are written in it (a Russian ruleset's forum writes Russian). */
  language: z.enum(LANGUAGE_CODES).default(SOURCE_LANGUAGE),
});
export type ForumSetupInput = z.input<typeof forumSetupInput>;

/** The stored setup: players in seat order, seat `s1` is `players[0]`. */
export type ForumSetup = z.output<typeof forumSetupInput>;

export const seatIdOf = (index: number): string => `s${index + 1}`;

/** Reads a stored setup back; a row that no longer parses is a bug (it was parsed when stored). */
export function parseStoredSetup(json: unknown): ForumSetup {
  return forumSetupInput.parse(json);
}

export function timelineOf(setup: ForumSetup): Phase[] {
  return setup.phases.map((phase) => ({ kind: phase.kind, number: phase.number, startsAt: phase.startsAt, endsAt: phase.endsAt }));
}

/**
 * The thread's players as `@mafia/forum` sees them: seat ids, forum names, the host's aliases, and
 * each elimination from the game's state (the kernel's `eliminatedIn`), so posts after a death are
 * flagged and votes for the dead refused by the same rules the CLI count applies.
 */
export function forumPlayersOf(setup: ForumSetup, state: GameState): ForumPlayer[] {
  return setup.players.map((player, index) => {
    const seat = state.seats.find((s) => s.id === seatIdOf(index));
    const eliminated = seat !== undefined && (!seat.alive || seat.removed === true) && seat.eliminatedIn !== undefined;
    return {
      id: seatIdOf(index),
      name: player.name,
      aliases: player.aliases,
      ...(eliminated && seat.eliminatedIn ? { elimination: { phase: seat.eliminatedIn, ...(seat.eliminationCause ? { cause: seat.eliminationCause.split(':')[0] ?? seat.eliminationCause } : {}) } } : {}),
    };
  });
}
