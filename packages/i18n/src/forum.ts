import { flatten } from './check';
import { forumLocales, SOURCE_LANGUAGE } from './languages';

/**
 * Labels of the forum templates (BBCode player lists, vote tallies, phase posts) in the `forum`
 * namespace, as a plain translate function: the CLI and the server render BBCode without i18next.
 * A language whose `forum` namespace is not declared complete gets the English labels.
 */
const tables = new Map<string, Map<string, string>>();

function forumTable(language: string): Map<string, string> {
  let table = tables.get(language);
  if (!table) {
    const tree = forumLocales[language as keyof typeof forumLocales] ?? forumLocales[SOURCE_LANGUAGE] ?? {};
    table = flatten(tree);
    tables.set(language, table);
  }
  return table;
}

export function forumTranslate(language: string): (key: string, params?: Readonly<Record<string, string | number>>) => string {
  const labels = forumTable(language);
  const english = forumTable(SOURCE_LANGUAGE);
  return (key, params = {}) => {
    // Elimination causes are open-ended ids; an unknown one reads as "died <phase>".
    const template =
      labels.get(key) ?? english.get(key) ?? (key.startsWith('forum.cause.') ? (labels.get('forum.dead.when') ?? '') : key);
    return template.replace(/\{\{(\w+)\}\}/gu, (_whole, name: string) => String(params[name] ?? ''));
  };
}
