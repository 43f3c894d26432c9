import enGame from '../locales/en/game.json' with { type: 'json' };
import ruGame from '../locales/ru/game.json' with { type: 'json' };
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
