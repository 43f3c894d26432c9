import type { PollOutcome, PollSpec, TargetBreakdown } from './types';
import { byOptionOrder } from './spec';

/** Seq of the earliest ballot that still counts for this option (WH-P5b, E-5). */
const firstBallotSeq = (row: TargetBreakdown): number => {
  const seqs = row.contributions.filter((c) => c.counted > 0).map((c) => c.seq);
  return seqs.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...seqs);
};

/**
 * Picks the `places` rows with the highest totals. Rows at the cut that do not all fit are a tie,
 * unless `tieBreak` orders them by who received a counted ballot first. Every list in the result
 * is in option order.
 */
export const pickTop = (
  spec: PollSpec,
  rows: TargetBreakdown[],
  places: number,
  tieBreak: 'earliest-ballot' | undefined,
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
  if (tieBreak === 'earliest-ballot') {
    const chosen = [...atCut]
      .sort((a, b) => firstBallotSeq(a) - firstBallotSeq(b) || order(a.option, b.option))
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
