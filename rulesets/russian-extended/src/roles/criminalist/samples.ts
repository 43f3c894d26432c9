// The Criminalist's samples (part 2 §3.27 r.4–r.11; contract §6 `sample`): after the vote he takes
// samples of one to three living players, each compared with examined bodies (three comparisons in
// all); the check is a night move, its result comes in the morning.
import type { GameState, HookContext, Intent, Json, Rejection } from '@mafia/kernel';
import { defineAbility, traceEffect, type NightClock } from '@mafia/ruleset-kit';
import { z } from 'zod';
import { read, write } from '../../data';
import { pm, type NightLog } from '../../night/book';
import { bodyKillersOf } from './killers';

const CRIMINALIST = 'criminalist';

/** r.5, r.6: at most three comparisons (player, body) in all. */
export const MAX_COMPARISONS = 3;

const comparisonSchema = z.array(z.object({ player: z.string().min(1), corpse: z.string().min(1) }).strict()).min(1).max(12);
type Comparison = z.infer<typeof comparisonSchema>[number];

/** Host data: the bodies examined so far (r.9 "any previously examined corpse"), written when the evening opens. */
const EXAMINED = 'examined-bodies';
export const examinedBodies = (state: GameState): string[] => read<string[]>(state, EXAMINED) ?? [];

export function recordExamined(ctx: HookContext, bodies: readonly string[]): void {
  const known = examinedBodies(ctx.state);
  const fresh = bodies.filter((b) => !known.includes(b));
  if (fresh.length > 0) write(ctx, EXAMINED, [...known, ...fresh] as unknown as Json);
}

/**
 * r.4–r.9: the targets are the sampled players (1–3, living); `compare` pairs each with examined
 * bodies: three comparisons at most (r.5, r.6: 3 × 1, 2 + 1, one sample × 3 bodies, two samples
 * with one on two bodies); every sampled player is compared at least once; r.8: a body the
 * mercenary or the poisoner's poison killed takes one player only, and that sample no other body.
 */
export function validateSample(state: GameState, intent: Intent): Rejection | null {
  const parsed = comparisonSchema.safeParse(intent.options?.['compare']);
  if (!parsed.success) return { code: 'sample-needs-comparisons' };
  const pairs = parsed.data;
  if (pairs.length > MAX_COMPARISONS) return { code: 'too-many-samples' };
  const examined = examinedBodies(state);
  const seen = new Set<string>();
  for (const pair of pairs) {
    if (!intent.targets.includes(pair.player)) return { code: 'sample-needs-comparisons' };
    if (!examined.includes(pair.corpse)) return { code: 'body-not-examined' };
    const key = `${pair.player}|${pair.corpse}`;
    if (seen.has(key)) return { code: 'sample-needs-comparisons' };
    seen.add(key);
  }
  if (!intent.targets.every((t) => pairs.some((p) => p.player === t))) return { code: 'sample-needs-comparisons' };
  const killers = bodyKillersOf(state);
  for (const pair of pairs) {
    const kind = killers[pair.corpse]?.kind;
    if (kind !== 'poison' && kind !== 'contract') continue;
    const onBody = pairs.filter((p) => p.corpse === pair.corpse).length;
    const ofSample = pairs.filter((p) => p.player === pair.player).length;
    if (onBody > 1 || ofSample > 1) return { code: 'one-sample-for-this-body' };
  }
  return null;
}

/** r.4, r.10: the evening's day move (the samples); the check runs at night (`sampleCheck`). */
export const sample = defineAbility({
  id: 'sample',
  phase: 'day',
  steps: ['evening'],
  targets: { count: MAX_COMPARISONS, min: 1, self: 'forbidden' },
  validate: validateSample,
});

/** Host data: the samples taken this evening, checked on the coming night (r.10, r.11). */
const PENDING = 'pending-samples';
type Pending = { night: number; pairs: Comparison[] };

/** When the evening closes: the evening's samples wait for the night's check. */
export function closeSamples(ctx: HookContext): void {
  const intent = [...ctx.state.intents].reverse().find((i) => i.ability === 'sample');
  const parsed = comparisonSchema.safeParse(intent?.options?.['compare']);
  if (!intent || !parsed.success) return;
  write(ctx, PENDING, { night: ctx.state.clock.phase.number, pairs: parsed.data } as unknown as Json);
}

const pendingTonight = (state: GameState): Pending | null => {
  const entry = read<Pending>(state, PENDING);
  return entry && entry.night === state.clock.phase.number ? entry : null;
};

/**
 * r.4, r.6, r.7, r.10, r.11 at night: the check is the role's night move, made by whoever holds the
 * role tonight (r.11: a successor after the vote); a block on him breaks it (r.10: no result). Each
 * sampled player's result names the bodies he was compared with and whether he is the direct killer
 * of one of them (r.6: not which one); it holds even if he died tonight (r.7).
 */
export const sampleCheck: NightClock<NightLog> = {
  id: 'sample-check',
  slot: 'criminalist',
  seats: (state) => (pendingTonight(state) ? state.seats.filter((s) => s.alive && !s.removed && s.role === CRIMINALIST).map((s) => s.id) : []),
  handle({ night, book, intent }) {
    const pending = pendingTonight(book.state);
    if (!pending) return;
    if (!night.isAlive(intent.actor) || night.isBlocked(intent.actor)) {
      traceEffect(night, 'sample-check-broken', intent.actor, { rule: 'criminalist r.10' });
      return;
    }
    book.ran.add(night.action.id);
    const killers = bodyKillersOf(book.state);
    const players = [...new Set(pending.pairs.map((p) => p.player))];
    for (const player of players) {
      const corpses = pending.pairs.filter((p) => p.player === player).map((p) => p.corpse);
      const caught = corpses.some((c) => killers[c]?.killers.includes(player) ?? false);
      traceEffect(night, caught ? 'sample-caught' : 'sample-clear', player, { rule: 'criminalist r.4' });
      pm(book, intent.actor, caught ? 'pm.sample-caught' : 'pm.sample-clear', { target: player, corpses: corpses.join(', ') }, { kind: 'sample', target: player, corpses, caught });
    }
  },
};
