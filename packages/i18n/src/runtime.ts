import i18next, { type i18n as I18n, type PostProcessorModule, type TOptions } from 'i18next';
import type { LocaleTree } from './check';
import { appResources, SOURCE_LANGUAGE } from './languages';
import { PSEUDO_LANGUAGE, pseudoLocalizeTree } from './pseudo';

/** `{ [language]: { [namespace]: tree } }`, i18next's resource shape. */
export type Resources = Record<string, Record<string, LocaleTree>>;

/** App namespaces shipped by this package; each ruleset adds one more, named after its id. */
export const APP_NAMESPACES = ['app', 'game'] as const;
export type AppNamespace = (typeof APP_NAMESPACES)[number];

export interface CreateI18nOptions {
  lng: string;
  /** Defaults to the app namespaces of every shipped language. */
  resources?: Resources;
  /** Development only: add the `en-XA` pseudo-locale built from the English resources. */
  pseudo?: boolean;
  /** Called when a string had to fall back (broken placeholders, a missing parameter). */
  onFallback?: (problem: { key: string; language: string; value: string }) => void;
}

const GUARD = 'mafia-guard';
const pseudoInstances = new WeakSet<I18n>();

/** A string still holding `{{` or `}}` after interpolation is broken: a typo'd or missing placeholder. */
export function isBroken(value: unknown): boolean {
  return typeof value !== 'string' || value.includes('{{') || value.includes('}}');
}

/** Last resort when even English is broken: keep the sentence, drop the unresolved markers. */
export function scrub(value: string): string {
  return value.replace(/\{\{[^}]*\}\}/g, '…').replace(/\{\{|\}\}/g, '');
}

/**
 * A post-processor, so it guards every `t()` call, React components included: a broken
 * translation is replaced by the English text, and a broken English text is scrubbed. A game screen
 * never shows raw template syntax and never throws because of a translator's typo.
 */
function guard(instance: () => I18n, onFallback: CreateI18nOptions['onFallback']): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: GUARD,
    process(value: string, key: string | string[], options: TOptions, translator: { language?: string }): string {
      if (!isBroken(value)) return value;
      const language = (typeof options.lng === 'string' ? options.lng : translator.language) ?? SOURCE_LANGUAGE;
      const keyText = Array.isArray(key) ? key.join('|') : key;
      onFallback?.({ key: keyText, language, value: String(value) });
      if (language !== SOURCE_LANGUAGE && !(options as { guarded?: boolean }).guarded) {
        return instance().t(key, { ...options, lng: SOURCE_LANGUAGE, guarded: true } as TOptions);
      }
      return scrub(String(value));
    },
  };
}

/**
 * One i18next instance per app (or per test): synchronous init, English fallback for missing keys,
 * the guard against broken strings, and optionally the pseudo-locale.
 */
export function createI18n(options: CreateI18nOptions): I18n {
  const resources: Resources = { ...(options.resources ?? appResources) };
  if (options.pseudo) {
    const english = resources[SOURCE_LANGUAGE] ?? {};
    resources[PSEUDO_LANGUAGE] = Object.fromEntries(Object.entries(english).map(([ns, tree]) => [ns, pseudoLocalizeTree(tree)]));
  }
  const instance = i18next.createInstance();
  instance.use(guard(() => instance, options.onFallback));
  void instance.init({
    initAsync: false,
    lng: options.lng,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: Object.keys(resources),
    resources,
    ns: [...APP_NAMESPACES],
    defaultNS: 'app',
    fallbackNS: ['game'],
    postProcess: [GUARD],
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    returnedObjectHandler: (key: string) => key,
  });
  if (options.pseudo) pseudoInstances.add(instance);
  return instance;
}

/**
 * Adds a ruleset's texts as their own namespace (the ruleset id), one bundle per language it ships,
 * plus the pseudo bundle when the instance has the pseudo-locale.
 */
export function addRulesetNamespace(instance: I18n, rulesetId: string, locales: Record<string, LocaleTree>): void {
  for (const [language, tree] of Object.entries(locales)) {
    instance.addResourceBundle(language, rulesetId, tree, true, true);
  }
  const english = locales[SOURCE_LANGUAGE];
  if (pseudoInstances.has(instance) && english) {
    instance.addResourceBundle(PSEUDO_LANGUAGE, rulesetId, pseudoLocalizeTree(english), true, true);
  }
}

export function hasPseudo(instance: I18n): boolean {
  return pseudoInstances.has(instance);
}
