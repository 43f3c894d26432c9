import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Temporary: @mafia/i18n imports locales/<lng>/app.json, which another package is still writing.
// While the file is missing, tests resolve it to an empty bundle; once it exists this does nothing.
const i18nLocales = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));
const stub = fileURLToPath(new URL('./test/stubs/empty.json', import.meta.url));
const alias = ['en', 'ru']
  .filter((lng) => !existsSync(`${i18nLocales}${lng}/app.json`))
  .map((lng) => ({ find: `../locales/${lng}/app.json`, replacement: stub }));

export default defineConfig({ resolve: { alias } });
