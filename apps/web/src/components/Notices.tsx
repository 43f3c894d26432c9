import type { GameView, Notice } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { NoticeText } from './Notice';

const isTrace = (n: Notice) => n.key === 'notices.night-trace';

/** Public announcements, and what only this viewer (or their team) was told: results, team info. */
export function Notices({ view, namer, ns }: { view: GameView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const shown = view.notices.filter((n) => !isTrace(n));
  const publicNotices = shown.filter((n) => n.audience.to === 'public');
  const privateNotices = shown.filter((n) => n.audience.to !== 'public' && n.audience.to !== 'host');
  const list = (notices: Notice[]) => (
    <ol className="notices">
      {notices
        .slice()
        .reverse()
        .map((n) => (
          <li key={n.id} data-notice={n.key}>
            {/* A notice sent as the game starts (the team list) has no phase yet: number 0. */}
            {n.phase.number > 0 && <span className="muted small">{t(`game:phase.${n.phase.kind}`, { number: n.phase.number })} · </span>}
            <NoticeText notice={n} namer={namer} ns={ns} />
          </li>
        ))}
    </ol>
  );
  return (
    <>
      {view.viewer.kind === 'seat' && (
        <section aria-labelledby="results-title" className="card">
          <h2 id="results-title">{t('game.privateResults')}</h2>
          {privateNotices.length === 0 ? <p className="muted">{t('game.noResults')}</p> : list(privateNotices)}
        </section>
      )}
      <section aria-labelledby="announcements-title" className="card">
        <h2 id="announcements-title">{t('game.announcements')}</h2>
        {publicNotices.length === 0 ? <p className="muted">{t('game.noAnnouncements')}</p> : list(publicNotices)}
      </section>
    </>
  );
}
