/**
 * Vote history per phase, folded from the event log (issue 7: "a vote-history chart per day").
 * `GameState.polls` holds only the current phase's polls; the log holds every poll that ever was.
 * The fold runs the kernel's own `evolve`, so each archived poll is exactly the `PollState` the
 * game had, and each viewer receives it through the same per-viewer filter `viewFor` applies.
 */
import type { KernelEvent } from './events';
import { emptyState, evolve } from './evolve';
import type { PhaseKind, StepId } from './ids';
import { pollViewFor } from './poll-adapter';
import { pollSeenBy, type PollState, type PollView, type PollViewer } from './polls';
import type { GameState } from './state';
import type { Viewer } from './view';

/** Where a poll was opened: the phase and the step of the clock at its `poll-opened`. */
export interface PollPhase {
  kind: PhaseKind;
  number: number;
  step: StepId;
}

/** One poll as the host knows it: the last state it had while it was live. */
export interface PollRecord {
  phase: PollPhase;
  poll: PollState;
  /** Still in `GameState.polls` (the current phase's). */
  live: boolean;
}

/** The polls of one phase step, in opening order. */
export interface PhasePolls<P = PollView> {
  phase: PollPhase;
  polls: P[];
}

export type PollHistory = PhasePolls[];

/**
 * The fold's accumulator: the state it reached and every poll record in opening order. Host-level
 * (no viewer yet), so one archive serves every viewer and can be extended with later events.
 */
export interface PollArchive {
  state: GameState;
  records: PollRecord[];
}

export const emptyPollArchive = (): PollArchive => ({ state: emptyState(), records: [] });

/** Extends the archive with the events that follow `archive.state.seq`, in order. */
export function archivePolls(archive: PollArchive, events: readonly KernelEvent[]): PollArchive {
  let state = archive.state;
  let records = archive.records;
  let copied = false;
  const own = (): PollRecord[] => {
    if (!copied) {
      records = [...records];
      copied = true;
    }
    return records;
  };
  for (const event of events) {
    const before = state;
    state = evolve(state, event);
    switch (event.type) {
      case 'poll-opened': {
        const list = own();
        // evolve replaces a poll opened again under a live id: that is the same poll updated
        // (seed 002: the court poll re-emitted with the Sheriffs' exclusions), so it keeps its place.
        const same = list.findIndex((r) => r.live && r.poll.spec.id === event.poll.spec.id);
        if (same >= 0) {
          list[same] = { ...(list[same] as PollRecord), poll: openedIn(state, event.poll.spec.id) };
          break;
        }
        const { phase, step } = before.clock;
        list.push({ phase: { kind: phase.kind, number: phase.number, step }, poll: openedIn(state, event.poll.spec.id), live: true });
        break;
      }
      case 'ballot-cast':
      case 'ballot-withdrawn':
      case 'poll-voters-updated':
      case 'poll-changed':
      case 'poll-revealed':
      case 'poll-closed': {
        const list = own();
        const at = list.findIndex((r) => r.live && r.poll.spec.id === event.poll);
        const poll = state.polls.find((p) => p.spec.id === event.poll);
        if (at >= 0 && poll) list[at] = { ...(list[at] as PollRecord), poll };
        break;
      }
      case 'polls-cleared': {
        // Phase end (decide's endPhase): each record keeps the state it had just before.
        records = own().map((r) => (r.live ? { ...r, live: false } : r));
        break;
      }
      default:
        break;
    }
  }
  return { state, records };
}

/**
 * The poll viewer `viewFor` uses: the host sees everything, a seat votes as itself, anyone else is
 * the public. Throws on an unknown seat, as `viewFor` does (a bug in the caller).
 */
export function pollViewerOf(state: GameState, viewer: Viewer): PollViewer {
  if (viewer.kind === 'host') return { kind: 'host' };
  if (viewer.kind === 'spectator') return { kind: 'public' };
  if (!state.seats.some((s) => s.id === viewer.seat)) throw new Error(`pollHistory: unknown seat ${viewer.seat}`);
  return { kind: 'voter', seat: viewer.seat };
}

const samePollPhase = (a: PollPhase, b: PollPhase): boolean => a.kind === b.kind && a.number === b.number && a.step === b.step;

/** Records grouped by the phase step they opened in, oldest first. */
function groupByPhase<P>(items: readonly { phase: PollPhase; poll: P }[]): PhasePolls<P>[] {
  const groups: PhasePolls<P>[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && samePollPhase(last.phase, item.phase)) last.polls.push(item.poll);
    else groups.push({ phase: item.phase, polls: [item.poll] });
  }
  return groups;
}

/**
 * One viewer's vote history: every poll of every past and current phase, each as that viewer saw
 * it when it was last live (a `hidden` or `counts-only` poll stays as secret as it was; a poll
 * still open is exactly its live view). A poll seen only by its voters is absent for anyone else.
 */
export function pollHistoryFor(archive: PollArchive, viewer: Viewer): PollHistory {
  if (archive.state.seats.length === 0) return [];
  const pollViewer = pollViewerOf(archive.state, viewer);
  const seen = archive.records.filter((r) => pollSeenBy(r.poll, pollViewer));
  return groupByPhase(seen.map((r) => ({ phase: r.phase, poll: pollViewFor(r.poll, pollViewer) })));
}

/** `pollHistoryFor` straight from a game's complete event log. */
export function pollHistory(events: readonly KernelEvent[], viewer: Viewer): PollHistory {
  return pollHistoryFor(archivePolls(emptyPollArchive(), events), viewer);
}

/** The poll `evolve` just opened (its history a persistent list, whatever form the event carried). */
function openedIn(state: GameState, id: string): PollState {
  const poll = state.polls.find((p) => p.spec.id === id);
  if (!poll) throw new Error(`poll-history: poll ${id} was not opened`);
  return poll;
}
