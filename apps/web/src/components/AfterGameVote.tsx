import type { GameView } from '@mafia/kernel';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { useTRPC, type CommandResult } from '../trpc';
import { CommandFeedback } from './Feedback';

type Vote = NonNullable<GameView['afterGameVote']>;

/** The pass marks a host may end the vote with (BP-4c: the ruleset's half, or lower). */
const PASS_MARKS = [
  { num: 1, den: 2 },
  { num: 2, den: 5 },
  { num: 1, den: 3 },
  { num: 1, den: 4 },
] as const;

/**
 * The vote held after the result where the ruleset has one (issue #18; russian-extended §8.6, the
 * best players): the ballots so far (public, as green-font posts are on a forum), the caller's own
 * ballot (seats and the host vote: BP-1a; names are added, never taken back: BP-2), the host's close
 * with a lower pass mark and vetoes (BP-4c, BP-6, BP-7), and the result.
 */
export function AfterGameVote({ gameId, view, namer, canVote }: { gameId: string; view: GameView; namer: Namer; canVote: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const vote = view.afterGameVote;
  if (!vote) return null;
  const name = (seat: string) => (seat === 'host' ? t('afterGame.host') : (namer.seat(seat) ?? seat));
  const isHost = view.viewer.kind === 'host';
  const me = isHost ? 'host' : view.viewer.kind === 'seat' ? view.viewer.seat : null;
  return (
    <section aria-labelledby={`${id}-title`} className="card after-game-vote" data-vote={vote.id}>
      <h2 id={`${id}-title`}>{t(`afterGame.${vote.id}.title`)}</h2>
      <p className="small muted">{t(`afterGame.${vote.id}.rules`)}</p>
      {vote.closed ? <Result vote={vote} name={name} /> : <p role="status">{t('afterGame.open', { count: vote.ballots.length })}</p>}
      {vote.ballots.length > 0 && (
        <ul className="after-game-ballots" aria-label={t('afterGame.ballots')}>
          {vote.ballots.map((ballot) => (
            <li key={ballot.voter} data-voter={ballot.voter}>
              {t('afterGame.ballot', { voter: name(ballot.voter), names: ballot.names.length > 0 ? namer.list(ballot.names.map(name)) : t('afterGame.declined') })}
            </li>
          ))}
        </ul>
      )}
      {!vote.closed && canVote && me && <Ballot gameId={gameId} view={view} vote={vote} me={me} name={name} />}
      {!vote.closed && isHost && <Close gameId={gameId} view={view} name={name} />}
    </section>
  );
}

function Result({ vote, name }: { vote: Vote; name: (seat: string) => string }) {
  const { t } = useTranslation();
  const closed = vote.closed;
  if (!closed) return null;
  const tally = Object.entries(closed.votes).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <div className="after-game-result">
      <p role="status" data-testid="after-game-best">
        {closed.best.length > 0 ? t('afterGame.best', { names: closed.best.map(name).join(', ') }) : t('afterGame.noBest')}
      </p>
      <p className="small muted">
        {t('afterGame.voters', { count: closed.voters })}
        {closed.passMark && ` ${t('afterGame.passMark', { num: closed.passMark.num, den: closed.passMark.den })}`}
        {closed.vetoed && closed.vetoed.length > 0 && ` ${t('afterGame.vetoed', { names: closed.vetoed.map(name).join(', ') })}`}
      </p>
      {tally.length > 0 && (
        <table className="after-game-tally">
          <thead>
            <tr>
              <th scope="col">{t('ending.player')}</th>
              <th scope="col">{t('afterGame.votes')}</th>
            </tr>
          </thead>
          <tbody>
            {tally.map(([seat, count]) => (
              <tr key={seat} data-seat={seat}>
                <th scope="row">{name(seat)}</th>
                <td>{t('afterGame.outOf', { count, voters: closed.voters })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The caller's ballot: names already given stay ticked and cannot be taken back (BP-2). */
function Ballot({ gameId, view, vote, me, name }: { gameId: string; view: GameView; vote: Vote; me: string; name: (seat: string) => string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [picked, setPicked] = useState<string[]>([]);
  const [result, setResult] = useState<CommandResult | null>(null);
  const onDone = (r: CommandResult) => {
    setResult(r);
    if (r.ok) setPicked([]);
  };
  const seatVote = useMutation(trpc.game.afterGameVote.mutationOptions({ onSuccess: onDone }));
  const hostVote = useMutation(trpc.host.afterGameVote.mutationOptions({ onSuccess: onDone }));
  const pending = seatVote.isPending || hostVote.isPending;
  const mine = vote.ballots.find((b) => b.voter === me);
  const given = new Set(mine?.names ?? []);
  // BP-1d: a vote for oneself counts as a refusal, so it is not offered.
  const candidates = view.seats.filter((s) => s.id !== me);
  const send = (names: string[]) => {
    setResult(null);
    if (me === 'host') hostVote.mutate({ gameId, names });
    else seatVote.mutate({ gameId, names });
  };
  return (
    <form
      className="after-game-ballot"
      onSubmit={(e) => {
        e.preventDefault();
        send(picked);
      }}
    >
      <fieldset>
        <legend>{mine ? t('afterGame.addNames') : t('afterGame.yourVote')}</legend>
        {candidates.map((seat) => (
          <label key={seat.id} className="check">
            <input
              type="checkbox"
              name="best"
              value={seat.id}
              checked={given.has(seat.id) || picked.includes(seat.id)}
              disabled={given.has(seat.id) || pending}
              onChange={(e) => {
                setResult(null);
                setPicked((list) => (e.target.checked ? [...list, seat.id] : list.filter((x) => x !== seat.id)));
              }}
            />{' '}
            {name(seat.id)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={pending || picked.length === 0}>
        {mine ? t('afterGame.add') : t('afterGame.submit')}
      </button>{' '}
      {!mine && (
        <button type="button" disabled={pending} onClick={() => send([])}>
          {t('afterGame.decline')}
        </button>
      )}
      <CommandFeedback result={result} error={seatVote.error ?? hostVote.error} />
    </form>
  );
}

/** The host ends the vote (BP-6), with a lower pass mark (BP-4c) and players not counted (BP-7). */
function Close({ gameId, view, name }: { gameId: string; view: GameView; name: (seat: string) => string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [mark, setMark] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [vetoed, setVetoed] = useState<string[]>([]);
  const [result, setResult] = useState<CommandResult | null>(null);
  const close = useMutation(trpc.host.closeAfterGameVote.mutationOptions({ onSuccess: setResult }));
  const passMark = PASS_MARKS[mark] ?? PASS_MARKS[0];
  return (
    <form
      className="after-game-close"
      onSubmit={(e) => {
        e.preventDefault();
        if (!confirming) {
          setConfirming(true);
          return;
        }
        setConfirming(false);
        close.mutate({ gameId, ...(mark > 0 ? { passMark: { num: passMark.num, den: passMark.den } } : {}), ...(vetoed.length > 0 ? { vetoed } : {}) });
      }}
    >
      <fieldset>
        <legend>{t('afterGame.close')}</legend>
        <label htmlFor={`${id}-mark`}>{t('afterGame.passMarkLabel')}</label>{' '}
        <select id={`${id}-mark`} value={mark} onChange={(e) => setMark(Number(e.target.value))}>
          {PASS_MARKS.map((m, i) => (
            <option key={`${m.num}/${m.den}`} value={i}>
              {t('afterGame.passMarkOption', { percent: Math.round((m.num / m.den) * 100) })}
            </option>
          ))}
        </select>
        <p className="small muted">{t('afterGame.vetoHint')}</p>
        {view.seats.map((seat) => (
          <label key={seat.id} className="check">
            <input
              type="checkbox"
              name="veto"
              value={seat.id}
              checked={vetoed.includes(seat.id)}
              onChange={(e) => setVetoed((list) => (e.target.checked ? [...list, seat.id] : list.filter((x) => x !== seat.id)))}
            />{' '}
            {name(seat.id)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={close.isPending}>
        {confirming ? t('afterGame.confirmClose') : t('afterGame.close')}
      </button>
      {confirming && (
        <button type="button" onClick={() => setConfirming(false)}>
          {t('afterGame.cancel')}
        </button>
      )}
      <CommandFeedback result={result} error={close.error} />
    </form>
  );
}
