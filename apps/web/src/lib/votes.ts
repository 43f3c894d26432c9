import type { PhaseKind, PhasePolls, PhaseRef, PollView } from '@mafia/kernel';

export interface TallyRow {
  option: string;
  total: number;
  voters: string[];
}

/**
 * The live tally: from the kernel's totals when the poll shows them, with the voters taken from the
 * visible ballots; options with no votes are left out, the largest first (then option order).
 */
export function tallyRows(poll: PollView): TallyRow[] {
  const voters = new Map<string, string[]>();
  for (const ballot of poll.ballots) {
    for (const target of ballot.targets) voters.set(target, [...(voters.get(target) ?? []), ballot.voter]);
  }
  const order = new Map(poll.options.map((o, i) => [o.id, i]));
  const totals = poll.totals ?? [...voters].map(([option, list]) => ({ option, total: list.length }));
  return totals
    .filter((t) => t.total > 0)
    .map((t) => ({ option: t.option, total: t.total, voters: voters.get(t.option) ?? [] }))
    .sort((a, b) => b.total - a.total || (order.get(a.option) ?? 0) - (order.get(b.option) ?? 0));
}

export interface ChartSeries {
  option: string;
  /** Vote count after each history entry (index aligned with `times`). */
  counts: number[];
}

/**
 * The vote-history chart: replays the poll's history (every vote and unvote with its time) into one
 * series per option, so the chart shows how the day's votes moved. A changed vote is recorded as a
 * withdraw and a cast at the same time; it is one step, as in the kernel's `pollTimeline`.
 */
export function voteSeries(poll: Pick<PollView, 'history'>): { times: number[]; series: ChartSeries[] } {
  const current = new Map<string, string[]>(); // voter|slot -> targets
  const counts = new Map<string, number[]>();
  const times: number[] = [];
  poll.history.forEach((entry, index) => {
    const key = `${entry.voter}|${entry.slot}`;
    if (entry.kind === 'cast') current.set(key, entry.targets);
    else current.delete(key);
    const next = poll.history[index + 1];
    if (next && next.at === entry.at && next.voter === entry.voter && next.slot === entry.slot) return;
    const now = new Map<string, number>();
    for (const targets of current.values()) for (const t of targets) now.set(t, (now.get(t) ?? 0) + 1);
    for (const option of now.keys()) if (!counts.has(option)) counts.set(option, new Array<number>(times.length).fill(0));
    for (const [option, list] of counts) list.push(now.get(option) ?? 0);
    times.push(entry.at);
  });
  return { times, series: [...counts].map(([option, list]) => ({ option, counts: list })) };
}

/** The ballot this voter has in a slot, if any. */
export function myBallot(poll: PollView, seat: string, slot: string): string[] | null {
  return poll.ballots.find((b) => b.voter === seat && b.slot === slot)?.targets ?? null;
}

/** One phase of the vote history as the panel's selector offers it: its polls, in opening order. */
export interface HistoryDay {
  /** `day-2`: stable across refetches, used as the selector's value. */
  key: string;
  kind: PhaseKind;
  number: number;
  /** The phase the game is in now (its polls come from the live view). */
  current: boolean;
  polls: PollView[];
}

const dayKey = (phase: { kind: PhaseKind; number: number }) => `${phase.kind}-${phase.number}`;

/**
 * The selector's phases, newest first. `history` (history.votes) has one entry per phase step, so a
 * runoff step's polls join their day; the current phase takes the live polls instead, which the
 * update stream keeps fresher than the last history fetch. A phase without polls is left out.
 */
export function historyDays(history: readonly PhasePolls[], now: { phase: PhaseRef; polls: readonly PollView[] }): HistoryDay[] {
  const days = new Map<string, HistoryDay>();
  const currentKey = dayKey(now.phase);
  for (const entry of history) {
    const key = dayKey(entry.phase);
    if (key === currentKey) continue;
    const day = days.get(key) ?? { key, kind: entry.phase.kind, number: entry.phase.number, current: false, polls: [] };
    day.polls = [...day.polls, ...entry.polls];
    days.set(key, day);
  }
  if (now.polls.length > 0) days.set(currentKey, { key: currentKey, kind: now.phase.kind, number: now.phase.number, current: true, polls: [...now.polls] });
  // The history is in game order and the current phase is the latest: newest first is the reverse.
  return [...days.values()].reverse();
}

/** The default choice: the current phase when it has polls, else the latest phase that had some. */
export function defaultDay(days: readonly HistoryDay[]): string | null {
  return (days.find((d) => d.current) ?? days[0])?.key ?? null;
}

/**
 * The chart's text alternative: one row per moment the votes changed, with each option's count
 * then (the same numbers the lines draw), for a table screen readers and keyboards can read.
 */
export function voteTable(poll: Pick<PollView, 'history'>): { options: string[]; rows: Array<{ at: number; counts: number[] }> } {
  const { times, series } = voteSeries(poll);
  return {
    options: series.map((s) => s.option),
    rows: times.map((at, i) => ({ at, counts: series.map((s) => s.counts[i] ?? 0) })),
  };
}

/**
 * The polls as a finished game shows them: a poll the game's end left open (a host's mod-kill in
 * the middle of a vote ended the game) takes no more ballots, so it reads as closed, with no
 * "not voting yet" line; its ballots and tally stay as they were.
 */
export function pollsShown(polls: readonly PollView[], over: boolean): PollView[] {
  if (!over) return [...polls];
  return polls.map((poll) => (poll.status === 'open' ? { ...poll, status: 'closed', rules: { ...poll.rules, notVoting: null } } : poll));
}
