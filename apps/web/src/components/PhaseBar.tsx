import type { GameView } from '@mafia/kernel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../lib/time';
import { useOptionalText } from '../lib/optional';
import { ShownInEnglish } from './ShownInEnglish';

/** The phase, its step and a live countdown to the stored deadline. */
export function PhaseBar({ view, ns, reviewing = false }: { view: GameView; ns: string; reviewing?: boolean }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const { clock } = view;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const phase = t(`game:phase.${clock.phase.kind}`, { number: clock.phase.number });
  const step = opt(`${ns}:steps.${clock.step}`);
  return (
    <section className={`phase-bar phase-${clock.phase.kind}`} aria-label={t('game.phase')}>
      <h2>
        {phase}
        {step && (
          <span className="muted">
            {' · '}
            {step} <ShownInEnglish textKey={`${ns}:steps.${clock.step}`} />
          </span>
        )}
      </h2>
      {view.result ? (
        <p className="badge">{t('game.over')}</p>
      ) : reviewing ? (
        <p className="muted">{t('game.hostReviewingShort')}</p>
      ) : clock.deadline === null ? (
        <p className="muted">{t('game.waitingForHost')}</p>
      ) : (
        <p>
          <span className="muted">{t('game.timeLeft')} </span>
          <time role="timer" aria-live="off" dateTime={new Date(clock.deadline).toISOString()} className="countdown">
            {formatRemaining(clock.deadline - now)}
          </time>
        </p>
      )}
    </section>
  );
}
