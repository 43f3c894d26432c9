import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import type { GameView } from '@mafia/kernel';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PhaseBar } from '../src/components/PhaseBar';

/**
 * Issue #20: where a ruleset's text falls back to English outside the role card (the phase bar's
 * step here; the rules page and the lobby use the same mark), the reader is told so. Gorny ships
 * Ukrainian; mafia-1923 does not, so its step names are English with the mark in Ukrainian.
 */
function shipped(ns: string): Record<string, LocaleTree> {
  const files = collectNamespaces().find((n) => n.namespace === ns);
  if (!files) throw new Error(`no ${ns} locales`);
  const complete = files.complete ?? ['en'];
  return Object.fromEntries(Object.entries(files.languages).filter(([lng]) => complete.includes(lng)));
}

function phaseBarText(lng: string, ns: string, step: string): string {
  const i18n = createI18n({ lng });
  addRulesetNamespace(i18n, ns, shipped(ns));
  const view = {
    ruleset: ns,
    clock: { phase: { kind: 'day', number: 1 }, step, deadline: null },
    result: null,
  } as unknown as GameView;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PhaseBar view={view} ns={ns} />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('"shown in English" beyond the role card (issue #20)', () => {
  it('marks a step name of a ruleset without the reader\'s language', () => {
    expect(phaseBarText('uk', 'mafia-1923', 'vote')).toContain('Day vote показано англійською');
  });

  it('does not mark a step the ruleset translates, nor any text for an English reader', () => {
    expect(phaseBarText('uk', 'gorny', 'discussion')).not.toContain('показано англійською');
    expect(phaseBarText('en', 'mafia-1923', 'vote')).not.toContain('shown in English');
  });
});
