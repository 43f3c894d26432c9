import type { GameView } from '@mafia/kernel';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctableAbilities } from '../lib/abilities';
import type { Namer } from '../lib/params';
import { toLocalInput } from '../lib/time';
import { traceLines, type TraceLine } from '../lib/trace';
import { useRuleset } from '../lib/use-ruleset';
import { useTRPC, type CommandResult } from '../trpc';
import { ErrorMessage, Rejection } from './Feedback';

/** A seat picker with an empty "choose" option, used by every host form. */
function SeatSelect(props: { id: string; seats: GameView['seats']; value: string; onChange: (seat: string) => void }) {
  const { t } = useTranslation();
  return (
    <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{t('game.choose')}</option>
      {props.seats.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}

function Trace({ lines, namer, ns }: { lines: TraceLine[]; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const name = (id: string) => (id ? (namer.seat(id) ?? id) : '');
  return (
    <ul className="trace">
      {lines.map((line, i) => (
        <li key={i} className={line.holds === false ? 'countered' : 'holds'}>
          {t(line.key, {
            ...line.params,
            actor: name(line.params['actor'] ?? ''),
            target: name(line.params['target'] ?? ''),
            at: name(line.params['at'] ?? ''),
            effect: t(`host.effects.${line.params['effect']}`, { defaultValue: line.params['effect'] ?? '' }),
            reason: t(`host.reasons.${line.params['reason']}`, { defaultValue: line.params['reason'] ?? '' }),
            ability: t(`${ns}:abilities.${line.params['ability']}.name`, { defaultValue: line.params['ability'] ?? '' }),
          })}
          {line.holds === false && line.key.startsWith('host.trace.f') && <span className="muted"> ({t('host.trace.countered')})</span>}
          {line.children.length > 0 && <Trace lines={line.children} namer={namer} ns={ns} />}
        </li>
      ))}
    </ul>
  );
}

/** The resolver's trace as a tree; a ruleset's own trace shape is shown as data rather than dropped. */
function TraceView({ trace, namer, ns }: { trace: unknown; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const lines = traceLines(trace);
  if (lines.length > 0) return <Trace lines={lines} namer={namer} ns={ns} />;
  const empty = trace == null || (Array.isArray(trace) && trace.length === 0);
  if (empty) return <p className="muted">{t('host.trace.empty')}</p>;
  return <pre className="trace-raw" tabIndex={0}>{JSON.stringify(trace, null, 2)}</pre>;
}

/** Start, review the night's trace, correct, publish, deadlines, mod-kill, replace, BBCode exports. */
export function HostConsole({ gameId, view, namer, ns }: { gameId: string; view: GameView; namer: Namer; ns: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const ids = { deadline: useId(), seat: useId(), reason: useId(), rseat: useId(), user: useId(), cseat: useId(), ability: useId(), target: useId() };
  const [result, setResult] = useState<CommandResult | null>(null);
  const opts = { onSuccess: setResult };
  const closeStep = useMutation(trpc.host.closeStep.mutationOptions(opts));
  const publish = useMutation(trpc.host.publish.mutationOptions(opts));
  const resolveAgain = useMutation(trpc.host.resolveAgain.mutationOptions(opts));
  const setDeadline = useMutation(trpc.host.setDeadline.mutationOptions(opts));
  const extend = useMutation(trpc.host.extendDeadline.mutationOptions(opts));
  const modkill = useMutation(trpc.host.modkill.mutationOptions(opts));
  const replace = useMutation(trpc.host.replace.mutationOptions(opts));
  const correct = useMutation(trpc.host.correctAction.mutationOptions(opts));
  const [deadline, setDeadlineInput] = useState(view.clock.deadline ? toLocalInput(view.clock.deadline) : '');
  const [killSeat, setKillSeat] = useState('');
  const [reason, setReason] = useState('host-decision');
  const [replaceSeat, setReplaceSeat] = useState('');
  const [username, setUsername] = useState('');
  const [fix, setFix] = useState({ seat: '', ability: '', target: '' });
  const [exportKind, setExportKind] = useState<'players' | 'tally' | 'phase-post'>('players');
  const locale = i18n.language === 'ru' ? 'ru' : 'en';
  const exported = useQuery(trpc.host.export.queryOptions({ gameId, kind: exportKind, locale }));
  const error = closeStep.error ?? publish.error ?? resolveAgain.error ?? setDeadline.error ?? extend.error ?? modkill.error ?? replace.error ?? correct.error;
  const living = view.seats.filter((s) => s.alive && !s.removed);
  const pending = view.pending;
  const seatName = (id: string) => namer.seat(id) ?? id;
  // The correction offers the chosen seat's abilities from the manifest (its role's and its faction's).
  const manifest = useRuleset(ns === 'game' ? undefined : ns);
  const abilities = correctableAbilities(manifest.data, view.seats.find((s) => s.id === fix.seat));

  return (
    <div className="host-grid">
      <section aria-labelledby="review-title" className="card">
        <h2 id="review-title">{t('host.review')}</h2>
        {pending ? (
          <>
            <p>{t('host.pendingFor', { phase: t(`game:phase.${pending.phase.kind}`, { number: pending.phase.number }) })}</p>
            <h3>{t('host.trace.title')}</h3>
            <TraceView trace={pending.trace} namer={namer} ns={ns} />
            <div className="row">
              <button type="button" onClick={() => resolveAgain.mutate({ gameId })}>
                {t('host.resolveAgain')}
              </button>
              <button type="button" className="primary" onClick={() => publish.mutate({ gameId })}>
                {t('host.publish')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('host.nothingPending')}</p>
        )}
        <h3>{t('host.intents')}</h3>
        {view.intents.length === 0 ? (
          <p className="muted">{t('host.noIntents')}</p>
        ) : (
          <ul className="intents">
            {view.intents.map((intent) => (
              <li key={intent.id}>
                {seatName(intent.actor)} → {namer.ability(intent.ability)}: {namer.list(intent.targets.map(seatName))}
                {intent.byHost && <span className="badge">{t('host.corrected')}</span>}
              </li>
            ))}
          </ul>
        )}
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            correct.mutate({ gameId, seat: fix.seat, ability: fix.ability, targets: fix.target ? [fix.target] : [] });
          }}
        >
          <fieldset>
            <legend>{t('host.correct')}</legend>
            <label htmlFor={ids.cseat}>{t('host.actor')}</label>
            <SeatSelect
              id={ids.cseat}
              seats={view.seats}
              value={fix.seat}
              onChange={(v) => {
                // A new seat: keep the ability only when that seat has it too; a single one is chosen for the host.
                const next = correctableAbilities(manifest.data, view.seats.find((s) => s.id === v));
                const keep = next.some((a) => a.id === fix.ability) ? fix.ability : next.length === 1 ? (next[0]?.id ?? '') : '';
                setFix({ ...fix, seat: v, ability: keep });
              }}
            />
            <label htmlFor={ids.ability}>{t('host.ability')}</label>
            <select id={ids.ability} name="ability" value={fix.ability} disabled={abilities.length === 0} onChange={(e) => setFix({ ...fix, ability: e.target.value })}>
              <option value="">{t('game.choose')}</option>
              {abilities.map((a) => (
                <option key={a.id} value={a.id}>
                  {namer.ability(a.id)}
                </option>
              ))}
            </select>
            {fix.seat && abilities.length === 0 && <p className="small muted">{t('host.noAbilities')}</p>}
            <label htmlFor={ids.target}>{t('game.target')}</label>
            <SeatSelect id={ids.target} seats={view.seats} value={fix.target} onChange={(v) => setFix({ ...fix, target: v })} />
            <button type="submit" disabled={!fix.seat || !fix.ability}>
              {t('host.applyCorrection')}
            </button>
          </fieldset>
        </form>
      </section>

      <section aria-labelledby="flow-title" className="card">
        <h2 id="flow-title">{t('host.flow')}</h2>
        <button type="button" className="primary" onClick={() => closeStep.mutate({ gameId })} disabled={Boolean(view.result)}>
          {t('host.closeStep')}
        </button>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setDeadline.mutate({ gameId, deadline: deadline ? new Date(deadline).getTime() : null });
          }}
        >
          <label htmlFor={ids.deadline}>{t('host.deadline')}</label>
          <input id={ids.deadline} type="datetime-local" value={deadline} onChange={(e) => setDeadlineInput(e.target.value)} />
          <button type="submit">{t('host.setDeadline')}</button>
          <button type="button" onClick={() => extend.mutate({ gameId, byMs: 3_600_000 })}>
            {t('host.extendHour')}
          </button>
        </form>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (killSeat) modkill.mutate({ gameId, seat: killSeat, reason });
          }}
        >
          <fieldset>
            <legend>{t('host.modkill')}</legend>
            <label htmlFor={ids.seat}>{t('host.player')}</label>
            <SeatSelect id={ids.seat} seats={living} value={killSeat} onChange={(v) => setKillSeat(v)} />
            <label htmlFor={ids.reason}>{t('host.reason')}</label>
            <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)}>
              {['host-decision', 'inactivity', 'rule-breaking'].map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="danger" disabled={!killSeat}>
              {t('host.modkill')}
            </button>
          </fieldset>
        </form>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (replaceSeat && username) replace.mutate({ gameId, seat: replaceSeat, username });
          }}
        >
          <fieldset>
            <legend>{t('host.replace')}</legend>
            <label htmlFor={ids.rseat}>{t('host.player')}</label>
            <SeatSelect id={ids.rseat} seats={view.seats} value={replaceSeat} onChange={(v) => setReplaceSeat(v)} />
            <label htmlFor={ids.user}>{t('host.newPlayer')}</label>
            <input id={ids.user} value={username} onChange={(e) => setUsername(e.target.value)} />
            <button type="submit" disabled={!replaceSeat || !username}>
              {t('host.replace')}
            </button>
          </fieldset>
        </form>
        <ErrorMessage error={error} />
        {result && !result.ok && <Rejection rejection={result.rejection} />}
      </section>

      <section aria-labelledby="export-title" className="card">
        <h2 id="export-title">{t('host.export')}</h2>
        <div className="tabs" role="tablist" aria-label={t('host.export')}>
          {(['players', 'tally', 'phase-post'] as const).map((kind) => (
            <button key={kind} type="button" role="tab" aria-selected={kind === exportKind} onClick={() => setExportKind(kind)}>
              {t(`host.exports.${kind}`)}
            </button>
          ))}
        </div>
        <textarea readOnly rows={8} aria-label={t(`host.exports.${exportKind}`)} value={exported.data?.bbcode ?? ''} />
        <button type="button" onClick={() => void navigator.clipboard?.writeText(exported.data?.bbcode ?? '')}>
          {t('host.copy')}
        </button>
      </section>
    </div>
  );
}
