import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import type { Outputs } from '../trpc';
import { NoticeText } from './Notice';

type Ending = NonNullable<Outputs['watch']['ending']>;

interface ReplayEvent {
  key: string;
  phase: Ending['phases'][number]['phase'];
  text: ReactNode;
}

const samePhase = (a: { kind: string; number: number }, b: { kind: string; number: number }) => a.kind === b.kind && a.number === b.number;

/**
 * The game's public events one by one (issue #21: stepping by event, where `Replay` steps by phase):
 * each phase's start, every vote and withdrawal as spectators saw it, the deaths and the public
 * notices, in that order within the phase. Previous/next buttons, and the arrow keys, Home and End
 * anywhere in the section; the event's text is announced (aria-live).
 */
export function ReplayByEvent({ end, namer, ns }: { end: Ending; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const name = (seat: string) => namer.seat(seat) ?? seat;
  const phaseName = (phase: { kind: string; number: number }) => t(`game:phase.${phase.kind}`, { number: phase.number });
  const events: ReplayEvent[] = [];
  for (const phase of end.phases) {
    const label = `${phase.phase.kind}-${phase.phase.number}`;
    events.push({ key: `${label}:start`, phase: phase.phase, text: t('replayEvents.phaseStarted', { phase: phaseName(phase.phase) }) });
    const polls = end.votes.filter((v) => samePhase(v.phase, phase.phase)).flatMap((v) => v.polls);
    polls.forEach((poll, p) =>
      poll.history.forEach((entry, h) =>
        events.push({
          key: `${label}:poll${p}:${h}`,
          phase: phase.phase,
          text:
            entry.kind === 'cast'
              ? t('replayEvents.vote', { voter: name(entry.voter), target: entry.targets.map(name).join(', ') || t('ending.noTarget') })
              : t('replayEvents.unvote', { voter: name(entry.voter) }),
        }),
      ),
    );
    phase.deaths.forEach((death) => {
      const cause = death.cause ? namer.reason(death.cause) : null;
      events.push({
        key: `${label}:death:${death.seat}`,
        phase: phase.phase,
        text: cause && cause !== death.cause ? t('replayEvents.deathWithCause', { seat: name(death.seat), cause }) : t('replayEvents.death', { seat: name(death.seat) }),
      });
    });
    phase.notices.forEach((notice) => events.push({ key: `${label}:notice:${notice.id}`, phase: phase.phase, text: <NoticeText notice={notice} namer={namer} ns={ns} /> }));
  }
  const current = events[Math.min(index, events.length - 1)];
  if (!current) return null;
  const last = events.length - 1;
  const go = (to: number) => setIndex(Math.max(0, Math.min(last, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  return (
    // The keys act anywhere in the section (a key press on its buttons bubbles here); the buttons are the Tab stops.
    <section aria-labelledby="replay-events-title" className="replay-events" onKeyDown={onKeyDown}>
      <h3 id="replay-events-title">{t('replayEvents.title')}</h3>
      <p className="small muted">{t('replayEvents.keys')}</p>
      <p className="replay-controls">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus out of the section. */}
        <button type="button" onClick={() => go(index - 1)} aria-disabled={index === 0}>
          {t('replayEvents.previous')}
        </button>{' '}
        <span data-testid="replay-event-count">{t('replayEvents.count', { current: index + 1, total: events.length })}</span>{' '}
        <button type="button" onClick={() => go(index + 1)} aria-disabled={index === last}>
          {t('replayEvents.next')}
        </button>
      </p>
      <div aria-live="polite" className="replay-event" data-event={current.key}>
        <span className="muted">{phaseName(current.phase)}: </span>
        {current.text}
      </div>
    </section>
  );
}
