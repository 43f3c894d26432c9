import type { GameState, HookContext, Intent, PollAdjustment } from '@mafia/kernel';
import { defineAbility, defineRole, grantOfIntent } from '@mafia/ruleset-kit';
import { BLACK, RED, seatOf } from '../../model';
import { orderedBy } from '../pimp/day-control';
import { LYNCH_STEPS } from '../../day/lynch-steps';

/**
 * LIA-1, LIA-4: after the last ballot (an at-vote move, read when the poll closes) he compromises up
 * to two players, himself included (LIA-3). LIA-5 (reading LIA A3 ★): one move per vote; a revote
 * is a new vote with one new move of at most two.
 */
export const compromise = defineAbility({
  id: 'compromise',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 2, min: 1, self: 'allowed' },
  validate: (state, intent) => (movedThisVote(state, intent, 'compromise') ? { code: 'compromise-once-per-vote' } : null),
});

/** N-LIAR.2, N-LIAR.3: a black (or grey) liar's hidden black votes, one per compromised other player. */
export const secretVote = defineAbility({
  id: 'secret-vote',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 2, min: 1, self: 'allowed' },
  // N-PM.1: ordered by his pimp, the liar's mechanics are the pimp's colour.
  validate: (state, intent) => (seatOf(state, orderedBy(intent) ?? intent.actor).faction === RED ? { code: 'not-a-black-liar' } : null),
});

/** The liar (L32, LIA-1..LIA-5). */
export const liar = defineRole({ id: 'liar', faction: RED, abilities: [compromise, secretVote] });

/** LIA A3 (contract §9 note 3): a double vote barrier is a barrier of 2. */
export const LIAR_SELF_BARRIER = 2;

/**
 * A compromise of the liar's role: the Liar's own, or one made through a copied (or conjured) liar
 * (actor r.2 "he duplicates that role and may use it"; r.22 only forbids himself as a target).
 */
const liarMove = (state: GameState, intent: Intent): boolean =>
  intent.grant === undefined ? seatOf(state, intent.actor).role === 'liar' : grantOfIntent(state, intent)?.role === 'liar';

const movedThisVote = (state: GameState, intent: Intent, ability: string): boolean =>
  state.intents.some((i) => i.actor === intent.actor && i.ability === ability && i.step === state.clock.step && i.id !== intent.id);

/**
 * At the close of the lynch and of its revote, after the boosts (LIA-2: the witness's bonus of a
 * compromised player is gone too): each compromised player's vote weighs 0 and his barrier is off;
 * the liar naming himself keeps his vote and gets a barrier of 2 (LIA-3, readings LIA A1, A2 ★).
 * N-LIAR.1: a black or grey liar caps his targets' votes at 1 instead; N-LIAR.2 adds his hidden
 * votes as offsets, which no ballot shows (N-LIAR.3).
 */
export function applyLiar(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const step = ctx.state.clock.step;
  const moves = ctx.state.intents.filter((i) => i.ability === 'compromise' && i.step === step && seatOf(ctx.state, i.actor).alive && liarMove(ctx.state, i));
  if (moves.length === 0) return;
  const weight = new Map(poll.spec.voters.map((v) => [v.seat, v.weight ?? 1]));
  const voided = new Set<string>();
  const added: PollAdjustment[] = [];
  for (const move of moves) {
    // N-PM.1: a move the pimp ordered for his liar slave follows the pimp's colour.
    const black = seatOf(ctx.state, orderedBy(move) ?? move.actor).faction !== RED;
    const others = move.targets.filter((t) => t !== move.actor);
    for (const t of others) {
      if (weight.has(t)) weight.set(t, black ? Math.min(1, weight.get(t) ?? 1) : 0);
      voided.add(t);
    }
    if (move.targets.includes(move.actor)) added.push({ kind: 'barrier', barriers: [{ option: move.actor, value: LIAR_SELF_BARRIER }], firstGroups: [BLACK] });
    if (black) {
      const hidden = ctx.state.intents.find((i) => i.ability === 'secret-vote' && i.actor === move.actor && i.step === step)?.targets ?? [];
      for (const t of hidden.slice(0, others.length)) added.push({ kind: 'offset', option: t, delta: 1, source: move.actor });
    }
  }
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters: poll.spec.voters.map((v) => ({ ...v, weight: weight.get(v.seat) ?? 1 })) });
  const kept = (poll.spec.adjustments ?? []).flatMap((a): PollAdjustment[] => {
    if (a.kind !== 'barrier') return [a];
    const barriers = a.barriers.filter((b) => !voided.has(b.option));
    return barriers.length > 0 ? [{ ...a, barriers }] : [];
  });
  // BAR-5: barriers first, the hidden votes after every cap.
  const barriers = added.filter((a) => a.kind === 'barrier');
  const offsets = added.filter((a) => a.kind !== 'barrier');
  ctx.emit({ type: 'poll-changed', poll: pollId, change: { adjustments: [...barriers, ...kept, ...offsets] } });
}

/** LIA-2: a compromised voter's weight is 0; the lawyer's bonus (LAW-6) needs a vote that counts. */
export const weighsNothing = (state: GameState, pollId: string, seat: string): boolean =>
  state.polls.find((p) => p.spec.id === pollId)?.spec.voters.find((v) => v.seat === seat)?.weight === 0;
