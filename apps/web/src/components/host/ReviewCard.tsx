import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctableAbilities } from '../../lib/abilities';
import { useRuleset } from '../../lib/use-ruleset';
import { useTRPC, type CommandResult } from '../../trpc';
import { CommandFeedback } from '../Feedback';
import type { HostCardProps } from './props';
import { HostForm } from './HostForm';
import { SeatSelect } from './SeatSelect';
import { PendingOutcome } from './PendingOutcome';
import { TraceView } from './TraceView';

/** The night held for review: its trace, resolve again or publish, the intents, and a correction form. */
export function ReviewCard({ gameId, view, namer, ns }: HostCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const ids = { cseat: useId(), ability: useId(), target: useId() };
  const [result, setResult] = useState<CommandResult | null>(null);
  const opts = { onSuccess: setResult };
  const publish = useMutation(trpc.host.publish.mutationOptions(opts));
  const resolveAgain = useMutation(trpc.host.resolveAgain.mutationOptions(opts));
  const correct = useMutation(trpc.host.correctAction.mutationOptions(opts));
  const [fix, setFix] = useState({ seat: '', ability: '', target: '' });
  const error = publish.error ?? resolveAgain.error ?? correct.error;
  const pending = view.pending;
  const seatName = (id: string) => namer.seat(id) ?? id;
  // The correction offers the chosen seat's abilities from the manifest (its role's and its faction's).
  const manifest = useRuleset(ns === 'game' ? undefined : ns);
  const abilities = correctableAbilities(
    manifest.data,
    view.seats.find((s) => s.id === fix.seat),
  );

  return (
    <section aria-labelledby="review-title" className="card">
      <h2 id="review-title">{t('host.review')}</h2>
      {pending ? (
        <>
          <p>
            {t('host.pendingFor', {
              phase: t(`game:phase.${pending.phase.kind}`, { number: pending.phase.number }),
            })}
          </p>
          <h3>{t('host.trace.title')}</h3>
          <TraceView trace={pending.trace} namer={namer} ns={ns} />
          <PendingOutcome events={pending.events} namer={namer} ns={ns} />
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
              {seatName(intent.actor)} → {namer.ability(intent.ability)}:{' '}
              {namer.list(intent.targets.map(seatName))}
              {intent.byHost && <span className="badge">{t('host.corrected')}</span>}
            </li>
          ))}
        </ul>
      )}
      <HostForm
        legend={t('host.correct')}
        onSubmit={() => {
          correct.mutate({
            gameId,
            seat: fix.seat,
            ability: fix.ability,
            targets: fix.target ? [fix.target] : [],
          });
        }}
      >
        <label htmlFor={ids.cseat}>{t('host.actor')}</label>
        <SeatSelect
          id={ids.cseat}
          seats={view.seats}
          value={fix.seat}
          onChange={(v) => {
            // A new seat: keep the ability only when that seat has it too; a single one is chosen for the host.
            const next = correctableAbilities(
              manifest.data,
              view.seats.find((s) => s.id === v),
            );
            const keep = next.some((a) => a.id === fix.ability)
              ? fix.ability
              : next.length === 1
                ? (next[0]?.id ?? '')
                : '';
            setFix({ ...fix, seat: v, ability: keep });
          }}
        />
        <label htmlFor={ids.ability}>{t('host.ability')}</label>
        <select
          id={ids.ability}
          name="ability"
          value={fix.ability}
          disabled={abilities.length === 0}
          onChange={(e) => setFix({ ...fix, ability: e.target.value })}
        >
          <option value="">{t('game.choose')}</option>
          {abilities.map((a) => (
            <option key={a.id} value={a.id}>
              {namer.ability(a.id)}
            </option>
          ))}
        </select>
        {fix.seat && abilities.length === 0 && <p className="small muted">{t('host.noAbilities')}</p>}
        <label htmlFor={ids.target}>{t('game.target')}</label>
        <SeatSelect
          id={ids.target}
          seats={view.seats}
          value={fix.target}
          onChange={(v) => setFix({ ...fix, target: v })}
        />
        <button type="submit" disabled={!fix.seat || !fix.ability}>
          {t('host.applyCorrection')}
        </button>
      </HostForm>
      <CommandFeedback result={result} error={error} />
    </section>
  );
}
