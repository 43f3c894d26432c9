import { z } from 'zod';

/** Roles a Mafia Member may hold as a second role (the rulebook's list is blank; see README). */
export const DEFAULT_MAFIA_SECOND_ROLES = [
  'boss',
  'butler',
  'drunkard',
  'bumbling-bureaucrat',
  'councilor',
  'pacifist',
  'lawyer',
  'paperboy',
  'witness',
  'court-secretary',
  'detective',
];

const HOUR = 3_600_000;

export const settingsSchema = z.object({
  /** Seed 002, Flow of a Full Day: nighttime 9pm-7am, daytime 9am-7pm. */
  nightLength: z.number().int().positive().default(10 * HOUR),
  dayLength: z.number().int().positive().default(10 * HOUR),
  /** Seed 002, Daytime: "The three (this number is subject to change) families with the most votes". */
  courtFamilies: z.number().int().positive().default(3),
  /** What happens when the Mafia sends no kill: random civilians are attacked, or nothing. */
  missedMafiaKill: z.enum(['random', 'none']).default('random'),
  /**
   * Seed 002, Nighttime: "A Mafia Member chosen by the Moderators will submit their decision".
   * `designated`: only the chosen member may send (default choice: the first Mafia Member in seat
   * order who can act; the host changes it by sending the kill in another member's name).
   * `any`: any Mafia Member may send or replace the kill, the last one counts.
   */
  mafiaSender: z.enum(['designated', 'any']).default('any'),
  mafiaSecondRoles: z.array(z.string()).default(DEFAULT_MAFIA_SECOND_ROLES),
  hostReview: z.boolean().default(false),
});

export type Mafia1923Settings = z.infer<typeof settingsSchema>;
