/**
 * Locale completeness: a shipped language must have every key of the source language (English),
 * with the same {{placeholders}}, and every plural form its language needs (Russian: one, few,
 * many, other). Pure, so the ruleset conformance suite and the CLI share it.
 */
import { AGREEING_KEYS, GENDERED_NOUNS, GRAMMAR_KEY, genderBase, gendersOf, isGender } from './grammar';

export type LocaleTree = { [key: string]: string | LocaleTree };

export interface LocaleProblem {
  language: string;
  namespace: string;
  key: string;
  problem: 'missing' | 'placeholders' | 'plural-form-missing' | 'gender-form-missing' | 'gender-missing' | 'not-a-string' | 'extra';
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
  // The `grammar` subtree is per language (grammar.ts): checked below, never against English.
  const src = flatten(withoutGrammar(source));
  const tgt = flatten(withoutGrammar(target));
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
  const genders = gendersOf(language);
  const agreeing = new Set(genders.length > 0 ? (AGREEING_KEYS[namespace] ?? []) : []);
  for (const key of agreeing) {
    if (!src.has(key)) continue;
    for (const gender of genders) {
      const form = tgt.get(`${key}_${gender}`);
      if (form === undefined) problems.push({ language, namespace, key: `${key}_${gender}`, problem: 'gender-form-missing' });
      else if (placeholders(form).join() !== placeholders(src.get(key) ?? '').join()) {
        problems.push({ language, namespace, key: `${key}_${gender}`, problem: 'placeholders' });
      }
    }
  }
  if (genders.length > 0) problems.push(...nounGenderProblems(namespace, src, language, target));
  for (const key of tgt.keys()) {
    const base = pluralBase(key);
    const agreeingBase = genderBase(key);
    if (agreeingBase !== null && agreeing.has(agreeingBase)) continue;
    if (base ? !pluralBases.has(base) : !src.has(key)) problems.push({ language, namespace, key, problem: 'extra' });
  }
  return problems;
}

function withoutGrammar(tree: LocaleTree): LocaleTree {
  if (!(GRAMMAR_KEY in tree)) return tree;
  const { [GRAMMAR_KEY]: _grammar, ...rest } = tree;
  return rest;
}

/** Every gendered noun of the source (`polls.<id>`) has a gender in the target's `grammar` subtree. */
function nounGenderProblems(namespace: string, src: Map<string, string>, language: string, target: LocaleTree): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const grammar = target[GRAMMAR_KEY];
  const declared = flatten(typeof grammar === 'object' ? grammar : {});
  for (const key of src.keys()) {
    if (!GENDERED_NOUNS.some((group) => key.startsWith(`${group}.`))) continue;
    const gender = declared.get(key);
    if (!isGender(gender)) {
      problems.push({ language, namespace, key: `${GRAMMAR_KEY}.${key}`, problem: 'gender-missing', detail: gender === undefined ? 'not declared' : `"${gender}" is not one of masculine, feminine, neuter, plural` });
    }
  }
  for (const key of declared.keys()) {
    if (!src.has(key)) problems.push({ language, namespace, key: `${GRAMMAR_KEY}.${key}`, problem: 'extra' });
  }
  return problems;
}

/** True when `key` (or its plural forms) exists in the tree. */
export function hasKey(tree: LocaleTree, key: string): boolean {
  const flat = flatten(tree);
  if (flat.has(key)) return true;
  return [...flat.keys()].some((k) => pluralBase(k) === key);
}
