/**
 * Locale completeness: a shipped language must have every key of the source language (English),
 * with the same {{placeholders}}, and every plural form its language needs (Russian: one, few,
 * many, other). Pure, so the ruleset conformance suite and the CLI share it.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

export interface LocaleProblem {
  language: string;
  namespace: string;
  key: string;
  problem: 'missing' | 'placeholders' | 'plural-form-missing' | 'not-a-string' | 'extra';
  detail?: string;
}

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

export function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** `notices.deaths_one` → `notices.deaths`; keys without a plural suffix are returned as they are. */
export function pluralBase(key: string): string | null {
  const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : null;
}

export function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
}

export function compareLocales(
  namespace: string,
  source: LocaleTree,
  language: string,
  target: LocaleTree,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const src = flatten(source);
  const tgt = flatten(target);
  const categories = pluralCategories(language);
  const pluralBases = new Set<string>();
  for (const key of src.keys()) {
    const base = pluralBase(key);
    if (base) pluralBases.add(base);
  }
  for (const [key, text] of src) {
    if (pluralBase(key)) continue;
    const translated = tgt.get(key);
    if (translated === undefined) {
      problems.push({ language, namespace, key, problem: 'missing' });
      continue;
    }
    if (placeholders(text).join() !== placeholders(translated).join()) {
      problems.push({ language, namespace, key, problem: 'placeholders', detail: `${placeholders(text).join()} ≠ ${placeholders(translated).join()}` });
    }
  }
  for (const base of pluralBases) {
    const sourceForms = [...src.entries()].filter(([k]) => pluralBase(k) === base);
    const expected = placeholders(sourceForms[0]?.[1] ?? '').join();
    for (const category of categories) {
      const key = `${base}_${category}`;
      const translated = tgt.get(key);
      if (translated === undefined) {
        problems.push({ language, namespace, key, problem: 'plural-form-missing' });
      } else if (placeholders(translated).filter((p) => p !== 'count').join() !== expected.split(',').filter((p) => p && p !== 'count').join()) {
        problems.push({ language, namespace, key, problem: 'placeholders' });
      }
    }
  }
  for (const key of tgt.keys()) {
    const base = pluralBase(key);
    if (base ? !pluralBases.has(base) : !src.has(key)) problems.push({ language, namespace, key, problem: 'extra' });
  }
  return problems;
}

/** True when `key` (or its plural forms) exists in the tree. */
export function hasKey(tree: LocaleTree, key: string): boolean {
  const flat = flatten(tree);
  if (flat.has(key)) return true;
  return [...flat.keys()].some((k) => pluralBase(k) === key);
}
