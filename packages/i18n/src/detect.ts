/**
 * Which language to show: an explicit choice (the switcher, persisted), then `?lng=` in the
 * address, then the browser's preferred languages, then English. Pure: the client passes what
 * it read from localStorage, the URL and `navigator.languages`.
 */
export interface DetectionInput {
  stored?: string | null;
  query?: string | null;
  navigator?: readonly string[];
}

export function matchLanguage(candidate: string | null | undefined, supported: readonly string[]): string | null {
  if (!candidate) return null;
  const exact = supported.find((code) => code.toLowerCase() === candidate.toLowerCase());
  if (exact) return exact;
  const base = candidate.split('-')[0]?.toLowerCase();
  return supported.find((code) => code.toLowerCase() === base) ?? null;
}

export function detectLanguage(input: DetectionInput, supported: readonly string[], fallback = 'en'): string {
  for (const candidate of [input.stored, input.query, ...(input.navigator ?? [])]) {
    const match = matchLanguage(candidate, supported);
    if (match) return match;
  }
  return fallback;
}

export const LANGUAGE_STORAGE_KEY = 'mafia.language';
