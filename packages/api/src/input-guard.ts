/**
 * What every procedure's raw input must be before its zod schema sees it (issue #13, fuzzing):
 * no NUL (PostgreSQL refuses it in text and jsonb, which surfaced as a 500), no lone UTF-16
 * surrogate (not encodable as UTF-8: the same), and no nesting deeper than `MAX_INPUT_DEPTH`
 * (every input of this API is at most a few levels deep; a deep one cost stack and time in
 * `JSON.stringify` and the schema). Iterative, so a pathological input cannot overflow the stack.
 */
export const MAX_INPUT_DEPTH = 32;

/** NUL, or a surrogate that is not half of a pair (the `u` flag reads pairs as one code point). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused here
const FORBIDDEN = /[\u0000\p{Cs}]/u;

export type InputProblem = 'input-characters' | 'input-too-deep';

export function inputProblem(input: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (FORBIDDEN.test(value)) return 'input-characters';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return 'input-too-deep';
    const entries = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    if (!Array.isArray(value)) {
      for (const key of Object.keys(value as Record<string, unknown>)) if (FORBIDDEN.test(key)) return 'input-characters';
    }
    for (const entry of entries) stack.push({ value: entry, depth: depth + 1 });
  }
  return null;
}
