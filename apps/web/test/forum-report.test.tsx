import { createI18n } from '@mafia/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ForumReport } from '../src/components/forum/ForumReport';
import type { Outputs } from '../src/trpc';

/** Issue #23, seed 001 rule 3: a vote changed by an edit after it was counted is shown to the host, never applied. */
type Report = Outputs['forum']['get']['report'];

const report = (editedVotes: Report['editedVotes']): Report =>
  ({ posts: [], flags: [], underMinimum: [], pending: 0, phase: { kind: 'day', number: 1 }, editedVotes }) as Report;

function render(value: Report, lng = 'en'): string {
  const i18n = createI18n({ lng });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ForumReport report={value} seats={[]} />
    </I18nextProvider>,
  );
}

describe("the forum card's edited votes (issue #23)", () => {
  it('lists each edited post with the vote as counted and as it now reads', () => {
    const html = render(report([{ id: 'p7', number: 7, author: 'Noodle', applied: ['Vote: Ash'], now: ['Vote: Leo'] }]));
    expect(html).toContain('Votes changed by an edit (not applied)');
    expect(html).toContain('post 7 by Noodle: counted “Vote: Ash”; the edited post now reads “Vote: Leo”');
  });

  it('says "no vote" for an edit that removed the vote, in Russian too', () => {
    const html = render(report([{ id: 'p9', number: null, author: 'Вера', applied: ['Голос: Борис'], now: [] }]), 'ru');
    expect(html).toContain('Голоса, изменённые правкой (не учтены)');
    expect(html).toContain('учтено «Голос: Борис»; после правки в посте «нет голоса»');
  });

  it('shows no section when no vote was changed by an edit', () => {
    expect(render(report([]))).not.toContain('Votes changed by an edit');
  });
});
