import type { FormField } from './settings-form';

/**
 * Step durations in the settings form. A cycle step's `duration` names a settings field holding
 * milliseconds (kernel StepSpec); `rulesets.get` lists those fields as `durations`. The form shows
 * them as hours + minutes and submits milliseconds, a positive whole number (the schemas' `int().positive()`).
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** The fields the form shows as hours + minutes: integer number fields the ruleset's cycle names. */
export function durationFields(fields: FormField[], durations: readonly string[] | undefined): Set<string> {
  const named = new Set(durations ?? []);
  return new Set(fields.filter((f) => f.kind === 'number' && f.integer && named.has(f.name)).map((f) => f.name));
}

/**
 * Milliseconds as whole hours and the remaining minutes; a default shorter than a minute (the
 * sandbox's 30 s night) keeps its fraction, so an untouched field submits exactly its default.
 */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const hours = Math.floor(ms / HOUR_MS);
  const minutes = Math.round(((ms - hours * HOUR_MS) / MINUTE_MS) * 1000) / 1000;
  return { hours, minutes };
}

export type DurationProblem = 'not-a-number' | 'negative' | 'hours-not-whole' | 'minutes-over' | 'not-positive';
export type ParsedDuration = { ok: true; ms: number } | { ok: false; problem: DurationProblem };

/** A blank box counts as zero ("2 h" with no minutes); a comma is a decimal separator too. */
function parseBox(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed.replace(/^-/, ''))) return null;
  return Number(trimmed);
}

/** What the two boxes say, as milliseconds, or why it is not a duration a step can have. */
export function parseDuration(hours: string, minutes: string): ParsedDuration {
  const h = parseBox(hours);
  const m = parseBox(minutes);
  if (h === null || m === null || !Number.isFinite(h) || !Number.isFinite(m)) return { ok: false, problem: 'not-a-number' };
  if (h < 0 || m < 0) return { ok: false, problem: 'negative' };
  if (!Number.isInteger(h)) return { ok: false, problem: 'hours-not-whole' };
  if (m >= 60) return { ok: false, problem: 'minutes-over' };
  const ms = Math.round(h * HOUR_MS + m * MINUTE_MS);
  if (ms <= 0) return { ok: false, problem: 'not-positive' };
  return { ok: true, ms };
}
