import type { JsonObject } from '@mafia/kernel';
import { locales as shipped } from '../locales';

export const locales: Record<string, JsonObject> = shipped;
const en: JsonObject = shipped.en;
export type Language = keyof typeof shipped;

type Params = Readonly<Record<string, string | number>>;

function lookup(tree: JsonObject, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator over the ruleset's own namespace, for text the ruleset renders itself (forum
 * templates, role PMs). i18next semantics kept small: `{{name}}` placeholders and `_one/_few/
 * _many/_other` plural forms chosen by `count` with the language's plural rules. A missing key
 * falls back to English, then to the key itself, so a broken string never breaks a game.
 */
export function translator(lng: string): (key: string, params?: Params) => string {
  const tree = locales[lng] ?? en;
  const rules = new Intl.PluralRules(lng);
  return (key, params = {}) => {
    const count = params['count'];
    const plural = typeof count === 'number' ? `${key}_${rules.select(count)}` : undefined;
    const template =
      (plural && lookup(tree, plural)) ?? lookup(tree, key) ?? (plural && lookup(en, `${key}_other`)) ?? lookup(en, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/gu, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
  };
}
