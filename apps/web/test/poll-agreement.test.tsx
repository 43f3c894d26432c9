import { addRulesetNamespace, createI18n, CLIENT_LANGUAGES, gendersOf, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PollStatus } from '../src/components/PollStatus';

/**
 * Issue #21: every poll status, rendered beside every poll noun of every ruleset, agrees with the
 * noun in each client language that has genders. The expected form is read from the app's locale
 * by the gender the ruleset declares, so a missing declaration or form fails here; a few phrases
 * are also pinned as a Russian reader writes them.
 */
const namespaces = collectNamespaces();
const app = namespaces.find((n) => n.namespace === 'app');
const rulesets = namespaces.filter((n) => n.origin.startsWith('rulesets/'));

function shipped(ns: (typeof namespaces)[number]): Record<string, LocaleTree> {
  const complete = ns.complete ?? ['en'];
  return Object.fromEntries(Object.entries(ns.languages).filter(([lng]) => complete.includes(lng)));
}

function badge(lng: string, ns: string, poll: string, status: 'open' | 'closed'): string {
  const i18n = createI18n({ lng });
  for (const r of rulesets) addRulesetNamespace(i18n, r.namespace, shipped(r));
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PollStatus poll={{ id: poll, status }} ns={ns} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, '');
}

const tree = (t: LocaleTree | undefined, path: string[]): LocaleTree | string | undefined =>
  path.reduce<LocaleTree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), t);

describe('poll status agreement', () => {
  it('finds the rulesets and the app namespace', () => {
    expect(app).toBeDefined();
    expect(rulesets.map((r) => r.namespace)).toEqual(expect.arrayContaining(['gorny', 'mafia-1923', 'russian-extended']));
  });

  const gendered = CLIENT_LANGUAGES.filter((l) => gendersOf(l.code).length > 0);
  it('covers at least Russian and Ukrainian', () => {
    expect(gendered.map((l) => l.code)).toEqual(expect.arrayContaining(['ru', 'uk']));
  });

  for (const language of gendered) {
    for (const ruleset of rulesets) {
      const locale = shipped(ruleset)[language.code];
      if (!locale) continue;
      const polls = Object.keys((tree(shipped(ruleset)['en'], ['polls']) as LocaleTree | undefined) ?? {});
      for (const poll of polls) {
        it(`${language.code} ${ruleset.namespace} ${poll}: each status agrees with the noun's declared gender`, () => {
          const gender = tree(locale, ['grammar', 'polls', poll]);
          expect(gendersOf(language.code)).toContain(gender);
          for (const status of ['open', 'closed'] as const) {
            const form = tree(app?.languages[language.code], ['game', 'poll', `${status}_${String(gender)}`]);
            expect(typeof form).toBe('string');
            expect(badge(language.code, ruleset.namespace, poll, status)).toBe(form);
          }
        });
      }
    }
  }

  it('reads as Russian: "суд закрыт", "выборы мэра открыты", "охота на ведьм открыта", "линчевание закрыто"', () => {
    expect(badge('ru', 'mafia-1923', 'court', 'closed')).toBe('закрыт');
    expect(badge('ru', 'russian-extended', 'election', 'open')).toBe('открыты');
    expect(badge('ru', 'russian-extended', 'hunt', 'open')).toBe('открыта');
    expect(badge('ru', 'gorny', 'lynch', 'closed')).toBe('закрыто');
  });

  it('English has one form and needs no declaration', () => {
    expect(badge('en', 'mafia-1923', 'court', 'closed')).toBe('closed');
    expect(badge('en', 'russian-extended', 'election', 'open')).toBe('open');
  });
});
