/**
 * Subset matching for `expect.results` and `expect.rejected`: every field the scenario lists must
 * be present with an equal value; nested objects match as subsets too, arrays must be equal.
 */
export function matchesSubset(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(expected, actual);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesSubset(item, actual[i]));
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const record = actual as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(([key, value]) => Object.hasOwn(record, key) && matchesSubset(value, record[key]));
}

export const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** Stable, readable rendering of values in failure lines. */
export function show(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return `[${value.join(', ')}]`;
  return JSON.stringify(value);
}

/**
 * Whether an expected rejection matches a recorded one: its fields as a subset; `entry` within the
 * phase (`actions[1]`) or as the whole path; `count` is checked over all matches, not here.
 */
export function rejectionMatches(expected: { entry?: string; count?: number } & Record<string, unknown>, actual: { entry: string } & object): boolean {
  const { entry, count: _count, ...fields } = expected;
  if (entry !== undefined && actual.entry !== entry && !actual.entry.endsWith(`.${entry}`)) return false;
  return matchesSubset(fields, actual);
}
