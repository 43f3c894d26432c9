/**
 * Grammatical agreement (issue #21): Russian and Ukrainian agree an adjective or a participle with
 * its noun's gender and number ("суд закрыт", "охота закрыта", "голосование закрыто", "выборы
 * закрыты"), where English has one form ("closed"). Two halves, both in the locale files:
 *
 * - A text that agrees with a noun it does not contain is an *agreeing key* (listed below). A
 *   language with genders gives one form per gender with i18next's context suffix
 *   (`open_masculine`, `open_feminine`, `open_neuter`, `open_plural`) besides the plain key, which
 *   stays the fallback; the client passes the noun's gender as `context`.
 * - A noun the platform shows next to such a text (a ruleset's poll names) declares its gender in
 *   the same file, under `grammar.<path of the noun>`: `"grammar": { "polls": { "court": "masculine" } }`.
 *   The `grammar` subtree is per language: English has none, so it is never compared with English.
 *
 * Pure data and checks; the locale checks (packages/i18n check, ruleset conformance) call them.
 */
export const GENDERS = ['masculine', 'feminine', 'neuter', 'plural'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

/** The subtree of a locale file that holds its nouns' genders. */
export const GRAMMAR_KEY = 'grammar';

/** Noun groups whose genders a language with genders must declare (prefixes of flattened keys). */
export const GENDERED_NOUNS = ['polls'] as const;

/**
 * Keys, per namespace, of texts that agree with a noun shown beside them. `app`: a poll's status
 * badge after the poll's name (VotePanel).
 */
export const AGREEING_KEYS: Readonly<Record<string, readonly string[]>> = {
  app: ['game.poll.open', 'game.poll.closed'],
};

/**
 * Languages whose adjectives and participles agree with the noun's gender and number. A new
 * language of that kind is added here when it ships (docs/adding-a-locale.md).
 */
const AGREEING_LANGUAGES: readonly string[] = ['ru', 'uk'];

/** The genders a language distinguishes for agreement (none for English). */
export function gendersOf(language: string): readonly Gender[] {
  return AGREEING_LANGUAGES.includes(language.split('-')[0] ?? '') ? GENDERS : [];
}

/** `open_feminine` → `open`, when the suffix is a gender; null otherwise. */
export function genderBase(key: string): string | null {
  const gender = GENDERS.find((g) => key.endsWith(`_${g}`));
  return gender ? key.slice(0, -(gender.length + 1)) : null;
}
