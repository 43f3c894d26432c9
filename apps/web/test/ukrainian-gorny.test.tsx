import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import type { GameView } from '@mafia/kernel';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../src/components/LanguageSwitcher';
import { RoleCard } from '../src/components/RoleCard';
import { useNamer } from '../src/lib/use-namer';

/**
 * Issue #20: a partial language ships. Ukrainian is complete for the shared namespaces and for
 * Gorny; mafia-1923 has no uk texts, so its namespace falls back to English while the client's own
 * words stay Ukrainian. Each ruleset's texts are the languages its package.json declares complete,
 * the same list its definition's `locales` map (what `rulesets.get` sends) must match.
 */
function shipped(ns: string): Record<string, LocaleTree> {
  const files = collectNamespaces().find((n) => n.namespace === ns);
  if (!files) throw new Error(`no ${ns} locales`);
  const complete = files.complete ?? ['en'];
  return Object.fromEntries(Object.entries(files.languages).filter(([lng]) => complete.includes(lng)));
}

function i18nIn(lng: string) {
  const i18n = createI18n({ lng });
  addRulesetNamespace(i18n, 'gorny', shipped('gorny'));
  addRulesetNamespace(i18n, 'mafia-1923', shipped('mafia-1923'));
  return i18n;
}

function viewOf(ns: string, role: string, faction: string): GameView {
  return {
    viewer: { kind: 'seat', seat: 'ann' },
    ruleset: ns,
    settings: {},
    clock: { phase: { kind: 'day', number: 1 }, step: 'day' } as GameView['clock'],
    seats: [{ id: 'ann', name: 'Ann', alive: true, removed: false, statuses: [], role, faction }],
    intents: [],
    polls: [],
    notices: [],
    posts: [],
    data: {},
    pending: null,
    ledger: null,
    result: null,
    seq: 1,
  };
}

function roleCardText(lng: string, ns: string, role: string, faction: string): string {
  const view = viewOf(ns, role, faction);
  function Card() {
    return <RoleCard view={view} namer={useNamer(view, ns)} ns={ns} />;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nIn(lng)}>
      <Card />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('Ukrainian for Gorny, English fallback per namespace (issue #20)', () => {
  it('the language switcher offers Українська', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nIn('uk')}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    expect(html).toMatch(/<option[^>]*value="uk"[^>]*>Українська<\/option>/);
    expect(html).toContain('Мова');
  });

  it('a Gorny role card reads in Ukrainian', () => {
    const text = roleCardText('uk', 'gorny', 'cop', 'town');
    expect(text).toContain('Ваша роль');
    expect(text).toContain('Комісар');
    expect(text).toContain('Місто');
    expect(text).toContain('Щоночі ви можете перевірити одного гравця');
    expect(text).not.toContain('Cop');
    expect(text).not.toContain('показано англійською');
  });

  it('a mafia-1923 role card (no uk texts) shows the ruleset in English, the client in Ukrainian', () => {
    const text = roleCardText('uk', 'mafia-1923', 'doctor', 'civilian');
    expect(text).toContain('Ваша роль');
    expect(text).toContain('Doctor');
    expect(text).toContain('Civilians');
    expect(text).toContain('You are the Doctor.');
    expect(text).not.toContain('Доктор');
  });

  it('marks a ruleset text that fell back to English with "shown in English" in the reader’s language', () => {
    const view = viewOf('mafia-1923', 'doctor', 'civilian');
    function Card() {
      return <RoleCard view={view} namer={useNamer(view, 'mafia-1923')} ns="mafia-1923" />;
    }
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nIn('uk')}>
        <Card />
      </I18nextProvider>,
    );
    // The role name and the role message both fell back: each carries the mark.
    expect(html.match(/data-testid="shown-in-english">показано англійською</g)).toHaveLength(2);
    // English readers and a translated ruleset get no mark.
    expect(roleCardText('en', 'mafia-1923', 'doctor', 'civilian')).not.toContain('shown in English');
    expect(roleCardText('uk', 'gorny', 'cop', 'town')).not.toContain('показано');
  });
});
