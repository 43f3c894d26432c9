import type { PollAdjustment } from '@mafia/kernel';
import { BLACK, GREY, RED } from '../model';

/** The numbers the vote corrections need (part 1 §3), evaluated when the vote opens. */
export interface VoteCounts {
  /** Active reds (no elite roles exist yet). */
  reds: number;
  /** Active blacks (no elite roles or phantoms exist yet). */
  blacks: number;
  /** BLK-2: the black cap is in force once any red has been lynched. */
  redLynched: boolean;
}

/** BLK-1: max(R − 1, B), in force only after a red lynch (BLK-2); null while not in force. */
export const blackCap = ({ reds, blacks, redLynched }: VoteCounts): number | null =>
  redLynched ? Math.max(reds - 1, blacks) : null;

/** GRY-2: the black cap "without the reduction by one", keeping the B floor (interpretation GRY A1). */
export const greyBlackCap = ({ reds, blacks, redLynched }: VoteCounts): number | null =>
  redLynched ? Math.max(reds, blacks) : null;

export interface Barrier {
  seat: string;
  value: number;
  /** The holder's team: BAR-4 voids barriers of blacks and the Faceless only. */
  team: string;
}

/**
 * The corrections as vote-kernel adjustments, in the order BAR-5 and GRY-6 require: barriers first
 * (zeroed votes do not use up a cap), then the red cap (RED-1, the highest priority), the grey cap
 * (GRY-1), the black cap per target (BLK-1) and the black + grey cap per target (GRY-2).
 */
export function correctionAdjustments(counts: VoteCounts, barriers: Barrier[] = []): PollAdjustment[] {
  const out: PollAdjustment[] = [];
  const voidable = barriers.filter((b) => b.team === BLACK || b.team === GREY);
  const fixed = barriers.filter((b) => b.team !== BLACK && b.team !== GREY);
  // BAR-4: when all remaining reds vote against a black or the Faceless, his barrier counts as zero.
  if (voidable.length > 0) {
    out.push({ kind: 'barrier', barriers: voidable.map((b) => ({ option: b.seat, value: b.value })), firstGroups: [BLACK], voidedByAllOf: RED });
  }
  if (fixed.length > 0) out.push({ kind: 'barrier', barriers: fixed.map((b) => ({ option: b.seat, value: b.value })), firstGroups: [BLACK] });
  const cap = blackCap(counts);
  const greyCap = greyBlackCap(counts);
  if (cap !== null) {
    out.push({ kind: 'cap-ballot', groups: [RED], max: cap });
    out.push({ kind: 'cap-ballot', groups: [GREY], max: cap });
    out.push({ kind: 'cap-group-per-target', groups: [BLACK], max: cap });
  }
  if (greyCap !== null) out.push({ kind: 'cap-group-per-target', groups: [BLACK, GREY], max: greyCap });
  return out;
}
