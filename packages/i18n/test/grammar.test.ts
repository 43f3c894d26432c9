import { describe, expect, it } from 'vitest';
import { compareLocales, genderBase, gendersOf } from '../src';

/** Issue #21: agreement forms and noun genders are part of a language's completeness. */
const appSource = { game: { poll: { open: 'open', closed: 'closed' } } };
const forms = (open: string, closed: string) => ({
  open,
  closed,
  ...Object.fromEntries(['masculine', 'feminine', 'neuter', 'plural'].flatMap((g) => [[`open_${g}`, `${open}-${g}`], [`closed_${g}`, `${closed}-${g}`]])),
});

describe('agreement forms', () => {
  it('English needs none; Russian and Ukrainian need four', () => {
    expect(gendersOf('en')).toEqual([]);
    expect(gendersOf('ru')).toEqual(['masculine', 'feminine', 'neuter', 'plural']);
    expect(gendersOf('uk-UA')).toHaveLength(4);
  });

  it('a Russian app namespace without the gender forms of an agreeing key is incomplete', () => {
    const problems = compareLocales('app', appSource, 'ru', { game: { poll: { open: 'открыто', closed: 'закрыто', open_plural: 'открыты' } } });
    expect(problems.filter((p) => p.problem === 'gender-form-missing').map((p) => p.key).sort()).toEqual([
      'game.poll.closed_feminine',
      'game.poll.closed_masculine',
      'game.poll.closed_neuter',
      'game.poll.closed_plural',
      'game.poll.open_feminine',
      'game.poll.open_masculine',
      'game.poll.open_neuter',
    ]);
  });

  it('with every form it is complete, and the forms are not "extra"', () => {
    expect(compareLocales('app', appSource, 'ru', { game: { poll: forms('открыто', 'закрыто') } })).toEqual([]);
  });

  it('gender forms of a key that does not agree are extra', () => {
    const problems = compareLocales('game', { title: 'Title' }, 'ru', { title: 'Заголовок', title_feminine: 'x' });
    expect(problems).toEqual([{ language: 'ru', namespace: 'game', key: 'title_feminine', problem: 'extra' }]);
  });

  it('English gets no gender requirement from the same source', () => {
    expect(compareLocales('app', appSource, 'en', appSource)).toEqual([]);
    expect(genderBase('open_plural')).toBe('open');
    expect(genderBase('open')).toBeNull();
  });
});

describe('noun genders', () => {
  const source = { polls: { court: 'Court', election: 'Election' } };
  it('each poll noun of a Russian ruleset locale declares its gender', () => {
    const problems = compareLocales('r', source, 'ru', { polls: { court: 'Суд', election: 'Выборы' }, grammar: { polls: { court: 'masculine', election: 'many' } } });
    expect(problems).toEqual([
      { language: 'ru', namespace: 'r', key: 'grammar.polls.election', problem: 'gender-missing', detail: '"many" is not one of masculine, feminine, neuter, plural' },
    ]);
    const none = compareLocales('r', source, 'ru', { polls: { court: 'Суд', election: 'Выборы' } });
    expect(none.map((p) => p.key)).toEqual(['grammar.polls.court', 'grammar.polls.election']);
  });

  it('a complete declaration passes; a declaration of a noun the source does not have is extra', () => {
    const grammar = { polls: { court: 'masculine', election: 'plural', gone: 'neuter' } };
    expect(compareLocales('r', source, 'ru', { polls: { court: 'Суд', election: 'Выборы' }, grammar })).toEqual([
      { language: 'ru', namespace: 'r', key: 'grammar.polls.gone', problem: 'extra' },
    ]);
  });

  it('the grammar subtree is never compared with English', () => {
    expect(compareLocales('r', source, 'en', { ...source, grammar: { polls: { court: 'masculine' } } })).toEqual([]);
  });
});
