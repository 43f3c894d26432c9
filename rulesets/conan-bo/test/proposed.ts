/**
 * The scenario syntax first proposed for this ruleset's files (docs/scenarios.md, "Additions for
 * conan-bo"), now in the runner. The tests still take it out of each file, check the rest against
 * `@mafia/scenario`'s schema, and check these parts against the stricter schemas below.
 */
import { noticeSchema } from '@mafia/scenario';
import { z } from 'zod';

const text = z.string().min(1);
const jsonObject = z.record(z.string(), z.json());

/** `host: [{ command: edit-will, target, text }]`: the host replaces a will before it is revealed (CB-11, CB-D22.4). */
export const editWillSchema = z.strictObject({ command: z.literal('edit-will'), target: text, text: z.string() });

/** `expect.absent`: nothing in the span matches any listed item (a notice, a seat's result, a status held at the end). */
export const absentSchema = z
  .strictObject({
    notices: z.array(noticeSchema).optional(),
    results: z.record(z.string(), z.array(jsonObject)).optional(),
    statuses: z.record(z.string(), z.array(text)).optional(),
  })
  .refine((a) => Object.keys(a).length > 0, { message: '`absent` needs at least one list' });

/** `expect.deadCount`: exactly this many seats died in the span (for seeded random targets). */
export const deadCountSchema = z.number().int().min(0);

/** `expect.views`: what one viewer's view shows: per seat, exactly these status ids (`viewer`: a seat, `host` or `public`). */
export const viewsSchema = z.record(z.string(), z.strictObject({ statuses: z.record(z.string(), z.array(text)) }));

export type ProposedKind = 'edit-will' | 'absent' | 'deadCount' | 'views';

export interface ProposedUse {
  kind: ProposedKind;
  /** Where in the file, as `phases[3].expect.views`. */
  path: string;
  value: unknown;
}

export interface SplitScenario {
  /** The file without its proposed syntax: what `@mafia/scenario` can already parse. */
  standard: unknown;
  proposed: ProposedUse[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const EXPECT_KEYS: ReadonlyArray<Exclude<ProposedKind, 'edit-will'>> = ['absent', 'deadCount', 'views'];

/** Separates the proposed syntax from the rest of a parsed scenario file (the input is not modified). */
export function splitProposed(raw: unknown): SplitScenario {
  const proposed: ProposedUse[] = [];
  if (!isRecord(raw) || !Array.isArray(raw['phases'])) return { standard: raw, proposed };
  const phases = raw['phases'].map((phase: unknown, p) => {
    if (!isRecord(phase)) return phase;
    const copy: Record<string, unknown> = { ...phase };
    if (Array.isArray(phase['host'])) {
      const kept: unknown[] = [];
      // edit-will joined the scenario schema (packages/scenario host commands): no longer proposed.
      phase['host'].forEach((entry: unknown) => kept.push(entry));
      if (kept.length > 0) copy['host'] = kept;
      else delete copy['host'];
    }
    const expect = phase['expect'];
    if (isRecord(expect)) {
      const rest: Record<string, unknown> = { ...expect };
      for (const key of EXPECT_KEYS) {
        if (!(key in rest)) continue;
        proposed.push({ kind: key, path: `phases[${p}].expect.${key}`, value: rest[key] });
        delete rest[key];
      }
      copy['expect'] = rest;
    }
    return copy;
  });
  return { standard: { ...raw, phases }, proposed };
}

/** Schema problems of one proposed use, as readable lines. */
export function proposedProblems(use: ProposedUse): string[] {
  const schema = { 'edit-will': editWillSchema, absent: absentSchema, deadCount: deadCountSchema, views: viewsSchema }[use.kind];
  const parsed = schema.safeParse(use.value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${use.path}.${issue.path.join('.')}: ${issue.message}`);
}
