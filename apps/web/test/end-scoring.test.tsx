import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import type { GameView, Json } from '@mafia/kernel';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { EndScoring, scoringLines } from '../src/components/EndScoring';
import { useNamer } from '../src/lib/use-namer';
import { seatGameView } from './game-view-fixture';

/** Issue #18: the final screen's scoring section reads the ruleset's public `end-scoring` entry (russian-extended part 4 §8.4, §8.6). */
function shipped(ns: string): Record<string, LocaleTree> {
  const files = collectNamespaces().find((n) => n.namespace === ns);
  if (!files) throw new Error(`no ${ns} locales`);
  return files.languages;
}

const NS = 'russian-extended';

function render(data: Json | undefined, lng = 'en'): string {
  const i18n = createI18n({ lng });
  addRulesetNamespace(i18n, NS, shipped(NS));
  const view = seatGameView({
    ruleset: NS,
    seats: [
      { id: 'doc', name: 'Ann', alive: true, removed: false, statuses: [] },
      { id: 'mas', name: 'Max', alive: true, removed: false, statuses: [] },
    ] as GameView['seats'],
  });
  function Section() {
    return <EndScoring data={data} namer={useNamer(view, NS)} ns={NS} />;
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Section />
    </I18nextProvider>,
  );
}

const scoring: Json = {
  lines: [
    { key: 'scoring.elite-won', params: { seat: 'mas', team: 'red' } },
    { key: 'scoring.face-bonus', params: { seats: ['doc'] } },
    { key: 'scoring.best-players', params: { percent: 50, most: 4 } },
  ],
};

describe('the end screen\'s scoring section', () => {
  it('shows each line in the ruleset\'s words with players\' names and team names', () => {
    const html = render(scoring);
    expect(html).toContain('Scoring');
    expect(html).toContain('Max (elite) is credited with the result of the team');
    expect(html).toContain('Face bonus (+½ of a win) for lynching or killing the Faceless: Ann.');
    expect(html).toContain('a player needs 50% of those who voted; at most 4 best players');
    expect(html).not.toContain('>scoring.');
  });

  it('in Russian too', () => {
    expect(render(scoring, 'ru')).toContain('Подсчёт очков');
    expect(render(scoring, 'ru')).toContain('Бонус за лицо');
  });

  it('shows nothing when the ruleset published no scoring, or a malformed entry', () => {
    expect(render(undefined)).toBe('');
    expect(render({ lines: 'x' })).toBe('');
    expect(scoringLines({ lines: [{ key: 1 }, { key: 'a' }] })).toEqual([{ key: 'a', params: {} }]);
  });
});
