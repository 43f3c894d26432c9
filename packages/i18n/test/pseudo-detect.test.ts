import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage } from '../src/detect';
import { pseudoLocalize, pseudoLocalizeTree } from '../src/pseudo';

describe('pseudoLocalize', () => {
  it('accents, pads and brackets the text but keeps placeholders and nesting', () => {
    const out = pseudoLocalize('Vote {{target}} $t(game:x)');
    expect(out.startsWith('[Ṽöţé {{target}} $t(game:x) ')).toBe(true);
    expect(out.endsWith(']')).toBe(true);
    expect(out).toContain('··');
  });
  it('keeps the tree shape', () => {
    expect(Object.keys(pseudoLocalizeTree({ a: 'x', b: { c: 'y' } }))).toEqual(['a', 'b']);
  });
});

describe('detectLanguage', () => {
  const supported = ['en', 'ru'];
  it.each([
    [{ stored: 'ru', navigator: ['en-US'] }, 'ru'],
    [{ stored: null, query: 'ru', navigator: ['en-US'] }, 'ru'],
    [{ navigator: ['de-DE', 'ru-RU'] }, 'ru'],
    [{ navigator: ['de-DE'] }, 'en'],
    [{ stored: 'xx', navigator: ['en-GB'] }, 'en'],
  ])('%j → %s', (input, expected) => {
    expect(detectLanguage(input, supported)).toBe(expected);
  });
  it('matches exact codes before base languages', () => {
    expect(matchLanguage('en-XA', ['en', 'en-XA'])).toBe('en-XA');
    expect(matchLanguage('EN-us', ['en'])).toBe('en');
  });
});
