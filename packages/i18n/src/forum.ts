import enForum from '../locales/en/forum.json' with { type: 'json' };
import ruForum from '../locales/ru/forum.json' with { type: 'json' };
import { flatten, type LocaleTree } from './check';
import type { LanguageCode } from './languages';

/**
 * Labels of the forum templates (BBCode player lists, vote tallies, phase posts) in the `forum`
 * namespace, as a plain translate function: the CLI and the server render BBCode without i18next.
 */
export const forumLocales: Record<LanguageCode, LocaleTree> = { en: enForum, ru: ruForum };

const tables = new Map<LanguageCode, Map<string, string>>();

export function forumTranslate(language: LanguageCode): (key: string, params?: Readonly<Record<string, string | number>>) => string {
  let table = tables.get(language);
  if (!table) {
    table = flatten(forumLocales[language]);
    tables.set(language, table);
  }
  const labels = table;
  const english = language === 'en' ? labels : forumTable('en');
  return (key, params = {}) => {
    // Elimination causes are open-ended ids; an unknown one reads as "died <phase>".
    const template =
      labels.get(key) ?? english.get(key) ?? (key.startsWith('forum.cause.') ? (labels.get('forum.dead.when') ?? '') : key);
    return template.replace(/\{\{(\w+)\}\}/gu, (_whole, name: string) => String(params[name] ?? ''));
  };
}

function forumTable(language: LanguageCode): Map<string, string> {
  forumTranslate(language);
  return tables.get(language) as Map<string, string>;
}
