import { z } from 'zod';

/**
 * An intent's options: plain JSON under named keys (a mode, a role, or a whole structure such as
 * russian-extended's night notes `{ notes: [...] }`). The ruleset validates the content; here only
 * the shape and the size are bounded.
 */
export const intentOptions = z
  .record(z.string().max(64), z.json())
  .refine((value) => JSON.stringify(value).length <= 20_000, { message: 'options-too-large' });
