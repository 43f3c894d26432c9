import { useTranslation } from 'react-i18next';
import { pendingOutcome } from '../../lib/pending-outcome';
import { useOptionalText } from '../../lib/optional';
import type { Namer } from '../../lib/params';
import { NoticeText } from '../Notice';

/** The held-back night's announcements and results, each with who will read it (lib/pending-outcome.ts). */
export function PendingOutcome({ events, namer, ns }: { events: unknown; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const lines = pendingOutcome(events);
  if (lines.length === 0) return null;
  const seat = (id: string) => namer.seat(id) ?? id;
  return (
    <>
      <h3>{t('host.outcome.title')}</h3>
      <ul className="trace" data-testid="pending-outcome">
        {lines.map((line, i) =>
          line.kind === 'notice' ? (
            <li key={i} data-notice={line.key}>
              <strong>
                {line.to.kind === 'public'
                  ? t('host.outcome.everyone')
                  : line.to.kind === 'seat'
                    ? seat(line.to.seat)
                    : line.to.kind === 'faction'
                      ? namer.faction(line.to.faction)
                      : t('host.outcome.some')}
                :
              </strong>{' '}
              <NoticeText notice={{ key: line.key, params: line.params, ...(line.result ? { result: line.result } : {}) }} namer={namer} ns={ns} />
            </li>
          ) : (
            <li key={i} data-status={line.status}>
              {t(line.added ? 'host.outcome.statusAdded' : 'host.outcome.statusRemoved', { seat: seat(line.seat), status: opt(`${ns}:statuses.${line.status}`) || line.status })}
            </li>
          ),
        )}
      </ul>
    </>
  );
}
