import enGame from '../locales/en/game.json' with { type: 'json' };
import ruGame from '../locales/ru/game.json' with { type: 'json' };
import enApp from '../locales/en/app.json' with { type: 'json' };
import ruApp from '../locales/ru/app.json' with { type: 'json' };
import type { LocaleTree } from './check';

/** Shipped languages. English is the source; a language is listed only when it is complete. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Русский' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const SOURCE_LANGUAGE: LanguageCode = 'en';

/** The app namespace `game`: kernel notices, rejections and results shared by every ruleset. */
export const coreLocales: Record<LanguageCode, LocaleTree> = { en: enGame, ru: ruGame };

/** Every app namespace of every shipped language, in i18next's resource shape. */
export const appResources: Record<LanguageCode, { app: LocaleTree; game: LocaleTree }> = {
  en: { app: enApp, game: enGame },
  ru: { app: ruApp, game: ruGame },
};
