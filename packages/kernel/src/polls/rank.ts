import type { CastBallot, PollOutcome, PollSpec, TargetBreakdown, TieBreak } from './types';
import { byOptionOrder } from './spec';

/** When an option received its first counted vote: the ballot's seq, then the name's place in it. */
type FirstVote = [seq: number, place: number];
const NEVER: FirstVote = [Number.POSITIVE_INFINITY, 0];

/**
 * The earliest counted vote for this option (WH-P5b, E-5). With `left-to-right`, a ballot naming
 * several options gave its votes in the order the names are written (WH-P6); otherwise the
 * names of one ballot count as cast together.
 */
const firstVote = (row: TargetBreakdown, ballots: readonly CastBallot[], leftToRight: boolean): FirstVote => {
  let first = NEVER;
  for (const c of row.contributions) {
    if (c.counted <= 0) continue;
    const place = leftToRight ? (ballots.find((b) => b.seq === c.seq)?.targets.indexOf(row.option) ?? 0) : 0;
    if (c.seq < first[0] || (c.seq === first[0] && place < first[1])) first = [c.seq, place];
  }
  return first;
};

const earlier = (a: FirstVote, b: FirstVote): number => a[0] - b[0] || a[1] - b[1];

/**
 * Picks the `places` rows with the highest totals. Rows at the cut that do not all fit are a tie,
 * unless `tieBreak` orders them by who received a counted ballot first. Every list in the result
 * is in option order.
 */
export const pickTop = (
  spec: PollSpec,
  rows: TargetBreakdown[],
  places: number,
  tieBreak: TieBreak | undefined,
  ballots: readonly CastBallot[] = [],
): PollOutcome => {
  const order = byOptionOrder(spec);
  const sorted = [...rows].sort((a, b) => b.total - a.total || order(a.option, b.option));
  const cutRow = sorted[Math.min(places, sorted.length) - 1];
  if (cutRow === undefined) return { kind: 'no-decision', reason: 'no-ballots' };
  const sure = sorted.filter((r) => r.total > cutRow.total);
  const atCut = sorted.filter((r) => r.total === cutRow.total);
  const left = places - sure.length;
  if (atCut.length <= left) {
    return { kind: 'selected', options: [...sure, ...atCut].map((r) => r.option).sort(order) };
  }
  if (tieBreak !== undefined) {
    const leftToRight = tieBreak === 'earliest-ballot-left-to-right';
    const first = new Map(atCut.map((r) => [r.option, firstVote(r, ballots, leftToRight)]));
    const chosen = [...atCut]
      .sort((a, b) => earlier(first.get(a.option) ?? NEVER, first.get(b.option) ?? NEVER) || order(a.option, b.option))
      .slice(0, left);
    return { kind: 'selected', options: [...sure, ...chosen].map((r) => r.option).sort(order) };
  }
  return {
    kind: 'tie',
    selected: sure.map((r) => r.option).sort(order),
    tied: atCut.map((r) => r.option).sort(order),
    places: left,
  };
};
