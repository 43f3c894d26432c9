import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { useTRPC, type Outputs } from '../trpc';
import { ErrorMessage } from './Feedback';
import { TraceView } from './host/TraceView';
import { NoticeText } from './Notice';
import { ReplayByEvent } from './ReplayByEvent';
import { EndScoring } from './EndScoring';
import type { Json } from '@mafia/kernel';
import { winReasonText } from '../lib/win-reason';

type Ending = NonNullable<Outputs['watch']['ending']>;
type EndingPhase = Ending['phases'][number];
type PhasePolls = Ending['votes'][number];

/**
 * The end of a game (issue #21): every role and faction, the winners and why, a summary of each
 * day and night, a replay stepping through them, and the night traces once the host publishes them.
 */
export function EndScreen({ gameId, namer, ns, isHost, scoring }: { gameId: string; namer: Namer; ns: string; isHost: boolean; scoring?: Json | undefined }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const ending = useQuery(trpc.watch.ending.queryOptions({ gameId }));
  if (ending.error) return <ErrorMessage error={ending.error} />;
  if (!ending.data) return null;
  const end = ending.data;
  const name = (seat: string) => namer.seat(seat) ?? seat;
  // The ruleset's words for the result's reason (lib/win-reason.ts), else the app's, else none.
  const why = winReasonText(end.result.reason, ns, { exists: (key) => i18n.exists(key), t: (key, options) => t(key, options) }, (items) => namer.list(items.map(name)));
  return (
    <section aria-labelledby="ending-title" className="card ending">
      <h2 id="ending-title">{t('ending.title')}</h2>
      <p className="ending-result">
        {end.result.factions.length === 0 ? t('ending.draw') : t('game.winners', { factions: namer.list(end.result.factions.map(namer.faction)) })}{' '}
        {why && <span className="muted">{t('ending.why', { reason: why })}</span>}
      </p>
      <h3>{t('ending.roles')}</h3>
      <table className="ending-roles">
        <thead>
          <tr>
            <th scope="col">{t('ending.player')}</th>
            <th scope="col">{t('ending.role')}</th>
            <th scope="col">{t('ending.faction')}</th>
            <th scope="col">{t('ending.fate')}</th>
          </tr>
        </thead>
        <tbody>
          {end.seats.map((seat) => (
            <tr key={seat.id} data-seat={seat.id} className={seat.won ? 'won' : undefined}>
              <th scope="row">
                {seat.name}
                {seat.won && <span className="chip">{t('ending.won')}</span>}
              </th>
              <td data-role={seat.role}>{namer.role(seat.role)}</td>
              <td>{namer.faction(seat.faction)}</td>
              <td>{seat.eliminatedIn ? t('ending.diedIn', { phase: t(`game:phase.${seat.eliminatedIn.kind}`, { number: seat.eliminatedIn.number }) }) : t('ending.survived')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <EndScoring data={scoring} namer={namer} ns={ns} />
      <h3>{t('ending.summary')}</h3>
      <ol className="ending-phases">
        {end.phases.map((phase) => (
          <li key={`${phase.phase.kind}-${phase.phase.number}`}>
            <PhaseSummary phase={phase} votes={end.votes} name={name} namer={namer} ns={ns} />
          </li>
        ))}
      </ol>
      <Replay phases={end.phases} votes={end.votes} name={name} namer={namer} ns={ns} />
      <ReplayByEvent end={end} namer={namer} ns={ns} />
      <Traces gameId={gameId} traces={end.traces} isHost={isHost} namer={namer} ns={ns} />
    </section>
  );
}

/** A reason or cause in the ruleset's words, or null where neither the ruleset nor the app has a text for it (a raw id says nothing to a reader). */
function textOf(namer: Namer, id: string): string | null {
  const text = namer.reason(id);
  return text === id ? null : text;
}

function PhaseSummary({ phase, votes, name, namer, ns }: { phase: EndingPhase; votes: Ending['votes']; name: (seat: string) => string; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const polls = votes.filter((v) => v.phase.kind === phase.phase.kind && v.phase.number === phase.phase.number);
  const ballots = polls.flatMap((p: PhasePolls) => p.polls.flatMap((poll) => poll.ballots));
  return (
    <div className="phase-summary" data-phase={`${phase.phase.kind}-${phase.phase.number}`}>
      <h4>{t(`game:phase.${phase.phase.kind}`, { number: phase.phase.number })}</h4>
      {ballots.length > 0 && (
        <p>
          <span className="muted">{t('ending.votes')} </span>
          {ballots.map((b) => t('ending.ballot', { voter: name(b.voter), target: b.targets.map(name).join(', ') || t('ending.noTarget') })).join('; ')}
        </p>
      )}
      <p>
        <span className="muted">{t('ending.deaths')} </span>
        {phase.deaths.length === 0
          ? t('ending.nobodyDied')
          : phase.deaths
              .map((d) => {
                const cause = d.cause ? textOf(namer, d.cause) : null;
                return cause ? t('ending.death', { seat: name(d.seat), cause }) : name(d.seat);
              })
              .join('; ')}
      </p>
      {phase.notices.length > 0 && (
        <ul className="notices">
          {phase.notices.map((n) => (
            <li key={n.id}>
              <NoticeText notice={n} namer={namer} ns={ns} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Steps through the game one day or night at a time, public events only. */
function Replay({ phases, votes, name, namer, ns }: { phases: EndingPhase[]; votes: Ending['votes']; name: (seat: string) => string; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const phase = phases[index];
  if (!phase) return null;
  return (
    <section aria-labelledby="replay-title" className="replay">
      <h3 id="replay-title">{t('ending.replay')}</h3>
      <p className="replay-controls">
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('ending.previous')}
        </button>{' '}
        <span aria-live="polite">{t('ending.step', { current: index + 1, total: phases.length })}</span>{' '}
        <button type="button" onClick={() => setIndex(index + 1)} disabled={index === phases.length - 1}>
          {t('ending.next')}
        </button>
      </p>
      <PhaseSummary phase={phase} votes={votes} name={name} namer={namer} ns={ns} />
    </section>
  );
}

function Traces({ gameId, traces, isHost, namer, ns }: { gameId: string; traces: Ending['traces']; isHost: boolean; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const publish = useMutation(trpc.watch.publishTraces.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.watch.ending.queryFilter({ gameId })) }));
  if (traces === null) {
    if (!isHost) return null;
    return (
      <p>
        <button type="button" onClick={() => publish.mutate({ gameId })} disabled={publish.isPending}>
          {t('ending.publishTraces')}
        </button>
        <ErrorMessage error={publish.error} />
      </p>
    );
  }
  return (
    <section aria-labelledby="traces-title">
      <h3 id="traces-title">{t('ending.traces')}</h3>
      {traces.length === 0 && <p className="muted">{t('ending.noTraces')}</p>}
      {traces.map((trace) => (
        <div key={`${trace.phase.kind}-${trace.phase.number}-${trace.step}`}>
          <h4>{t(`game:phase.${trace.phase.kind}`, { number: trace.phase.number })}</h4>
          <TraceView trace={trace.trace} namer={namer} ns={ns} />
        </div>
      ))}
    </section>
  );
}
