import type { GameView, SeatView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import { useOptionalText } from '../lib/optional';
import type { Namer } from '../lib/params';

/** Living and eliminated players; roles shown only where the view carries them (revealed, own, team, host). */
export function Players({ view, namer, ns }: { view: GameView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const me = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  const alive = view.seats.filter((s) => s.alive && !s.removed);
  const gone = view.seats.filter((s) => !s.alive || s.removed);
  const row = (seat: SeatView) => (
    <li key={seat.id} data-seat={seat.id} className={seat.alive ? 'alive' : 'dead'}>
      <span className="name">{seat.name}</span>
      {seat.id === me && <span className="muted"> {t('game.you')}</span>}
      {seat.role && (
        <span className="chip">
          {namer.role(seat.role)}
          {seat.faction ? ` · ${namer.faction(seat.faction)}` : ''}
        </span>
      )}
      {/* The statuses this viewer may see (a public arrest, CB-23; their own private ones), in the ruleset's words. */}
      {seat.alive &&
        seat.statuses.map((status) => {
          const name = opt(`${ns}:statuses.${status.id}`);
          return name ? (
            <span key={status.id} className="chip" data-status={status.id}>
              {name}
            </span>
          ) : null;
        })}
      {seat.eliminatedIn && (
        <span className="muted small"> {t(`game:phase.${seat.eliminatedIn.kind}`, { number: seat.eliminatedIn.number })}</span>
      )}
      {/* Issue #6: a will the view carries as revealed is read by everyone once its author is gone. */}
      {seat.will?.revealed && (
        <figure className="will" data-testid={`will-${seat.id}`}>
          <figcaption className="small muted">{t('game.willOf', { name: seat.name })}</figcaption>
          <blockquote style={{ whiteSpace: 'pre-wrap' }}>{seat.will.text}</blockquote>
        </figure>
      )}
    </li>
  );
  return (
    <section aria-labelledby="players-title" className="card">
      <h2 id="players-title">{t('game.players')}</h2>
      <h3>{t('game.alive', { count: alive.length })}</h3>
      <ul className="players">{alive.map(row)}</ul>
      {gone.length > 0 && (
        <>
          <h3>{t('game.dead', { count: gone.length })}</h3>
          <ul className="players">{gone.map(row)}</ul>
        </>
      )}
      {view.result && (
        <p className="result" role="status">
          {t('game.winners', { factions: namer.list(view.result.factions.map(namer.faction)) })}
        </p>
      )}
      <p className="small">
        <a href={`#/rules/${ns}`}>{t('game.rules')}</a>
      </p>
    </section>
  );
}
