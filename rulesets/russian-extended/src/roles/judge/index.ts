// The judge (part 2 §3.16, l.33): a passive role that works through his ordinary lynch ballot.
import type { GameState, HookContext, Json, PollAdjustment, PollState } from '@mafia/kernel';
import { defineRole } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, living, RED, seatOf } from '../../model';

/** The judge (judge r.1–8): no move of his own. */
export const judge = defineRole({ id: 'judge', faction: RED, abilities: [] });

/** Judge r.1: "the judge's vote counts as 6"; r.4: it never rises above 6. */
export const JUDGE_WEIGHT = 6;
/** Judge r.8: "while his weight is above 3". */
const BARRIER_CEILING_ABOVE = 3;
/** Judge r.8: his ballot against a barrier holder is "reduced only to 2". */
const BARRIER_CEILING = 2;

/** Host-only: each judge's current weight, by seat (absent = the starting 6). */
export const JUDGE_WEIGHTS = 'judge-weights';

const weights = (state: GameState): Record<string, number> => (read<Json>(state, JUDGE_WEIGHTS) as Record<string, number> | null) ?? {};

export const judgeWeight = (state: GameState, seat: string): number => weights(state)[seat] ?? JUDGE_WEIGHT;

const judges = (state: GameState) => living(state).filter((s) => s.role === 'judge');

/** The players a judge's ballot names in a poll. */
const ballotOf = (poll: PollState, seat: string): string[] => poll.ballots.find((b) => b.voter === seat)?.targets ?? [];

/**
 * Judge r.1: at the close of a lynch or its revote his ballot weighs his current weight instead of
 * 1; other boosts (the phantom's bonus) add to it. The corrections then cap a red judge like any
 * red boost (reading Judge A6, RED-1) and the drug caps a drugged judge at 1 (drug-dealer r.11).
 */
export function applyJudgeWeight(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const seats = new Set(judges(ctx.state).map((s) => s.id));
  if (!poll.spec.voters.some((v) => seats.has(v.seat))) return;
  const voters = poll.spec.voters.map((v) => (seats.has(v.seat) ? { ...v, weight: (v.weight ?? 1) - 1 + judgeWeight(ctx.state, v.seat) } : v));
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters });
}

/**
 * Judge r.5 (reading Judge A2, contract §9 note 4): when the player a living judge voted against
 * would go to a revote, there is no revote: he dies alone and those tied with him live. Two judges
 * naming two different tied players: the earlier ballot decides (a single judge is the rulebook's case).
 */
export function judgeConvicts(state: GameState, poll: PollState, tied: string[]): string | null {
  const seats = new Set(judges(state).map((s) => s.id));
  const ballot = poll.ballots.find((b) => seats.has(b.voter) && b.targets.some((t) => tied.includes(t)));
  return ballot?.targets.find((t) => tied.includes(t)) ?? null;
}

/** WH-P5c: the players a living judge voted against in this poll (at the hunt they die first on a tie). */
export const judgeTargets = (state: GameState, poll: PollState): string[] => judges(state).flatMap((j) => ballotOf(poll, j.id));

/**
 * Judge r.2–r.4, r.6, r.7 after a vote's result (reading Judge A1: never below 0): each red
 * eliminated by it costs 3 if his ballot named that red, else 2; each black he named adds 1, up to
 * 6; a black he did not name, and the Faceless (r.7), change nothing. Every seat the vote
 * eliminated counts (the double lynch of the hunt or hard equality, r.6).
 */
export function updateJudgeWeights(ctx: HookContext, eliminated: string[], poll: PollState): void {
  const current = weights(ctx.state);
  const next = { ...current };
  let changed = false;
  for (const j of judges(ctx.state)) {
    const named = ballotOf(poll, j.id);
    let weight = judgeWeight(ctx.state, j.id);
    for (const seat of eliminated) {
      const team = seatOf(ctx.state, seat).faction;
      if (team === RED) weight -= named.includes(seat) ? 3 : 2;
      else if (team === BLACK && named.includes(seat)) weight += 1;
    }
    weight = Math.min(JUDGE_WEIGHT, Math.max(0, weight));
    if (weight !== judgeWeight(ctx.state, j.id)) {
      next[j.id] = weight;
      changed = true;
    }
  }
  if (changed) write(ctx, JUDGE_WEIGHTS, next);
}

/**
 * Judge r.8 (reading Judge A5): while a judge's weight is above 3, his ballot against a barrier
 * holder keeps up to 2 instead of 1 (BAR-1); the barrier's own subtraction then applies as usual.
 */
export function withJudgeCeiling(state: GameState, adjustments: PollAdjustment[]): PollAdjustment[] {
  const ceiling = judges(state)
    .filter((j) => judgeWeight(state, j.id) > BARRIER_CEILING_ABOVE)
    .map((j) => ({ voter: j.id, max: BARRIER_CEILING }));
  if (ceiling.length === 0) return adjustments;
  return adjustments.map((a) => (a.kind === 'barrier' ? { ...a, ballotMax: ceiling } : a));
}
