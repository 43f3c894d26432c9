import { z } from 'zod';

const HOUR = 3_600_000;

/** CB-D26 settings: phase lengths (24 h by default), host review, the APTX stock (CB-D19.2). */
export const settingsSchema = z.object({
  nightLength: z.number().int().positive().default(24 * HOUR),
  dayLength: z.number().int().positive().default(24 * HOUR),
  hostReview: z.boolean().default(false),
  /** Absent: one pill per BO seat at the start (CB-36). */
  aptxPills: z.number().int().min(0).optional(),
});

export type ConanSettings = z.infer<typeof settingsSchema>;
