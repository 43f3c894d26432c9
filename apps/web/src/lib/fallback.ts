import type { i18n as I18n } from 'i18next';

/**
 * True when `key` (`<namespace>:<path>`) is shown in English although the reader chose another
 * language: the namespace has no text for it in the reader's language (a ruleset that ships
 * fewer languages than the client, issue #20), so i18next fell back to the English source.
 * English itself and the pseudo-locale (`en-XA`) never fall back.
 */
export function fellBackToEnglish(i18n: I18n, key: string): boolean {
  const own = i18n.languages.filter((lng) => !lng.startsWith('en'));
  if (own.length === 0) return false;
  const split = key.indexOf(':');
  const ns = split < 0 ? (typeof i18n.options.defaultNS === 'string' ? i18n.options.defaultNS : 'app') : key.slice(0, split);
  const path = split < 0 ? key : key.slice(split + 1);
  return own.every((lng) => i18n.getResource(lng, ns, path) === undefined) && i18n.exists(key);
}
