import { FORUM_LANGUAGES, matchLanguage, SOURCE_LANGUAGE } from '@mafia/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc';
import type { HostCardProps } from './props';

/** BBCode exports for a forum thread: the player list, the tally, the phase post. */
export function ExportCard({ gameId }: Pick<HostCardProps, 'gameId'>) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [exportKind, setExportKind] = useState<'players' | 'tally' | 'phase-post'>('players');
  // The export's language follows the page's, from the one list (English where `forum` is not complete).
  const locale = FORUM_LANGUAGES.find((l) => l.code === matchLanguage(i18n.language, FORUM_LANGUAGES.map((f) => f.code)))?.code ?? SOURCE_LANGUAGE;
  const exported = useQuery(trpc.host.export.queryOptions({ gameId, kind: exportKind, locale }));

  return (
    <section aria-labelledby="export-title" className="card">
      <h2 id="export-title">{t('host.export')}</h2>
      <div className="tabs" role="tablist" aria-label={t('host.export')}>
        {(['players', 'tally', 'phase-post'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={kind === exportKind}
            onClick={() => setExportKind(kind)}
          >
            {t(`host.exports.${kind}`)}
          </button>
        ))}
      </div>
      <textarea
        readOnly
        rows={8}
        aria-label={t(`host.exports.${exportKind}`)}
        value={exported.data?.bbcode ?? ''}
      />
      <button type="button" onClick={() => void navigator.clipboard?.writeText(exported.data?.bbcode ?? '')}>
        {t('host.copy')}
      </button>
    </section>
  );
}
