import type { PollView } from '@mafia/kernel';

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
 * series per option, so the chart shows how the day's votes moved.
 */
export function voteSeries(poll: Pick<PollView, 'history'>): { times: number[]; series: ChartSeries[] } {
  const current = new Map<string, string[]>(); // voter|slot -> targets
  const counts = new Map<string, number[]>();
  const times: number[] = [];
  poll.history.forEach((entry, index) => {
    const key = `${entry.voter}|${entry.slot}`;
    if (entry.kind === 'cast') current.set(key, entry.targets);
    else current.delete(key);
    const now = new Map<string, number>();
    for (const targets of current.values()) for (const t of targets) now.set(t, (now.get(t) ?? 0) + 1);
    for (const option of now.keys()) if (!counts.has(option)) counts.set(option, new Array<number>(index).fill(0));
    for (const [option, list] of counts) list.push(now.get(option) ?? 0);
    times.push(entry.at);
  });
  return { times, series: [...counts].map(([option, list]) => ({ option, counts: list })) };
}

/** The ballot this voter has in a slot, if any. */
export function myBallot(poll: PollView, seat: string, slot: string): string[] | null {
  return poll.ballots.find((b) => b.voter === seat && b.slot === slot)?.targets ?? null;
}
