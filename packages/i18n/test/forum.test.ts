import { describe, expect, it } from 'vitest';
import { compareLocales, forumLocales, forumTranslate } from '../src';

describe('forum template labels', () => {
  it('renders labels with parameters in each language', () => {
    expect(forumTranslate('en')('forum.tally.majority', { alive: 7, count: 4 })).toBe('With 7 alive, 4 votes is a majority.');
    expect(forumTranslate('ru')('forum.phase.night', { number: 2 })).toBe('Ночь 2');
    expect(forumTranslate('uk')('forum.phase.night', { number: 2 })).toBe('Ніч 2');
  });
  it('gives English labels for a language without a complete forum namespace', () => {
    expect(forumTranslate('de')('forum.phase.night', { number: 2 })).toBe('Night 2');
  });
  it('reads an unknown elimination cause as "died <phase>"', () => {
    expect(forumTranslate('en')('forum.cause.struck-by-lightning', { phase: 'Day 2' })).toBe('died Day 2');
    expect(forumTranslate('ru')('forum.cause.struck-by-lightning', { phase: 'День 2' })).toBe('выбыл: День 2');
  });
  it.each(['ru', 'uk'] as const)('is complete in %s', (language) => {
    expect(compareLocales('forum', forumLocales.en, language, forumLocales[language] ?? {})).toEqual([]);
  });
});
