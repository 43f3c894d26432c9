import { z } from 'zod';

const HOUR = 3_600_000;

/**
 * The host's choices for one game (seed 001 rule 12: day and night length and the starting
 * phase; rule 13: posts per day; rule 2: what a night post costs; the "This game is" rating;
 * Part 2: which method resolves the night).
 */
export const settings = z.object({
  /** Seed 001, Part 2: method 1 (simple, in the written order) or method 2 (Reasonable Action Resolution). */
  resolution: z.enum(['rar', 'simple']).default('rar'),
  /** Seed 001 rule 12: "This game will start with a ___ (Day Phase or Night Phase)". */
  firstPhase: z.enum(['day', 'night']).default('night'),
  /** Seed 001 rule 12: "The Day lasts ___ hours and night lasts ___ hours" (milliseconds here). */
  dayLength: z.number().int().positive().default(48 * HOUR),
  nightLength: z.number().int().positive().default(24 * HOUR),
  /**
   * RAR default ruling "a player cannot self-target"; method 1's example has a cop investigating
   * himself. `by-method` forbids it under RAR and allows it under the simple method.
   */
  selfTarget: z.enum(['by-method', 'forbidden', 'allowed']).default('by-method'),
  /** Seed 001 rule 2: "it will be up to the game mod" (flag); "repeated posts ... will result in a mod kill". */
  nightPostPolicy: z.enum(['flag', 'modkill-on-repeat', 'modkill']).default('flag'),
  /** Seed 001 rule 13: at least ___ posts per day phase; 0 turns the check off. */
  minPostsPerDay: z.number().int().min(0).default(0),
  /** Seed 001 "This game is:" 1 (Normal) … 6 (A Gorny Game), shown to every player. */
  normality: z.number().int().min(1).max(6).default(1),
  /** Hold the night's results for the host to review before the day starts (Part 2, method 1: "resolve ... before the day starts"). */
  hostReview: z.boolean().default(false),
  /** Last wills (README, Interpretations: the rules are silent; forum games commonly offer them). Off by default. */
  lastWills: z.boolean().default(false),
});

export type GornySettings = z.infer<typeof settings>;

export function resolutionOf(s: Record<string, unknown>): 'rar' | 'simple' {
  return s['resolution'] === 'simple' ? 'simple' : 'rar';
}
