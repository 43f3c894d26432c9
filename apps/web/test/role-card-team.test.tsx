import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import type { GameView } from '@mafia/kernel';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { RoleCard } from '../src/components/RoleCard';
import { useNamer } from '../src/lib/use-namer';
import { seatGameView } from './game-view-fixture';

/**
 * Issue #21: a role's message is the same for every team, so the card adds the team's own goal
 * (`factions.<team>.pm`) and how the role differs for that team (`overlay.<team>.<role>`, the
 * Russian rulebook's negative overlay), each only when the ruleset writes it.
 */
function shipped(ns: string): Record<string, LocaleTree> {
  const files = collectNamespaces().find((n) => n.namespace === ns);
  if (!files) throw new Error(`no ${ns} locales`);
  return files.languages;
}

const locale = {
  name: 'Teams',
  factions: { red: { name: 'Reds', pm: 'RED GOAL' }, black: { name: 'Blacks', pm: 'BLACK GOAL' } },
  roles: {
    commissar: { name: 'Commissar', summary: 's', pm: 'COMMISSAR MECHANICS' },
    citizen: { name: 'Citizen', summary: 's', pm: 'CITIZEN MECHANICS' },
  },
  overlay: { black: { commissar: 'BLACK COMMISSAR DIFFERENCE' } },
};

function card(role: string, faction: string, ns = 'teams', lng = 'en', attributes: Record<string, string> = {}): string {
  const i18n = createI18n({ lng });
  if (ns === 'teams') addRulesetNamespace(i18n, 'teams', { en: locale });
  else addRulesetNamespace(i18n, ns, shipped(ns));
  const view = seatGameView({
    ruleset: ns,
    seats: [{ id: 'ann', name: 'Ann', alive: true, removed: false, statuses: [], role, faction, attributes }] as GameView['seats'],
  });
  function Card() {
    return <RoleCard view={view} namer={useNamer(view, ns)} ns={ns} />;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Card />
    </I18nextProvider>,
  );
}

describe('the role card per team', () => {
  it('a black commissar reads the mechanics, how they differ for a black, and the blacks’ goal', () => {
    const html = card('commissar', 'black');
    expect(html).toContain('COMMISSAR MECHANICS');
    expect(html).toContain('BLACK COMMISSAR DIFFERENCE');
    expect(html).toContain('BLACK GOAL');
    expect(html).not.toContain('RED GOAL');
  });

  it('a red commissar reads no black difference and the reds’ goal', () => {
    const html = card('commissar', 'red');
    expect(html).not.toContain('BLACK COMMISSAR DIFFERENCE');
    expect(html).toContain('RED GOAL');
    expect(html).not.toContain('BLACK GOAL');
  });

  it('a role without an overlay shows no empty paragraph', () => {
    expect(card('citizen', 'black')).not.toContain('data-testid="role-overlay"');
  });

  it('russian-extended: a black citizen is never told to hunt the blacks, and reads the blacks’ goal', () => {
    const texts = shipped('russian-extended');
    const factions = (lng: string) => (texts[lng]?.['factions'] ?? {}) as Record<string, { pm?: string }>;
    for (const lng of ['en', 'ru']) {
      const html = card('citizen', 'black', 'russian-extended', lng).replace(/<[^>]+>/g, ' ');
      expect(html).not.toMatch(/find the blacks|ищите ч[её]рных/i);
      expect(html).toContain(String(factions(lng)['black']?.pm).slice(0, 40));
      const red = card('citizen', 'red', 'russian-extended', lng).replace(/<[^>]+>/g, ' ');
      expect(red).toContain(String(factions(lng)['red']?.pm).slice(0, 40));
    }
  });

  it('russian-extended: a black commissar reads how his checks differ (part 3 §3.2 N-COM)', () => {
    const overlay = (shipped('russian-extended')['en']?.['overlay'] as Record<string, Record<string, string>> | undefined)?.['black']?.['commissar'];
    expect(overlay).toBeTruthy();
    expect(card('commissar', 'black', 'russian-extended')).toContain(String(overlay).slice(0, 40));
    expect(card('commissar', 'red', 'russian-extended')).not.toContain(String(overlay).slice(0, 40));
  });

  it('russian-extended: a black reads his negative role and an elite player his elite role (attributes.<key>); a plain red reads neither', () => {
    const en = card('citizen', 'black', 'russian-extended', 'en', { negative: 'mafia' }).replace(/<[^>]+>/g, ' ');
    expect(en).toMatch(/Negative role:\s+Mafia/);
    const ru = card('citizen', 'black', 'russian-extended', 'ru', { negative: 'ninja' }).replace(/<[^>]+>/g, ' ');
    expect(ru).toMatch(/Негативная роль:\s+Ниндзя/);
    expect(card('citizen', 'red', 'russian-extended', 'en', { elite: 'servant', master: 'bob' }).replace(/<[^>]+>/g, ' ')).toMatch(/Elite role:\s+Servant/);
    // An attribute the ruleset gives no words (the servant's master) is not shown raw.
    expect(card('citizen', 'red', 'russian-extended', 'en', { master: 'bob' })).not.toContain('bob');
    expect(card('citizen', 'red', 'russian-extended')).not.toContain('data-testid="your-negative"');
  });
});
