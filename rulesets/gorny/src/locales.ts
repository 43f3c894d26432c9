import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import uk from '../locales/uk.json' with { type: 'json' };

/**
 * Gorny's texts: exactly the languages `package.json` → `mafia.locales.gorny` declares complete
 * (docs/adding-a-locale.md). The definition and the ruleset's own translator (forum templates,
 * role PMs) both read this one map.
 */
export const locales = { en, ru, uk };
