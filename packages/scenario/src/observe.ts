import { evolve, tallyPoll, type GameState, type JsonObject, type KernelEvent, type PhaseRef, type PollOutcome, type PollState } from '@mafia/kernel';
import { explain, type TraceEntry } from '@mafia/ruleset-kit';
import type { NoticeRecord, PhaseReport, PollRecord, WillRecord } from './report';

export const phaseName = (phase: PhaseRef): string => `${phase.kind} ${phase.number}`;

const living = (state: GameState): string[] => state.seats.filter((s) => s.alive && !s.removed).map((s) => s.id);

/**
 * Where a phase's events stop: right after the last `step-ended` of the phase (and the
 * `game-ended` a win check may add there). What follows (intents and polls cleared, statuses
 * expiring, the next step started) belongs to the next phase; its notices carry the next phase.
 */
export function phaseCut(events: readonly KernelEvent[], from: number, phase: PhaseRef): number {
  let cut = events.length;
  for (let i = events.length - 1; i >= from; i--) {
    const event = events[i];
    if (event?.type === 'step-ended' && event.phase.kind === phase.kind && event.phase.number === phase.number) {
      cut = i + 1;
      if (events[cut]?.type === 'game-ended') cut += 1;
      break;
    }
  }
  return cut;
}

/**
 * Where one step's events stop, for an entry that ended only its step (the next entry plays a
 * later step of the same phase): right after that step's `step-ended` (and a `game-ended`).
 */
export function stepCut(events: readonly KernelEvent[], from: number, phase: PhaseRef, step: string): number {
  for (let i = events.length - 1; i >= from; i--) {
    const event = events[i];
    if (event?.type === 'step-ended' && event.phase.kind === phase.kind && event.phase.number === phase.number && event.step === step) {
      return events[i + 1]?.type === 'game-ended' ? i + 2 : i + 1;
    }
  }
  return events.length;
}

/**
 * Seats removed by the phase's polls: eliminated (or removed) after a `poll-closed` and before
 * the `step-ended` of the same step, except night kills (`killed:`) and mod kills, which a ruleset
 * may settle in the same step-ending.
 */
function pollEliminations(events: readonly KernelEvent[]): string[] {
  const out: string[] = [];
  let afterPoll = false;
  for (const event of events) {
    if (event.type === 'poll-closed') afterPoll = true;
    else if (event.type === 'step-ended') afterPoll = false;
    else if (afterPoll && (event.type === 'seat-eliminated' || event.type === 'seat-removed')) {
      if (!event.cause.startsWith('killed:') && !event.cause.startsWith('modkill:') && !out.includes(event.seat)) out.push(event.seat);
    }
  }
  return out;
}

export function pollVotes(poll: PollState, slot: string): Record<string, string[]> {
  const votes: Record<string, string[]> = {};
  for (const ballot of poll.ballots) {
    if (ballot.slot !== slot) continue;
    for (const target of ballot.targets) (votes[target] ??= []).push(ballot.voter);
  }
  return votes;
}

function pollRecords(polls: readonly PollState[]): PollRecord[] {
  return polls.flatMap((poll) => poll.spec.slots.map((slot) => ({ id: poll.spec.id, slot: slot.id, votes: pollVotes(poll, slot.id) })));
}

const NIGHT_TRACE = 'notices.night-trace';

/**
 * What a phase (or one step of it) did, read from its events: the state at its start, and the
 * events up to its cut. `mainPoll`: the poll `votes` reads, when the runner knows it.
 */
export function observePhase(phase: PhaseRef, start: GameState, events: readonly KernelEvent[], mainPoll?: string): { report: Omit<PhaseReport, 'index' | 'rejections' | 'fragments'>; end: GameState } {
  let end = start;
  for (const event of events) end = evolve(end, event);
  const aliveAtStart = new Set(living(start));
  const aliveAtEnd = new Set(living(end));
  const results: Record<string, JsonObject[]> = {};
  const notices: NoticeRecord[] = [];
  const trace: string[] = [];
  const flaggedPosts: PhaseReport['flaggedPosts'] = [];
  for (const event of events) {
    if (event.type === 'posted' && event.post.flags.length > 0 && event.post.seat !== null) {
      flaggedPosts.push({ author: event.post.seat, flags: event.post.flags });
    }
    if (event.type !== 'notice-sent') continue;
    const notice = event.notice;
    if (notice.key === NIGHT_TRACE) {
      const entries = notice.params['trace'] as unknown as TraceEntry[] | undefined;
      if (entries && entries.length > 0) trace.push(...explain(entries).split('\n'));
      notices.push({ key: notice.key, audience: notice.audience, params: {} });
      continue;
    }
    notices.push({ key: notice.key, audience: notice.audience, params: notice.params, ...(notice.result ? { result: notice.result } : {}) });
    if (notice.result && notice.audience.to === 'seat') (results[notice.audience.seat] ??= []).push(notice.result);
  }
  // The span's polls: open at its start or opened during it. Polls are kept, closed, until the
  // phase ends, so a span that is one step of a phase (a revote) must not read the earlier steps'.
  const openAtStart = new Set(start.polls.filter((p) => p.status === 'open').map((p) => p.spec.id));
  const opened = new Set(events.flatMap((e) => (e.type === 'poll-opened' ? [e.poll.spec.id] : [])));
  const polls = end.polls.filter((p) => openAtStart.has(p.spec.id) || opened.has(p.spec.id));
  const outcomes: Record<string, PollOutcome> = {};
  for (const event of events) if (event.type === 'poll-closed') outcomes[event.poll] = event.outcome;
  // How long each step opened in the span was given: its deadline after its start (null: none).
  const stepLengths: Record<string, number | null> = {};
  for (const event of events) if (event.type === 'step-started') stepLengths[event.step] = event.deadline === null ? null : event.deadline - event.at;
  // Totals as the closed poll counts them: ballot weights, offsets and hidden ballots included.
  const totals: Record<string, Record<string, number>> = {};
  for (const poll of polls) {
    if (!(poll.spec.id in outcomes)) continue;
    totals[poll.spec.id] = Object.fromEntries(tallyPoll(poll).totals.filter((t) => t.total !== 0).map((t) => [t.option, t.total]));
  }
  // The main poll: the poll open when the entry was applied (its step's), else the span's first.
  const main = polls.find((p) => p.spec.id === mainPoll) ?? polls[0];
  const mainSlot = main?.spec.slots[0]?.id;
  const statuses: Record<string, string[]> = {};
  for (const seat of end.seats) if (seat.statuses.length > 0) statuses[seat.id] = seat.statuses.map((s) => s.id);
  // What the next phase starts with: the kernel removes statuses expiring with this phase as it ends.
  const lasting: Record<string, string[]> = {};
  for (const seat of end.seats) {
    const kept = seat.statuses.filter((s) => !(s.expires && s.expires.kind === phase.kind && s.expires.number === phase.number));
    if (kept.length > 0) lasting[seat.id] = kept.map((s) => s.id);
  }
  const roles = Object.fromEntries(end.seats.map((seat) => [seat.id, seat.role]));
  // The text and whether it was read out; `at` (the manual clock) says nothing a scenario checks.
  const wills: Record<string, WillRecord> = {};
  for (const seat of end.seats) if (seat.will) wills[seat.id] = { text: seat.will.text, revealed: seat.will.revealed };
  return {
    end,
    report: {
      phase: phaseName(phase),
      deaths: [...aliveAtStart].filter((id) => !aliveAtEnd.has(id)),
      eliminated: pollEliminations(events),
      votes: main && mainSlot ? pollVotes(main, mainSlot) : null,
      polls: pollRecords(polls),
      outcomes,
      stepLengths,
      totals,
      results,
      flaggedPosts,
      notices,
      trace,
      statuses,
      lasting,
      roles,
      data: Object.fromEntries(Object.entries(end.data).map(([key, entry]) => [key, entry.value])),
      wills,
      alive: [...aliveAtEnd],
      result: end.result,
    },
  };
}
