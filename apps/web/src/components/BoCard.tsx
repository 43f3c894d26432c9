import type { GameView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import { boRows, readBoCard } from '../lib/bo-card';
import type { Namer } from '../lib/params';

/**
 * conan-bo: the Black Organization's members by rank with the leader (CB-3, CB-D3, CB-25), kill
 * turns (CB-35), tonight's suitcase holder (CB-D17) and the pills left (CB-D19.2). Only a view
 * that carries the BO's card shows it: the server sends it to living BO members and the host.
 */
export function BoCard({ view, namer, ns }: { view: GameView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const card = readBoCard(view.data);
  if (!card) return null;
  const rows = boRows(card, view);
  const isLeader = view.viewer.kind === 'seat' && card.leader === view.viewer.seat;
  return (
    <section aria-labelledby="bo-card-title" className="card" data-testid="bo-card">
      <h2 id="bo-card-title">{t(`${ns}:bo.channel`)}</h2>
      <h3>{t(`${ns}:bo.ranks.title`)}</h3>
      <ol className="players bo-ranks">
        {rows.map((row) => (
          <li key={row.seat} data-seat={row.seat} data-rank={row.rank} className={row.alive ? 'alive' : 'dead'}>
            <span className="chip">{t(`${ns}:bo.ranks.rank`, { rank: row.rank })}</span> <span className="name">{row.name}</span>
            {row.you && <span className="muted"> {t('game.you')}</span>}
            {row.role && <span className="muted small"> {namer.role(row.role)}</span>}
            {row.leader && <span className="chip">{t(`${ns}:bo.ranks.leader`)}</span>}
            {row.alive && <span className="muted small"> · {t(`${ns}:bo.turns`, { count: row.turns })}</span>}
          </li>
        ))}
      </ol>
      {card.suitcase && <p className="small">{t(`${ns}:bo.suitcase`, { seat: namer.seat(card.suitcase) ?? card.suitcase })}</p>}
      <p className="small">{t(`${ns}:bo.pills`, { count: card.pills })}</p>
      {isLeader && <p className="small muted">{t(`${ns}:bo.leader-rights`)}</p>}
    </section>
  );
}
