import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { useTRPC } from '../trpc';

/** The archive on the games page (issue #21): the caller's own games, and the finished ones to read again. */
export function MyGames() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const mine = useQuery(trpc.lobby.list.queryOptions({ mine: true, limit: 50 }));
  const finished = useQuery(trpc.lobby.list.queryOptions({ status: 'finished', limit: 50 }));
  const list = (games: typeof mine.data) => (
    <ul className="game-list">
      {games?.map((game) => (
        <li key={game.id}>
          <a href={href({ name: 'game', id: game.id })}>{game.title}</a> <span className={`badge status-${game.status}`}>{t(`lobby.status.${game.status}`)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section aria-labelledby="my-games-title" className="card" data-list="mine">
        <h2 id="my-games-title">{t('archive.mine')}</h2>
        {mine.data?.length === 0 && <p className="muted">{t('archive.noneMine')}</p>}
        {list(mine.data)}
      </section>
      <section aria-labelledby="finished-games-title" className="card" data-list="finished">
        <h2 id="finished-games-title">{t('archive.finished')}</h2>
        {finished.data?.length === 0 && <p className="muted">{t('landing.games.finishedEmpty')}</p>}
        {list(finished.data)}
      </section>
    </>
  );
}
