// Actor r.26 (part 2 §3.23, l.40): "Copying the judge or priest: the vote or barrier is one third
// weaker than the base value" (reading actor ★ 5: the base is the starting value, 6 → 4, 3 → 2).
import type { GameState, HookContext } from '@mafia/kernel';
import { living } from '../../model';
import { redsLynched } from '../priest';
import { copiedRole } from './copies';

/** r.26: a copied judge's ballot weighs 4 (the judge's 6, one third weaker). */
export const COPIED_JUDGE_WEIGHT = 4;
/** r.26: a copied priest's barrier starts at 2 (the priest's 3, one third weaker). */
export const COPIED_PRIEST_BARRIER = 2;

/** The living Actors holding a copy of `role` today (r.2: the night and day after the evening's copy). */
export const actorsHolding = (state: GameState, role: string) => living(state).filter((s) => s.role === 'actor' && copiedRole(state, s.id)?.role === role);

/**
 * r.26 at the close of a lynch or its revote, where the judge's own weight counts: a copied judge's
 * ballot weighs 4 instead of 1. Reading actor A9 (r.3 "from zero"): the copy's weight never moved
 * with the original's lynches (judge r.2, r.3), so it is always 4; the corrections and the drug that
 * follow cap it like the judge's.
 */
export function applyCopiedJudgeWeight(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  const copies = new Set(actorsHolding(ctx.state, 'judge').map((s) => s.id));
  if (!poll || !poll.spec.voters.some((v) => copies.has(v.seat))) return;
  const voters = poll.spec.voters.map((v) => (copies.has(v.seat) ? { ...v, weight: (v.weight ?? 1) - 1 + COPIED_JUDGE_WEIGHT } : v));
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters });
}

/**
 * r.26 with PRI-9: a copied priest's vote barrier, 2 less one per red lynched so far (a game fact,
 * not the priest's history), never below 0 (reading PRI A1).
 */
export const copiedPriestBarriers = (state: GameState): Array<{ seat: string; value: number; team: string }> =>
  actorsHolding(state, 'priest').map((s) => ({ seat: s.id, value: Math.max(0, COPIED_PRIEST_BARRIER - redsLynched(state)), team: s.faction }));
