import {
  addRulesetNamespace,
  createI18n,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  CLIENT_LANGUAGES,
  PSEUDO_LANGUAGE,
  type LocaleTree,
} from '@mafia/i18n';
import type { i18n as I18n } from 'i18next';

/** The pseudo-locale is a development tool: offered by the switcher only in `vite dev`. */
export const PSEUDO = import.meta.env.DEV;
export const SUPPORTED = [...CLIENT_LANGUAGES.map((l) => l.code), ...(PSEUDO ? [PSEUDO_LANGUAGE] : [])];

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initialLanguage(): string {
  const query = new URLSearchParams(location.search).get('lng');
  return detectLanguage({ stored: readStored(), query, navigator: navigator.languages }, SUPPORTED);
}

export function setupI18n(): I18n {
  const i18n = createI18n({ lng: initialLanguage(), pseudo: PSEUDO });
  const sync = (lng: string) => {
    document.documentElement.lang = lng === PSEUDO_LANGUAGE ? 'en' : lng;
  };
  sync(i18n.language);
  i18n.on('languageChanged', sync);
  return i18n;
}

/** The switcher's choice is remembered in this browser. */
export function chooseLanguage(i18n: I18n, lng: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  void i18n.changeLanguage(lng);
}

const loaded = new Set<string>();
/** Ruleset texts arrive from the API (`rulesets.get`) and become the ruleset's own namespace. */
export function ensureRulesetTexts(i18n: I18n, rulesetId: string, locales: Record<string, unknown>): void {
  if (loaded.has(rulesetId)) return;
  loaded.add(rulesetId);
  addRulesetNamespace(i18n, rulesetId, locales as Record<string, LocaleTree>);
}
