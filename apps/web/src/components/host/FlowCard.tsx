import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocalInput } from '../../lib/time';
import { useTRPC, type CommandResult } from '../../trpc';
import { CommandFeedback } from '../Feedback';
import type { HostCardProps } from './props';
import { HostForm } from './HostForm';
import { SeatSelect } from './SeatSelect';

/** The game's flow: end the step, deadlines, mod-kill, exile, replace a player. */
export function FlowCard({ gameId, view }: HostCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const ids = {
    deadline: useId(),
    seat: useId(),
    reason: useId(),
    xseat: useId(),
    rseat: useId(),
    user: useId(),
  };
  const [result, setResult] = useState<CommandResult | null>(null);
  const opts = { onSuccess: setResult };
  const closeStep = useMutation(trpc.host.closeStep.mutationOptions(opts));
  const setDeadline = useMutation(trpc.host.setDeadline.mutationOptions(opts));
  const extend = useMutation(trpc.host.extendDeadline.mutationOptions(opts));
  const modkill = useMutation(trpc.host.modkill.mutationOptions(opts));
  const replace = useMutation(trpc.host.replace.mutationOptions(opts));
  const exile = useMutation(
    trpc.host.exile.mutationOptions({
      onSuccess: (r: CommandResult) => {
        setResult(r);
        setConfirmExile(false);
      },
    }),
  );
  const [deadline, setDeadlineInput] = useState(view.clock.deadline ? toLocalInput(view.clock.deadline) : '');
  const [killSeat, setKillSeat] = useState('');
  const [reason, setReason] = useState('host-decision');
  const [exileSeat, setExileSeat] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  // Seed 002: an exile is never announced, so the host confirms before it happens.
  const [confirmExile, setConfirmExile] = useState(false);
  const [replaceSeat, setReplaceSeat] = useState('');
  const [username, setUsername] = useState('');
  const error =
    closeStep.error ?? setDeadline.error ?? extend.error ?? modkill.error ?? exile.error ?? replace.error;
  const living = view.seats.filter((s) => s.alive && !s.removed);

  return (
    <section aria-labelledby="flow-title" className="card">
      <h2 id="flow-title">{t('host.flow')}</h2>
      {/* Issue #21: ending a step settles every pending move and vote, so the host confirms it. */}
      {!confirmClose ? (
        <button type="button" className="primary" onClick={() => setConfirmClose(true)} disabled={Boolean(view.result)}>
          {t('host.closeStep')}
        </button>
      ) : (
        <p role="alert">
          {t('host.closeStepConfirm', { phase: t(`game:phase.${view.clock.phase.kind}`, { number: view.clock.phase.number }) })}{' '}
          <button
            type="button"
            className="primary"
            onClick={() => {
              setConfirmClose(false);
              closeStep.mutate({ gameId });
            }}
          >
            {t('host.closeStepYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirmClose(false)}>
            {t('host.closeStepNo')}
          </button>
        </p>
      )}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          setDeadline.mutate({ gameId, deadline: deadline ? new Date(deadline).getTime() : null });
        }}
      >
        <label htmlFor={ids.deadline}>{t('host.deadline')}</label>
        <input
          id={ids.deadline}
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadlineInput(e.target.value)}
        />
        <button type="submit">{t('host.setDeadline')}</button>
        <button type="button" onClick={() => extend.mutate({ gameId, byMs: 3_600_000 })}>
          {t('host.extendHour')}
        </button>
      </form>
      <HostForm
        legend={t('host.modkill')}
        onSubmit={() => {
          if (killSeat) modkill.mutate({ gameId, seat: killSeat, reason });
        }}
      >
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
      </HostForm>
      <HostForm
        legend={t('host.exile')}
        onSubmit={() => {
          if (exileSeat) setConfirmExile(true);
        }}
      >
        <label htmlFor={ids.xseat}>{t('host.player')}</label>
        <SeatSelect
          id={ids.xseat}
          seats={living}
          value={exileSeat}
          onChange={(v) => {
            setExileSeat(v);
            setConfirmExile(false);
          }}
        />
        {!confirmExile && (
          <button type="submit" className="danger" disabled={!exileSeat}>
            {t('host.exile')}
          </button>
        )}
        {confirmExile && (
          <p role="alert">
            {t('host.exileConfirm', { name: view.seats.find((s) => s.id === exileSeat)?.name ?? exileSeat })}{' '}
            <button
              type="button"
              className="danger"
              onClick={() => exile.mutate({ gameId, seat: exileSeat })}
            >
              {t('host.exileYes')}
            </button>{' '}
            <button type="button" onClick={() => setConfirmExile(false)}>
              {t('host.exileNo')}
            </button>
          </p>
        )}
      </HostForm>
      <HostForm
        legend={t('host.replace')}
        onSubmit={() => {
          if (replaceSeat && username) replace.mutate({ gameId, seat: replaceSeat, username });
        }}
      >
        <label htmlFor={ids.rseat}>{t('host.player')}</label>
        <SeatSelect
          id={ids.rseat}
          seats={view.seats}
          value={replaceSeat}
          onChange={(v) => setReplaceSeat(v)}
        />
        <label htmlFor={ids.user}>{t('host.newPlayer')}</label>
        <input id={ids.user} value={username} onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" disabled={!replaceSeat || !username}>
          {t('host.replace')}
        </button>
      </HostForm>
      <CommandFeedback result={result} error={error} />
    </section>
  );
}
