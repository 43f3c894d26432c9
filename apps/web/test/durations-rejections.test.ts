import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { describe, expect, it } from 'vitest';
import en1923 from '../../../rulesets/mafia-1923/locales/en.json' with { type: 'json' };
import ru1923 from '../../../rulesets/mafia-1923/locales/ru.json' with { type: 'json' };
import { durationFields, HOUR_MS, MINUTE_MS, parseDuration, splitDuration } from '../src/lib/durations';
import { rejectionNamespaces, rejectionText, type Translate } from '../src/lib/rejection';
import { schemaFields, valuesFromForm } from '../src/lib/settings-form';

/** 1923's settings schema as `rulesets.get` serves it; its cycle names nightLength and dayLength. */
const SETTINGS_1923 = {
  type: 'object',
  properties: {
    nightLength: { default: 36000000, type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    dayLength: { default: 36000000, type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    courtFamilies: { default: 3, type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    missedMafiaKill: { default: 'random', type: 'string', enum: ['random', 'none'] },
    hostReview: { default: false, type: 'boolean' },
  },
};

describe('Which settings fields are shown as hours and minutes', () => {
  const fields = schemaFields(SETTINGS_1923);
  it('the integer fields the cycle names as step durations, and no others', () => {
    expect([...durationFields(fields, ['dayLength', 'nightLength'])].sort()).toEqual(['dayLength', 'nightLength']);
  });
  it('a name that is not a number field (or not in the schema) is left as it is', () => {
    expect([...durationFields(fields, ['missedMafiaKill', 'hostReview', 'voteLength'])]).toEqual([]);
  });
  it('without the manifest (still loading, or an older server) every field stays a plain input', () => {
    expect(durationFields(fields, undefined).size).toBe(0);
  });
});

describe('Milliseconds ↔ hours + minutes', () => {
  it.each([
    [36_000_000, 10, 0], // 1923: ten hours
    [172_800_000, 48, 0], // Gorny: a 48-hour day
    [900_000, 0, 15], // Russian: fifteen minutes of hunt approval
    [5_400_000, 1, 30],
    [30_000, 0, 0.5], // sandbox: a 30 s night keeps its fraction
  ])('%i ms is %i h %d min, and back', (ms, hours, minutes) => {
    expect(splitDuration(ms)).toEqual({ hours, minutes });
    expect(parseDuration(String(hours), String(minutes))).toEqual({ ok: true, ms });
  });

  it.each([
    ['2', '', 2 * HOUR_MS],
    ['', '45', 45 * MINUTE_MS],
    [' 1 ', '7,5', HOUR_MS + 7.5 * MINUTE_MS],
  ])('hours %j and minutes %j give %i ms (a blank box is zero, a comma is a decimal point)', (h, m, ms) => {
    expect(parseDuration(h, m)).toEqual({ ok: true, ms });
  });

  it.each([
    ['0', '0', 'not-positive'],
    ['', '', 'not-positive'],
    ['-1', '30', 'negative'],
    ['1', '-5', 'negative'],
    ['1.5', '0', 'hours-not-whole'],
    ['1', '60', 'minutes-over'],
    ['abc', '0', 'not-a-number'],
    ['1', '5e3', 'not-a-number'],
  ])('hours %j and minutes %j are refused: %s', (h, m, problem) => {
    expect(parseDuration(h, m)).toEqual({ ok: false, problem });
  });

  it('the form submits the milliseconds, and nothing for an unchanged default', () => {
    const fields = schemaFields(SETTINGS_1923);
    const night = parseDuration('8', '30');
    const day = parseDuration('10', '0');
    if (!night.ok || !day.ok) throw new Error('valid durations');
    expect(valuesFromForm(fields, { nightLength: String(night.ms), dayLength: String(day.ms) })).toEqual({ nightLength: 30_600_000 });
  });
});

describe('Rejection texts: the ruleset namespace, then game, then app, then the generic text', () => {
  const i18n = createI18n({ lng: 'en' });
  addRulesetNamespace(i18n, 'mafia-1923', { en: en1923 as LocaleTree, ru: ru1923 as LocaleTree });
  addRulesetNamespace(i18n, 'tiny', { en: { rejections: { 'wrong-phase': 'Not now, says the tiny ruleset.' } } });
  const t = i18n.t.bind(i18n) as unknown as Translate;

  it('the lookup order', () => {
    expect(rejectionNamespaces('mafia-1923')).toEqual(['mafia-1923', 'game', 'app']);
    expect(rejectionNamespaces(undefined)).toEqual(['game', 'app']);
    expect(rejectionNamespaces('game')).toEqual(['game', 'app']);
  });

  it('1923’s own code (seed 002, Setup: families of 8 and 10) is found in its namespace, with params', () => {
    expect(rejectionText(t, { code: 'player-count-unfit', params: { players: 23 } }, 'mafia-1923')).toBe(
      '23 players cannot be split into families of 8 and 10.',
    );
  });

  it('in Russian too', async () => {
    await i18n.changeLanguage('ru');
    try {
      expect(rejectionText(t, { code: 'player-count-unfit', params: { players: 23 } }, 'mafia-1923')).toBe('23 игроков нельзя разделить на семьи по 8 и 10.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a kernel code comes from game, a platform code from app, even on a ruleset’s page', () => {
    expect(rejectionText(t, { code: 'wrong-phase' }, 'mafia-1923')).toBe(i18n.t('rejections.wrong-phase', { ns: 'game' }));
    expect(rejectionText(t, { code: 'signups-closed' }, 'mafia-1923')).toBe(i18n.t('rejections.signups-closed', { ns: 'app' }));
  });

  it('a ruleset may word a core code its own way', () => {
    expect(rejectionText(t, { code: 'wrong-phase' }, 'tiny')).toBe('Not now, says the tiny ruleset.');
  });

  it('without the ruleset, its code falls back to the generic text rather than the raw code', () => {
    const generic = i18n.t('errors.generic');
    expect(rejectionText(t, { code: 'player-count-unfit', params: { players: 23 } }, undefined)).toBe(generic);
    expect(rejectionText(t, { code: 'no-such-code' }, 'mafia-1923')).toBe(generic);
  });
});
