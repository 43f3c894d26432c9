import type { AvailableCommand, ClockState, PollView } from '@mafia/kernel';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { defaultDay, historyDays, myBallot, tallyRows } from '../lib/votes';
import { useOptionalText } from '../lib/optional';
import { useTRPC, type CommandResult } from '../trpc';
import { CommandFeedback } from './Feedback';
import { PollStatus } from './PollStatus';
import { VoteChart } from './VoteChart';

type Cast = Extract<AvailableCommand, { type: 'cast-ballot' }>;

function BallotForm({ gameId, cast, poll, seat, namer, canWithdraw }: { gameId: string; cast: Cast; poll: PollView; seat: string; namer: Namer; canWithdraw: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const current = myBallot(poll, seat, cast.slot);
  const [choice, setChoice] = useState(current?.[0] ?? '');
  const [result, setResult] = useState<CommandResult | null>(null);
  const vote = useMutation(trpc.game.vote.mutationOptions({ onSuccess: setResult }));
  const unvote = useMutation(trpc.game.unvote.mutationOptions({ onSuccess: setResult }));
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice) vote.mutate({ gameId, poll: cast.poll, slot: cast.slot, targets: [choice] });
      }}
    >
      <label htmlFor={id}>{cast.slot === 'main' ? t('game.voteFor') : t('game.voteForSlot', { slot: cast.slot })}</label>
      <select
        id={id}
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          // A rejection of the earlier choice no longer applies (issue #21).
          setResult(null);
        }}
        data-testid={`vote-${cast.poll}-${cast.slot}`}
      >
        <option value="">{t('game.choose')}</option>
        {cast.choices.map((c) => (
          <option key={c} value={c}>
            {namer.seat(c) ?? c}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={!choice || vote.isPending}>
        {t('game.vote')}
      </button>
      {canWithdraw && (
        <button type="button" onClick={() => unvote.mutate({ gameId, poll: cast.poll, slot: cast.slot })}>
          {t('game.unvote')}
        </button>
      )}
      {current && <span className="muted small">{t('game.yourVote', { target: namer.list(current.map((c) => namer.seat(c) ?? c)) })}</span>}
      <span aria-live="polite">
        <CommandFeedback result={result} />
      </span>
    </form>
  );
}

/**
 * The rules of the moment (issue #21): the pass mark, the lock rule, the places a plurality
 * decides, and who has not voted yet, as far as the viewer may know them (kernel PollRules).
 */
function PollRulesLine({ poll, namer }: { poll: PollView; namer: Namer }) {
  const { t } = useTranslation();
  const { rules } = poll;
  const lines: string[] = [];
  if (rules.needed !== null) lines.push(t('game.needed', { count: rules.needed }));
  if (rules.lock && rules.needed !== null) lines.push(t('game.lockRule', { count: rules.needed }));
  if (rules.tally === 'plurality' && rules.places !== null && rules.places > 1) lines.push(t('game.places', { count: rules.places }));
  return (
    <>
      {lines.length > 0 && (
        <p className="small muted" data-testid={`rules-${poll.id}`}>
          {lines.join(' ')}
        </p>
      )}
      {rules.notVoting !== null && !poll.locked && (
        <p className="small" data-testid={`not-voting-${poll.id}`}>
          {rules.notVoting.length === 0 ? t('game.allVoted') : t('game.notVoting', { seats: namer.list(rules.notVoting.map((s) => namer.seat(s) ?? s)) })}
        </p>
      )}
    </>
  );
}

/** One poll: live tally with voters, lock and outcome, the viewer's ballot while it is open, and the history chart. */
function PollCard({ gameId, poll, casts, available, seat, namer, ns }: { gameId: string; poll: PollView; casts: Cast[]; available: AvailableCommand[]; seat: string | null; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const rows = tallyRows(poll);
  const title = t(`${ns}:polls.${poll.id}`, { defaultValue: poll.id });
  return (
    <div className="poll" data-poll={poll.id}>
      <h3>
        {title} <PollStatus poll={poll} ns={ns} />
        {poll.locked && <span className="badge locked">{t('game.locked', { target: namer.seat(poll.locked) ?? poll.locked })}</span>}
      </h3>
      <PollRulesLine poll={poll} namer={namer} />
      {rows.length === 0 ? (
        <p className="muted">{t('game.noVotes')}</p>
      ) : (
        <table className="tally">
          <caption className="visually-hidden">{t('game.tally')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('game.candidate')}</th>
              <th scope="col">{t('game.count')}</th>
              <th scope="col">{t('game.voters')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.option}>
                <th scope="row">{namer.seat(row.option) ?? row.option}</th>
                <td>{row.total}</td>
                <td>{namer.list(row.voters.map((v) => namer.seat(v) ?? v))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {poll.outcome && poll.status === 'closed' && (
        <p className="small">
          {poll.outcome.kind === 'selected'
            ? t('game.outcomeSelected', { targets: namer.list(poll.outcome.options.map((o) => namer.seat(o) ?? o)) })
            : poll.outcome.kind === 'groups'
              ? t('game.outcomeGroups', {
                  groups: namer.list(poll.outcome.groups.map((g) => namer.seat(g.option) ?? g.option)),
                  targets: namer.list(poll.outcome.groups.flatMap((g) => g.selected).map((o) => namer.seat(o) ?? o)),
                })
              : t('game.outcomeNone')}
        </p>
      )}
      {poll.locked && poll.status === 'open' && (
        <p className="small" data-testid={`locked-${poll.id}`}>
          {t('game.lockedIn', { target: namer.seat(poll.locked) ?? poll.locked })}
        </p>
      )}
      {seat &&
        casts.map((cast) => (
          <BallotForm
            key={cast.slot}
            gameId={gameId}
            cast={cast}
            poll={poll}
            seat={seat}
            namer={namer}
            canWithdraw={available.some((a) => a.type === 'withdraw-ballot' && a.poll === poll.id && a.slot === cast.slot)}
          />
        ))}
      <VoteChart poll={poll} namer={namer} title={title} />
    </div>
  );
}

/**
 * The votes of the phase, and of earlier phases through a selector (issue 7: a vote-history chart
 * per day). Earlier phases come from history.votes, fetched again whenever the phase changes; the
 * current one from the live view. Each poll of a day (a runoff included) has its own chart.
 */
/** `watching`: a watcher outside the game (WatchScreen) reads the spectators' history (`watch.votes`). */
/**
 * Issue #21: the panel also says where the game is (the phase and its step) and whether the host is
 * holding the night's results for review (`reviewing`, OwnView), so a player knows why nothing moves.
 */
export function VotePanel({ gameId, polls, clock, reviewing, over, available, seat, namer, ns, watching = false }: { gameId: string; polls: PollView[]; clock: ClockState; reviewing: boolean; over: boolean; available: AvailableCommand[]; seat: string | null; namer: Namer; ns: string; watching?: boolean }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const phase = clock.phase;
  const trpc = useTRPC();
  const selectId = useId();
  const memberHistory = useQuery({ ...trpc.history.votes.queryOptions({ gameId }), staleTime: Infinity, enabled: !watching });
  const watchHistory = useQuery({ ...trpc.watch.votes.queryOptions({ gameId }), staleTime: Infinity, enabled: watching });
  const history = watching ? watchHistory : memberHistory;
  const phaseKey = `${phase.kind}-${phase.number}`;
  const [chosen, setChosen] = useState<string | null>(null);
  const seenPhase = useRef(phaseKey);
  const { refetch } = history;
  useEffect(() => {
    if (seenPhase.current === phaseKey) return;
    seenPhase.current = phaseKey;
    // A new phase: the one that ended joins the history, and the panel shows the new day again.
    setChosen(null);
    void refetch();
  }, [phaseKey, refetch]);
  const days = historyDays(history.data?.phases ?? [], { phase, polls });
  const selected = days.find((d) => d.key === chosen) ?? days.find((d) => d.key === defaultDay(days));
  const phaseName = t(`game:phase.${phase.kind}`, { number: phase.number });
  const step = opt(`${ns}:steps.${clock.step}`);
  const dayLabel = (d: (typeof days)[number]) => {
    const name = t(`game:phase.${d.kind}`, { number: d.number });
    return d.current ? t('game.phaseNow', { phase: name }) : name;
  };
  return (
    <section aria-labelledby="votes-title" className="card">
      <h2 id="votes-title">{t('game.votes')}</h2>
      {!over && (
        <p className="small" data-testid="vote-moment">
          {step ? t('game.momentStep', { phase: phaseName, step }) : t('game.moment', { phase: phaseName })}
        </p>
      )}
      {reviewing && !over && (
        <p className="small" role="status" data-testid="host-reviewing">
          {t('game.hostReviewing')}
        </p>
      )}
      {!selected && <p className="muted">{t('game.noVotesYet')}</p>}
      {selected && days.length > 1 && (
        <p className="inline-form">
          <label htmlFor={selectId}>{t('game.votePhase')}</label>
          <select id={selectId} value={selected.key} onChange={(e) => setChosen(e.target.value)} data-testid="vote-day">
            {days.map((d) => (
              <option key={d.key} value={d.key}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
        </p>
      )}
      {history.isError && <p className="small muted">{t('game.voteHistoryError')}</p>}
      {selected?.polls.map((poll, index) => (
        <PollCard
          key={`${selected.key}:${poll.id}:${index}`}
          gameId={gameId}
          poll={poll}
          // Ballots go to the live polls only: an earlier day's poll may share the id of today's.
          casts={selected.current ? available.filter((a): a is Cast => a.type === 'cast-ballot' && a.poll === poll.id) : []}
          available={selected.current ? available : []}
          seat={selected.current ? seat : null}
          namer={namer}
          ns={ns}
        />
      ))}
    </section>
  );
}
