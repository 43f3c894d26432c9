import { describe, expect, it } from 'vitest';
import { appResources, CLIENT_LANGUAGES, coreLocales, FORUM_LANGUAGES, LANGUAGE_CODES, LANGUAGES } from '../src';

describe('the one list of languages', () => {
  it('names each language in itself, with its CLDR plural categories', () => {
    expect(LANGUAGES.map((l) => [l.code, l.name, [...l.plurals].sort()])).toEqual([
      ['en', 'English', ['one', 'other']],
      ['ru', 'Русский', ['few', 'many', 'one', 'other']],
      ['uk', 'Українська', ['few', 'many', 'one', 'other']],
    ]);
    expect(LANGUAGE_CODES).toEqual(['en', 'ru', 'uk']);
  });

  it('offers in the client and the exports the languages whose namespaces are declared complete', () => {
    expect(CLIENT_LANGUAGES.map((l) => l.code)).toEqual(['en', 'ru', 'uk']);
    expect(FORUM_LANGUAGES.map((l) => l.code)).toEqual(['en', 'ru', 'uk']);
    expect(Object.keys(appResources)).toEqual(['en', 'ru', 'uk']);
    expect(Object.keys(coreLocales)).toEqual(['en', 'ru', 'uk']);
  });
});
