import { toPublic, type GameState, type HookContext, type Intent, type PollAdjustment, type Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, mayorOf, read, write } from '../../data';
import { isBlack, RED, seatOf, trueColour } from '../../model';
import { verify } from '../commissar';
import { weighsNothing } from '../liar';
import { ownChecks, privateCheck } from './private-check';
import { LYNCH_STEPS } from '../../day/lynch-steps';

/** LAW-1, LAW-2: a check like the commissar's, every night, all information private. */
export const lawyerCheck = privateCheck('lawyer');

/**
 * LAW-3, LAW-5: before the vote, legal protection on one other player he checked red; like the
 * mayor's vertical (reading LAW A1 ★, contract §9 note 3): a ballot on him becomes an autovote.
 */
export const legalProtection = defineAbility({
  id: 'legal-protection',
  phase: 'day',
  steps: ['discussion'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateLegalProtection(state, intent),
});

/** N-LW.4: a black lawyer may drop his bonus at the vote (at-vote, read when the poll closes). */
export const cancelBonus = defineAbility({
  id: 'cancel-bonus',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 0 },
  validate: (state, intent) => (isBlack(seatOf(state, intent.actor)) ? null : { code: 'not-a-black-lawyer' }),
});

/** The lawyer (L28, LAW-1..LAW-6). */
export const lawyer = defineRole({ id: 'lawyer', faction: RED, abilities: [lawyerCheck, verify, legalProtection, cancelBonus] });

export const LEGAL_PROTECTION = 'legal-protection';

/**
 * LAW-3: a red check on the player; reading LAW A3 ★: a check is what its last verification shows,
 * so a red check verified black gives no protection. N-LW.2: a black lawyer protects on any check.
 */
export function validateLegalProtection(state: GameState, intent: Intent): Rejection | null {
  const target = intent.targets[0] as string;
  const checks = ownChecks(state, intent.actor).filter((c) => c.target === target);
  if (isBlack(seatOf(state, intent.actor))) return checks.length > 0 ? null : { code: 'no-check' };
  // A verification sent on evening N is answered on morning N + 1.
  const verified = (read<Array<{ checker: string; target: string; night: number }>>(state, KEYS.verifications) ?? []).some(
    (v) => v.checker === intent.actor && v.target === target && v.night < state.clock.phase.number,
  );
  const colour = verified ? trueColour(seatOf(state, target)) : checks.at(-1)?.colour;
  return colour === 'red' ? null : { code: 'no-red-check' };
}

/**
 * Fixed when the vote starts (with the vertical, VP-5): host-only, since LAW-4 announces it only
 * when the mayor's vertical names the same player.
 */
export function fixLegalProtection(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const fixed = read<{ day: number; seat: string | null }>(ctx.state, KEYS.vertical);
  const vertical = mayorOf(ctx.state) && fixed?.day === day ? fixed.seat : null;
  const intent = ctx.state.intents.find((i) => i.ability === 'legal-protection' && ctx.state.seats.some((s) => s.id === i.actor && s.alive && s.role === 'lawyer'));
  const seat = intent?.targets[0];
  if (!seat) return;
  write(ctx, LEGAL_PROTECTION, { day, seat });
  if (seat === vertical) ctx.notify(toPublic, 'day.legal-protection', { seat });
}

/** The player under legal protection today, if any. */
export function legallyProtected(state: GameState): string[] {
  const entry = read<{ day: number; seat: string }>(state, LEGAL_PROTECTION);
  return entry && entry.day === state.clock.phase.number && seatOf(state, entry.seat).alive ? [entry.seat] : [];
}

/**
 * LAW-6: his ballot against a player he checked black counts one more, and that player's barriers
 * do not work against it (reading LAW A2 ★): the player's barriers leave his ballot alone
 * (neither capped at 1 nor reduced: the barrier's `exempt`) and the +1 is an offset after them.
 * N-LW.3: a black lawyer's bonus is against any player he checked successfully, N-LW.5 whatever
 * the check showed; N-LW.4 he may cancel it.
 */
export function applyLawyerBonus(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const offsets: PollAdjustment[] = [];
  for (const law of ctx.state.seats.filter((s) => s.alive && s.role === 'lawyer')) {
    const aim = poll.ballots.find((b) => b.voter === law.id)?.targets[0];
    if (aim === undefined || aim === law.id || weighsNothing(ctx.state, pollId, law.id)) continue;
    const checks = ownChecks(ctx.state, law.id).filter((c) => c.target === aim);
    const black = isBlack(law);
    if (black && ctx.state.intents.some((i) => i.ability === 'cancel-bonus' && i.actor === law.id)) continue;
    if (black ? checks.length > 0 : checks.at(-1)?.colour === 'black') offsets.push({ kind: 'offset', option: aim, delta: 1, source: law.id });
  }
  if (offsets.length === 0) return;
  // LAW-6: the aimed player's barriers do not work against the Lawyer's ballot (kernel `exempt`).
  const exempt = offsets.flatMap((o) => (o.kind === 'offset' && o.source !== undefined ? [{ option: o.option, voter: o.source }] : []));
  const adjustments = (poll.spec.adjustments ?? []).map((a) => (a.kind === 'barrier' ? { ...a, exempt: [...(a.exempt ?? []), ...exempt] } : a));
  ctx.emit({ type: 'poll-changed', poll: pollId, change: { adjustments: [...adjustments, ...offsets] } });
}
