import { describe, expect, it } from 'vitest';
import { addRulesetNamespace, createI18n, isBroken, scrub } from '../src/runtime';
import { PSEUDO_LANGUAGE } from '../src/pseudo';

const resources = {
  en: {
    app: { hello: 'Hello {{name}}', deaths_one: '{{count}} death', deaths_other: '{{count}} deaths', onlyEnglish: 'Only in English', broken: 'Broken {{name' },
    game: { 'notices.x': 'core {{seat}}' },
  },
  ru: {
    app: {
      hello: 'Привет {{nmae}}',
      deaths_one: '{{count}} смерть',
      deaths_few: '{{count}} смерти',
      deaths_many: '{{count}} смертей',
      deaths_other: '{{count}} смерти',
      broken: 'Сломано {{name',
    },
    game: {},
  },
};

describe('createI18n', () => {
  it('picks the Russian plural form by count (one, few, many)', () => {
    const i18n = createI18n({ lng: 'ru', resources });
    expect([1, 2, 5, 21, 22, 25, 11].map((count) => i18n.t('deaths', { count }))).toEqual([
      '1 смерть',
      '2 смерти',
      '5 смертей',
      '21 смерть',
      '22 смерти',
      '25 смертей',
      '11 смертей',
    ]);
  });

  it('falls back to English for a key the language misses', () => {
    const i18n = createI18n({ lng: 'ru', resources });
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
  });

  it('falls back to English when a translation has a broken placeholder', () => {
    const problems: string[] = [];
    const i18n = createI18n({ lng: 'ru', resources, onFallback: (p) => problems.push(`${p.language}:${p.key}`) });
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(problems).toEqual(['ru:hello']);
  });

  it('never shows template syntax, even when English itself is broken or a parameter is missing', () => {
    const i18n = createI18n({ lng: 'ru', resources });
    expect(i18n.t('broken', { name: 'Ann' })).not.toMatch(/\{\{|\}\}/);
    expect(createI18n({ lng: 'en', resources }).t('hello')).toBe('Hello …');
  });

  it('returns the key, not a crash, for a key nobody has', () => {
    expect(createI18n({ lng: 'ru', resources }).t('nowhere.at-all')).toBe('nowhere.at-all');
  });

  it('finds kernel keys through the game namespace', () => {
    expect(createI18n({ lng: 'en', resources }).t('notices.x', { ns: ['sandbox', 'game'], seat: 'Bob' })).toBe('core Bob');
  });

  it('adds a ruleset namespace, pseudo bundle included', () => {
    const i18n = createI18n({ lng: PSEUDO_LANGUAGE, resources, pseudo: true });
    addRulesetNamespace(i18n, 'sandbox', { en: { roles: { cop: { name: 'Cop' } } }, ru: { roles: { cop: { name: 'Комиссар' } } } });
    expect(i18n.t('sandbox:roles.cop.name')).toMatch(/^\[Çöþ ·+\]$/);
    expect(i18n.t('sandbox:roles.cop.name', { lng: 'ru' })).toBe('Комиссар');
    expect(i18n.t('hello', { name: 'Ann' })).toMatch(/^\[Ĥéļļö Ann ·+\]$/);
  });

  it('ships the app namespaces by default', () => {
    const i18n = createI18n({ lng: 'ru' });
    expect(i18n.t('game:phase.day', { number: 2 })).toBe('День 2');
    expect(i18n.t('lobby.players', { count: 5 })).toBe('5 игроков');
  });
});

describe('isBroken / scrub', () => {
  it.each([
    ['plain text', false],
    ['left {{over}}', true],
    ['half {{open', true],
    ['close}} only', true],
  ])('%s → broken: %s', (text, broken) => {
    expect(isBroken(text)).toBe(broken);
  });
  it('scrubs unresolved placeholders', () => {
    expect(scrub('Hi {{name}}, {{x')).toBe('Hi …, x');
  });
});
