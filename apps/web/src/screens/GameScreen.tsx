import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pollsShown } from '../lib/votes';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions } from '../components/Actions';
import { BoCard } from '../components/BoCard';
import { ErrorMessage } from '../components/Feedback';
import { HostConsole } from '../components/HostConsole';
import { Notes } from '../components/Notes';
import { Notices } from '../components/Notices';
import { PhaseBar } from '../components/PhaseBar';
import { Players } from '../components/Players';
import { RoleCard } from '../components/RoleCard';
import { Signups } from '../components/Signups';
import { NotificationsBar } from '../components/NotificationsBar';
import { Thread } from '../components/Thread';
import { VotePanel } from '../components/VotePanel';
import { Will } from '../components/Will';
import { readBoCard } from '../lib/bo-card';
import { useNamer } from '../lib/use-namer';
import { RulesetNamespace } from '../lib/rejection';
import { useRuleset } from '../lib/use-ruleset';
import { href } from '../router';
import { useTRPC, type OwnView } from '../trpc';
import { applyUpdate } from '@mafia/view-patch';
import type { ViewUpdate } from '../lib/view-update';
import { RulesetVersion } from '../components/RulesetVersion';
import { PublicSpectatorsToggle } from '../components/PublicSpectatorsToggle';
import { WebhookSettings } from '../components/WebhookSettings';
import { Spectators } from '../components/Spectators';
import { AfterGameVote } from '../components/AfterGameVote';
import { EndScreen } from '../components/EndScreen';

/** The game page: sign-ups before the start, then the game; hosts get the console tab. */
export default function GameScreen({ gameId, hostTab }: { gameId: string; hostTab: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lobby = useQuery({ ...trpc.lobby.get.queryOptions({ gameId }), refetchInterval: (q) => (q.state.data?.game.status === 'lobby' ? 2000 : false) });
  const isMember = Boolean(lobby.data?.myRole);
  // Subscribe once the game runs: the server resolves the caller's seat when the stream opens.
  const running = isMember && lobby.data?.game.status !== 'lobby';
  const viewKey = trpc.game.view.queryKey({ gameId });
  const own = useQuery({ ...trpc.game.view.queryOptions({ gameId }), enabled: running });
  // Live updates, tracked by the event seq: a whole view first, then patches. Each patch is made
  // from the stream's previous message, so it is applied to the view the stream last gave, not to
  // the query's (a refetch, on a network reconnect or a remount, may have replaced that).
  const streamed = useRef<OwnView | null>(null);
  useSubscription(
    trpc.game.updates.subscriptionOptions(
      { gameId, lastEventId: null },
      {
        enabled: running,
        onData: (message) => {
          const update = message.data as ViewUpdate;
          const next = applyUpdate(streamed.current ?? queryClient.getQueryData<OwnView>(viewKey), update);
          streamed.current = next;
          if (!next) {
            // A patch that does not follow on (it should not happen): load the whole view again.
            void queryClient.invalidateQueries({ queryKey: viewKey });
            return;
          }
          const held = queryClient.getQueryData<OwnView>(viewKey);
          if (!held || held.seq <= next.seq) queryClient.setQueryData(viewKey, next);
          if (next.status !== lobby.data?.game.status) void queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId }));
        },
      },
    ),
  );
  const rulesetId = lobby.data?.game.rulesetId;
  const ruleset = useRuleset(rulesetId);
  const ns = rulesetId ?? 'game';

  if (lobby.error) return <ErrorMessage error={lobby.error} />;
  if (!lobby.data || (rulesetId && !ruleset.data)) return <p role="status">{t('common.loading')}</p>;
  const view = own.data?.view ?? null;
  const isHost = lobby.data.myRole === 'host' || lobby.data.myRole === 'co-host';
  // Rejections anywhere on the page look in the ruleset's namespace first (its own codes).
  return (
    <RulesetNamespace.Provider value={rulesetId}>
      {lobby.data.game.broken && (
        <div role="alert" className="error">
          <p>{t('game.broken')}</p>
          {lobby.data.brokenReason && <p>{t('game.brokenReason', { reason: lobby.data.brokenReason })}</p>}
        </div>
      )}
      <RulesetVersion info={lobby.data.rulesetVersion} isHost={isHost} />
      {isHost && <PublicSpectatorsToggle gameId={gameId} on={lobby.data.game.publicSpectators} />}
      {isHost && <WebhookSettings gameId={gameId} />}
      {lobby.data.game.status === 'lobby' || !view || !own.data ? <Signups lobby={lobby.data} ns={ns} /> : <GameBody gameId={gameId} own={own.data} ns={ns} hostTab={hostTab} title={lobby.data.game.title} />}
      {lobby.data.game.status !== 'lobby' && <Spectators members={lobby.data.members} />}
    </RulesetNamespace.Provider>
  );
}

function GameBody({ gameId, own, ns, hostTab, title }: { gameId: string; own: OwnView; ns: string; hostTab: boolean; title: string }) {
  const { t, i18n } = useTranslation();
  const view = own.view;
  const namer = useNamer(view, ns);
  const [channel, setChannel] = useState('thread');
  if (!view) return null;
  const isHost = view.viewer.kind === 'host';
  const seat = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  const willCommand = own.available.find((a) => a.type === 'write-will');
  const postable = new Set(own.available.flatMap((a) => (a.type === 'post' ? [a.channel] : [])));
  // The tags the seat may put on a post of each channel now (kernel `postTags`: a Russian wall, C-4).
  const postTags = new Map(own.available.flatMap((a) => (a.type === 'post' && a.tags ? [[a.channel, a.tags] as const] : [])));
  const channels = [...new Set(['thread', ...view.posts.map((p) => p.channel), ...postable])];
  // A faction's channel by the ruleset's own name when it has one (conan-bo `bo.channel`, CB-38).
  const channelLabel = (c: string) => {
    if (c === 'thread') return t('game.thread');
    if (c === 'dead') return t('game.deadChat');
    const faction = c.replace(/^faction:/, '');
    return i18n.exists(`${ns}:${faction}.channel`) ? t(`${ns}:${faction}.channel`) : t('game.factionChat', { faction: namer.faction(faction) });
  };
  const current = channels.includes(channel) ? channel : 'thread';

  return (
    <div className="game">
      <h1 className="game-title">{title}</h1>
      <NotificationsBar gameId={gameId} title={title} source={own} myName={seat ? (view.seats.find((s) => s.id === seat)?.name ?? null) : null} />
      <PhaseBar view={view} ns={ns} reviewing={own.reviewing} />
      {view.result && <EndScreen gameId={gameId} namer={namer} ns={ns} isHost={isHost} scoring={view.data['end-scoring']} />}
      {view.afterGameVote && <AfterGameVote gameId={gameId} view={view} namer={namer} canVote={isHost || seat !== null} />}
      {isHost && (
        <nav className="tabs" aria-label={t('host.tabs')}>
          <a href={href({ name: 'game', id: gameId })} aria-current={hostTab ? undefined : 'page'}>
            {t('host.gameTab')}
          </a>
          <a href={href({ name: 'host', id: gameId })} aria-current={hostTab ? 'page' : undefined}>
            {t('host.console')}
          </a>
        </nav>
      )}
      {isHost && hostTab ? (
        <HostConsole gameId={gameId} view={view} namer={namer} ns={ns} />
      ) : (
        <div className="game-grid">
          <JumpBar votes={view.polls.length > 0} actions={Boolean(seat && !view.result && own.available.some((a) => a.type === 'submit-intent'))} />
          <div className="col-main">
            <div className="tabs" role="tablist" aria-label={t('game.channels')}>
              {channels.map((c) => (
                <button key={c} type="button" role="tab" aria-selected={c === current} onClick={() => setChannel(c)}>
                  {channelLabel(c)}
                </button>
              ))}
            </div>
            <Thread
              key={current}
              gameId={gameId}
              view={view}
              channel={current}
              canPost={isHost || postable.has(current)}
              tags={isHost ? [] : (postTags.get(current) ?? [])}
              asHost={isHost}
              title={channelLabel(current)}
              earlier={own.earlierPosts[current] ?? 0}
            />
          </div>
          <div className="col-side">
            <RoleCard view={view} namer={namer} ns={ns} />
            <BoCard view={view} namer={namer} ns={ns} />
            {seat && !view.result && <Actions gameId={gameId} available={own.available} namer={namer} ns={ns} card={readBoCard(view.data)} me={seat} />}
            <VotePanel gameId={gameId} polls={pollsShown(view.polls, view.result !== null)} clock={view.clock} reviewing={own.reviewing} over={view.result !== null} available={own.available} seat={seat} namer={namer} ns={ns} />
            <Notices view={view} namer={namer} ns={ns} />
            <Players view={view} namer={namer} ns={ns} />
            {willCommand?.type === 'write-will' && <Will gameId={gameId} command={willCommand} />}
            <Notes gameId={gameId} />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Issue #21 (phone): the thread comes first in one column, so a phone reader would scroll the whole
 * thread to reach the vote box. The bar (narrow screens only) moves the focus to a section's heading.
 */
function JumpBar({ votes, actions }: { votes: boolean; actions: boolean }) {
  const { t } = useTranslation();
  const jump = (selector: string) => {
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    target.focus();
  };
  return (
    <nav className="jump-bar" aria-label={t('game.jumpTo')}>
      {votes && (
        <button type="button" onClick={() => jump('#votes-title')}>
          {t('game.votes')}
        </button>
      )}
      {actions && (
        <button type="button" onClick={() => jump('#actions-title')}>
          {t('game.actions')}
        </button>
      )}
      <button type="button" onClick={() => jump('form.composer textarea, section.thread')}>
        {t('game.jumpToComposer')}
      </button>
    </nav>
  );
}
