import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pollsShown } from '../lib/votes';
import { useSubscription } from '@trpc/tanstack-react-query';
import { applyUpdate } from '@mafia/view-patch';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterGameVote } from '../components/AfterGameVote';
import { EndScreen } from '../components/EndScreen';
import { ErrorMessage } from '../components/Feedback';
import { Notices } from '../components/Notices';
import { PhaseBar } from '../components/PhaseBar';
import { Players } from '../components/Players';
import { Spectators } from '../components/Spectators';
import { Thread } from '../components/Thread';
import { VotePanel } from '../components/VotePanel';
import { RulesetNamespace } from '../lib/rejection';
import { useNamer } from '../lib/use-namer';
import { useRuleset } from '../lib/use-ruleset';
import type { ViewUpdate } from '../lib/view-update';
import { href, navigate } from '../router';
import { useTRPC, type LobbyGame, type OwnView } from '../trpc';

/**
 * A game link opened without an account (issue #21): a game the host opened to the public and that
 * has started is watched here; any other sends the visitor to sign in and back (`next`).
 */
export default function PublicGame({ gameId, next }: { gameId: string; next: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lobby = useQuery(trpc.lobby.get.queryOptions({ gameId }));
  const watchable = lobby.data ? lobby.data.game.publicSpectators && lobby.data.game.status !== 'lobby' : null;
  useEffect(() => {
    if (watchable === false) navigate({ name: 'signin', next });
  }, [watchable, next]);
  if (lobby.error) return <ErrorMessage error={lobby.error} />;
  if (!lobby.data || !watchable) return <p role="status">{t('common.loading')}</p>;
  return <WatchScreen lobby={lobby.data} signInHref={href({ name: 'signin', next })} />;
}

/**
 * The spectator projection (`watch.view`), read-only, kept live by `watch.updates` (issue #21):
 * the same whole-view-then-patches stream players get, of the spectator view only.
 */
function WatchScreen({ lobby, signInHref }: { lobby: LobbyGame; signInHref: string | null }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const gameId = lobby.game.id;
  const viewKey = trpc.watch.view.queryKey({ gameId });
  const watched = useQuery(trpc.watch.view.queryOptions({ gameId }));
  // Each patch follows the stream's previous message, so it applies to the view the stream last gave.
  const streamed = useRef<OwnView | null>(null);
  useSubscription(
    trpc.watch.updates.subscriptionOptions(
      { gameId, lastEventId: null },
      {
        onData: (message) => {
          const next = applyUpdate(streamed.current ?? queryClient.getQueryData<OwnView>(viewKey), message.data as ViewUpdate);
          streamed.current = next;
          if (!next) {
            void queryClient.invalidateQueries({ queryKey: viewKey });
            return;
          }
          const held = queryClient.getQueryData<OwnView>(viewKey);
          if (!held || held.seq <= next.seq) queryClient.setQueryData(viewKey, next);
        },
      },
    ),
  );
  const ruleset = useRuleset(lobby.game.rulesetId);
  if (watched.error) return <ErrorMessage error={watched.error} />;
  if (!watched.data || !ruleset.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <RulesetNamespace.Provider value={lobby.game.rulesetId}>
      <WatchBody own={watched.data} lobby={lobby} ns={lobby.game.rulesetId} signInHref={signInHref} />
    </RulesetNamespace.Provider>
  );
}

function WatchBody({ own, lobby, ns, signInHref }: { own: OwnView; lobby: LobbyGame; ns: string; signInHref: string | null }) {
  const { t } = useTranslation();
  const view = own.view;
  const namer = useNamer(view, ns);
  const [channel, setChannel] = useState('thread');
  if (!view) return <p className="muted">{t('watch.notStarted')}</p>;
  const channels = [...new Set(['thread', ...view.posts.map((p) => p.channel)])];
  const current = channels.includes(channel) ? channel : 'thread';
  return (
    <div className="game watching">
      <h1 className="game-title">{lobby.game.title}</h1>
      <p className="notice" role="note">
        {t('watch.watching')} {signInHref && <a href={signInHref}>{t('watch.signInToJoin')}</a>}
      </p>
      <PhaseBar view={view} ns={ns} reviewing={own.reviewing} />
      {view.result && <EndScreen gameId={lobby.game.id} namer={namer} ns={ns} isHost={false} scoring={view.data['end-scoring']} />}
      {view.afterGameVote && <AfterGameVote gameId={lobby.game.id} view={view} namer={namer} canVote={false} />}
      <div className="game-grid">
        <div className="col-main">
          {channels.length > 1 && (
            <div className="tabs" role="tablist" aria-label={t('game.channels')}>
              {channels.map((c) => (
                <button key={c} type="button" role="tab" aria-selected={c === current} onClick={() => setChannel(c)}>
                  {c === 'thread' ? t('game.thread') : c === 'dead' ? t('game.deadChat') : c}
                </button>
              ))}
            </div>
          )}
          <Thread key={current} gameId={lobby.game.id} view={view} channel={current} canPost={false} asHost={false} title={t('game.thread')} />
        </div>
        <div className="col-side">
          <VotePanel gameId={lobby.game.id} polls={pollsShown(view.polls, view.result !== null)} clock={view.clock} reviewing={own.reviewing} over={view.result !== null} available={[]} seat={null} namer={namer} ns={ns} watching />
          <Notices view={view} namer={namer} ns={ns} />
          <Players view={view} namer={namer} ns={ns} />
          <Spectators members={lobby.members} />
          <p>
            <a href={href({ name: 'home' })}>{t('watch.backToGames')}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
