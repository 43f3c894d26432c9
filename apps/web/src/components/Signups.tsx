import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC, type CommandResult, type LobbyGame } from '../trpc';
import { ErrorMessage, Rejection } from './Feedback';

/** Before the start: who signed up, join/leave, and the host's start button. */
export function Signups({ lobby, ns }: { lobby: LobbyGame; ns: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CommandResult | null>(null);
  const gameId = lobby.game.id;
  const refresh = async (r: CommandResult) => {
    setResult(r);
    await queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId }));
    await queryClient.invalidateQueries(trpc.game.view.queryFilter({ gameId }));
  };
  const join = useMutation(trpc.lobby.join.mutationOptions({ onSuccess: refresh }));
  const leave = useMutation(trpc.lobby.leave.mutationOptions({ onSuccess: refresh }));
  const start = useMutation(trpc.lobby.start.mutationOptions({ onSuccess: refresh }));
  const players = lobby.members.filter((m) => m.role === 'player');
  const isHost = lobby.myRole === 'host' || lobby.myRole === 'co-host';
  return (
    <section aria-labelledby="signups-title" className="card">
      <h1 id="signups-title">{lobby.game.title}</h1>
      <p className="muted">
        {t(`${ns}:name`, { defaultValue: ns })} · {t(`${ns}:setups.${lobby.game.setupId}.name`, { defaultValue: lobby.game.setupId })} ·{' '}
        {t('lobby.playerCount', { players: lobby.game.players, needed: lobby.game.needed ?? '?' })}
      </p>
      <h2>{t('lobby.signedUp')}</h2>
      <ul className="players" data-testid="signups">
        {players.map((m) => (
          <li key={m.username}>{m.username}</li>
        ))}
        {players.length === 0 && <li className="muted">{t('lobby.nobodyYet')}</li>}
      </ul>
      <p className="small muted">
        {t('lobby.hosts')}: {lobby.members.filter((m) => m.role === 'host' || m.role === 'co-host').map((m) => m.username).join(', ')}
      </p>
      <div className="row">
        {lobby.myRole === null && (
          <>
            <button type="button" className="primary" onClick={() => join.mutate({ gameId, as: 'player' })}>
              {t('lobby.join')}
            </button>
            <button type="button" onClick={() => join.mutate({ gameId, as: 'spectator' })}>
              {t('lobby.watch')}
            </button>
          </>
        )}
        {(lobby.myRole === 'player' || lobby.myRole === 'spectator') && (
          <button type="button" onClick={() => leave.mutate({ gameId })}>
            {t('lobby.leave')}
          </button>
        )}
        {isHost && (
          <button type="button" className="primary" onClick={() => start.mutate({ gameId })} disabled={start.isPending}>
            {t('lobby.start')}
          </button>
        )}
      </div>
      <ErrorMessage error={join.error ?? leave.error ?? start.error} />
      {result && !result.ok && <Rejection rejection={result.rejection} />}
    </section>
  );
}
