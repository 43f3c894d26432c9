import { describe, expect, it } from 'vitest';
import { checkNamespaces, collectNamespaces } from '../src/check-repo';

describe('the repository locale check', () => {
  it('finds the app namespaces and every ruleset namespace', () => {
    const names = collectNamespaces().map((n) => n.namespace);
    expect(names).toEqual(expect.arrayContaining(['app', 'game', 'sandbox']));
  });

  it('passes: every shipped language of every namespace is complete', () => {
    const report = checkNamespaces(collectNamespaces());
    expect(report.errors).toEqual([]);
  });

  it.each([
    ['a missing key', { en: { a: 'A', b: 'B' }, ru: { a: 'А' } }, 'missing'],
    ['a lost placeholder', { en: { a: 'Hi {{name}}' }, ru: { a: 'Привет' } }, 'placeholders'],
    ['a missing plural form', { en: { n_one: '{{count}} x', n_other: '{{count}} xs' }, ru: { n_one: '{{count}}', n_other: '{{count}}' } }, 'plural-form-missing'],
  ])('fails on %s', (_name, languages, problem) => {
    const report = checkNamespaces([{ namespace: 'demo', origin: 'test', languages }], ['en', 'ru']);
    expect(report.errors.map((e) => e.problem)).toContain(problem);
  });

  it('fails when a shipped language has no file for a namespace', () => {
    const report = checkNamespaces([{ namespace: 'demo', origin: 'test', languages: { en: { a: 'A' } } }], ['en', 'ru']);
    expect(report.errors).toEqual([expect.objectContaining({ language: 'ru', key: '*', problem: 'missing' })]);
  });

  it('checks a new language found in the files before it is shipped, and only warns on stale keys', () => {
    const report = checkNamespaces([{ namespace: 'demo', origin: 'test', languages: { en: { a: 'A' }, ru: { a: 'А' }, de: { a: 'A', old: 'x' } } }], ['en', 'ru']);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([expect.objectContaining({ language: 'de', key: 'old', problem: 'extra' })]);
  });
});

describe('completeness per namespace (package.json → mafia.locales)', () => {
  const files = { en: { a: 'A', n_one: '{{count}} x', n_other: '{{count}} xs' }, uk: { a: 'А' } };

  it('lists a partial (undeclared) language\'s gaps without failing', () => {
    const report = checkNamespaces([{ namespace: 'demo', origin: 'test', languages: files, complete: ['en'] }]);
    expect(report.errors).toEqual([]);
    expect(report.partial.map((p) => `${p.key} ${p.problem}`)).toEqual(['n_few plural-form-missing', 'n_many plural-form-missing', 'n_one plural-form-missing', 'n_other plural-form-missing']);
    expect(report.checked).toEqual([{ namespace: 'demo', complete: ['en'], partial: ['uk'] }]);
  });

  it('fails the same language once the namespace declares it complete', () => {
    const report = checkNamespaces([{ namespace: 'demo', origin: 'test', languages: files, complete: ['en', 'uk'] }]);
    expect(report.errors.map((p) => `${p.language} ${p.key} ${p.problem}`)).toContain('uk n_few plural-form-missing');
    expect(report.partial).toEqual([]);
  });

  it('fails a declared language with no file, and requires only English of a namespace that declares nothing', () => {
    expect(checkNamespaces([{ namespace: 'demo', origin: 'test', languages: { en: { a: 'A' } }, complete: ['en', 'uk'] }]).errors).toEqual([
      expect.objectContaining({ language: 'uk', key: '*', problem: 'missing' }),
    ]);
    expect(checkNamespaces([{ namespace: 'demo', origin: 'test', languages: { en: { a: 'A' } } }]).errors).toEqual([]);
  });

  it('reads the declarations of the app and of every ruleset', () => {
    const byName = new Map(collectNamespaces().map((n) => [n.namespace, n.complete]));
    expect(byName.get('app')).toEqual(expect.arrayContaining(['en', 'ru', 'uk']));
    expect(byName.get('sandbox')).toEqual(['en', 'ru']);
  });
});
