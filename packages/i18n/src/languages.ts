import enApp from '../locales/en/app.json' with { type: 'json' };
import enForum from '../locales/en/forum.json' with { type: 'json' };
import enGame from '../locales/en/game.json' with { type: 'json' };
import ruApp from '../locales/ru/app.json' with { type: 'json' };
import ruForum from '../locales/ru/forum.json' with { type: 'json' };
import ruGame from '../locales/ru/game.json' with { type: 'json' };
import ukApp from '../locales/uk/app.json' with { type: 'json' };
import ukForum from '../locales/uk/forum.json' with { type: 'json' };
import ukGame from '../locales/uk/game.json' with { type: 'json' };
import manifest from '../package.json' with { type: 'json' };
import type { LocaleTree } from './check';

/**
 * The one list of languages (docs/adding-a-locale.md). Every place that offers or accepts a
 * language reads it: the client's switcher, the BBCode export, the host console, the CLI. The plural
 * categories are CLDR's, as `Intl.PluralRules` knows them, so a check never hard-codes a grammar.
 */
const KNOWN = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
] as const;

export type LanguageCode = (typeof KNOWN)[number]['code'];
export interface Language {
  code: LanguageCode;
  /** The language's own name for itself, as the switcher shows it. */
  name: string;
  /** CLDR plural categories (`one`, `few`, `many`, `other`, ...) from `Intl.PluralRules`. */
  plurals: readonly string[];
}

export const LANGUAGES: readonly Language[] = KNOWN.map((l) => ({
  code: l.code,
  name: l.name,
  plurals: new Intl.PluralRules(l.code).resolvedOptions().pluralCategories as string[],
}));
export const LANGUAGE_CODES = KNOWN.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const SOURCE_LANGUAGE: LanguageCode = 'en';

/** The app namespaces of this package: `app` (the client), `game` (kernel notices), `forum` (BBCode labels). */
type PackageNamespace = 'app' | 'game' | 'forum';
const BUNDLES: Record<LanguageCode, Record<PackageNamespace, LocaleTree>> = {
  en: { app: enApp, game: enGame, forum: enForum },
  ru: { app: ruApp, game: ruGame, forum: ruForum },
  uk: { app: ukApp, game: ukGame, forum: ukForum },
};

/**
 * Which languages each namespace ships as complete: `package.json` → `mafia.locales`, the same
 * declaration a ruleset makes in its own `package.json` (the locale check requires completeness only
 * for these). A file of an undeclared language is a partial translation: checked, never loaded.
 */
export const DECLARED_COMPLETE = manifest.mafia.locales as Record<PackageNamespace, readonly string[]>;

export function isComplete(namespace: PackageNamespace, language: string): boolean {
  return DECLARED_COMPLETE[namespace].includes(language);
}

/** English, the source, is always there; another language only where it is declared complete. */
type WithSource<T> = { en: T } & Record<string, T>;

function completeBundles(namespace: PackageNamespace): WithSource<LocaleTree> {
  return { ...Object.fromEntries(LANGUAGE_CODES.filter((l) => isComplete(namespace, l)).map((l) => [l, BUNDLES[l][namespace]])), en: BUNDLES.en[namespace] };
}

/** The namespace `game`: kernel notices, rejections and results shared by every ruleset. */
export const coreLocales = completeBundles('game');

/** The labels of the forum templates (BBCode player lists, tallies, phase posts). */
export const forumLocales = completeBundles('forum');

/** Languages the client offers: those whose client namespaces (`app`, `game`) are complete. */
export const CLIENT_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => isComplete('app', l.code) && isComplete('game', l.code));

/** Languages the BBCode exports accept: those whose `forum` namespace is complete. */
export const FORUM_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => isComplete('forum', l.code));

/** The client namespaces of every offered language, in i18next's resource shape. */
export const appResources: WithSource<{ app: LocaleTree; game: LocaleTree }> = {
  ...Object.fromEntries(CLIENT_LANGUAGES.map((l) => [l.code, { app: BUNDLES[l.code].app, game: BUNDLES[l.code].game }])),
  en: { app: BUNDLES.en.app, game: BUNDLES.en.game },
};
