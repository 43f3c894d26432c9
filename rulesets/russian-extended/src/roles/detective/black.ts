// The Detective held by a black (part 3 §3.2, l.86) or by the Faceless (FC.1): N-DET.1 — he tracks
// the civilian and the negative moves at once, the Investigator gets the standard result; N-DET.2..
// N-DET.5 — he may substitute what the Investigator is passed in the morning.
import type { Intent, JsonObject, Rejection, Seat } from '@mafia/kernel';
import { z } from 'zod';
import { GREY, isBlack } from '../../model';

/** A black holder or the Faceless plays the detective's negative block (l.86, FC.1). */
export const playsBlackDetective = (seat: Seat): boolean => isBlack(seat) || seat.faction === GREY;

const seats = z.array(z.string().min(1)).max(12);

/**
 * N-DET.2: "may tell the host in advance the target's location or the result of a role request that
 * will be passed to the investigator in the morning" — `visited` for a track (`[]`: stayed home),
 * `nights` for a role request; `blackening` the side (or `none`) of a blackening copy (N-DET.5 limits
 * it). N-DET.3: `if` — only when the real result visited exactly these places. Contract §6 names no
 * option for it: the `detect` option `substitute` (reading N-DET A1, README "Interpretations").
 */
export const detectiveSubstituteSchema = z
  .object({
    visited: seats.optional(),
    nights: z.array(z.object({ night: z.number().int().min(1), visited: seats }).strict()).max(20).optional(),
    blackening: z.enum(['mafia', 'maniac', 'joker', 'none']).optional(),
    if: z.object({ visited: seats }).strict().optional(),
  })
  .strict();
export type DetectiveSubstitute = z.infer<typeof detectiveSubstituteSchema>;

export function validateDetectiveSubstitute(actor: Seat, intent: Intent): Rejection | null {
  const raw = intent.options?.['substitute'];
  if (raw === undefined) return null;
  if (!playsBlackDetective(actor)) return { code: 'not-a-black-detective' };
  const parsed = detectiveSubstituteSchema.safeParse(raw);
  if (!parsed.success) return { code: 'bad-substitute' };
  const mode = intent.options?.['mode'];
  const sub = parsed.data;
  // A track substitutes a place, a request its nights; the blackening goes with a track (DET-16).
  if (mode === 'role' || (mode === 'track' && sub.nights !== undefined) || (mode === 'request' && (sub.visited !== undefined || sub.blackening !== undefined))) return { code: 'bad-substitute' };
  return null;
}

export const substituteOf = (intent: Intent): DetectiveSubstitute | null => {
  const parsed = detectiveSubstituteSchema.safeParse(intent.options?.['substitute']);
  return parsed.success ? parsed.data : null;
};

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** What the Investigator is passed for a black detective's move that ran (`res` is the standard result). */
export interface InvestigatorCopy {
  result: JsonObject;
  /** The blackening side passed a night later (DET-16, DET-18), or null for none. */
  blackening: string | null;
}

/**
 * N-DET.2..N-DET.5. N-DET.3: a condition on the real `visited`. N-DET.4: no substitution when the
 * move failed (the caller passes only moves that ran), nor a substituted visit when "the target
 * physically could not have made it" (`targetMoved` false: no move of his ran tonight). N-DET.5: a
 * blackening "could not have been obtained because of colour checkers" (`obtainable` false) is
 * neither passed nor substituted.
 */
export function investigatorCopy(actor: Seat, intent: Intent, res: JsonObject, facts: { targetMoved: boolean; blackening: string | null; obtainable: boolean }): InvestigatorCopy {
  const real: InvestigatorCopy = { result: res, blackening: facts.obtainable ? facts.blackening : null };
  const sub = playsBlackDetective(actor) ? substituteOf(intent) : null;
  if (!sub) return real;
  const visited = Array.isArray(res['visited']) ? (res['visited'] as string[]) : null;
  if (sub.if && (visited === null || !sameSet(visited, sub.if.visited))) return real;
  let result = res;
  if (res['kind'] === 'track' && sub.visited !== undefined && (sub.visited.length === 0 || facts.targetMoved)) result = { ...res, visited: [...sub.visited].sort() };
  if (res['kind'] === 'request' && sub.nights !== undefined) result = { ...res, nights: sub.nights };
  const blackening = sub.blackening === undefined || !facts.obtainable ? real.blackening : sub.blackening === 'none' ? null : sub.blackening;
  return { result, blackening };
}
