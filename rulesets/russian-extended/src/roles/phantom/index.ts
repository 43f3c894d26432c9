import { toPublic, type GameState, type HookContext, type Intent, type Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read, writePublic } from '../../data';
import { BLACK, living, RED, seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { possess } from './possession';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';
import { isCopiedMove } from '../actor/limits';

/** A grant of a copied (or conjured) role: the Actor's restrictions apply to it (actor r.13). */
const isCopyGrant = (grant: string): boolean => isCopiedMove({ grant });

/** Contract §3: status `phantom` (PHA-10: the label shows until they leave). */
export const PHANTOM = 'phantom';
/** Public data: a black Phantom switched new phantoms off (N-PH.6). */
export const PHANTOMS_STOPPED = 'phantoms-stopped';

const isPhantom = (state: GameState, seat: string): boolean => seatOf(state, seat).role === 'phantom';

/** PHA-9: once everyone has voted, a living Phantom may cancel his bonus for this poll (reading PHA A4 ★: only his +1s). */
export const cancelBonus = defineAbility({
  id: 'cancel-bonus',
  phase: 'day',
  steps: LYNCH_AND_HUNT_STEPS,
  targets: { count: 0 },
  validate: (state, intent) => (isPhantom(state, intent.actor) && seatOf(state, intent.actor).alive ? null : { code: 'not-a-living-phantom' }),
});

/** N-PH.6: a black Phantom may switch off new phantoms (a night move, from that night on). */
export const stopPhantoms = defineAbility<NightLog>({
  id: 'stop-phantoms',
  phase: 'night',
  targets: { count: 0 },
  validate: (state, intent) => validateStop(state, intent),
  night: { slot: 'suicide', passive: true, components: () => [] },
});

/** PHA-1..PHA-10, N-PH.1..N-PH.6 (possession and the curse: ./possession.ts). */
export const phantom = defineRole({ id: 'phantom', faction: RED, abilities: [cancelBonus, stopPhantoms, possess] });

function validateStop(state: GameState, intent: Intent): Rejection | null {
  return isPhantom(state, intent.actor) && seatOf(state, intent.actor).faction === BLACK ? null : { code: 'not-a-black-phantom' };
}

/**
 * PHA-6: while a Phantom lives, every player killed at night gets the phantom effect for the next
 * day (status `phantom`, public, `morning.phantom`); PHA-7: a Phantom killed that night is the only
 * one. N-PH.6: none once a black Phantom switched them off (that night included).
 */
export function phantomMorning(ctx: HookContext, log: NightLog, died: readonly string[]): void {
  const stopping = log.intents.some((i) => i.ability === 'stop-phantoms' && validateStop(log.state, i) === null);
  if (stopping && read<boolean>(ctx.state, PHANTOMS_STOPPED) !== true) writePublic(ctx, PHANTOMS_STOPPED, true);
  if (stopping || read<boolean>(log.state, PHANTOMS_STOPPED) === true) return;
  const phantoms = living(log.state).filter((s) => s.role === 'phantom').map((s) => s.id);
  if (phantoms.length === 0 || died.length === 0) return;
  const killedPhantoms = died.filter((d) => phantoms.includes(d));
  const effect = killedPhantoms.length > 0 ? killedPhantoms : died;
  for (const seat of effect) {
    ctx.emit({ type: 'status-added', seat, status: { id: PHANTOM, source: 'phantom', audience: toPublic, expires: { kind: 'day', number: log.night + 1 } } });
    ctx.notify(toPublic, 'morning.phantom', { seat });
  }
}

/** PHA-8, PHA A5: the players under the phantom effect still in the game (dead seats with the status). */
export const activePhantoms = (state: GameState): string[] => state.seats.filter((s) => !s.alive && s.statuses.some((st) => st.id === PHANTOM)).map((s) => s.id);

/**
 * PHA-8: a living Phantom's ballot weighs +1 per active player under the effect; PHA-9: not in a
 * poll where he sent `cancel-bonus`. RED-1 caps the boost with the corrections.
 */
export function applyPhantomBonus(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const bonus = activePhantoms(ctx.state).length;
  if (bonus === 0) return;
  const step = ctx.state.clock.step;
  const cancelled = (phantomSeat: string): boolean => ctx.state.intents.some((i) => i.ability === 'cancel-bonus' && i.actor === phantomSeat && i.step === step);
  const originals = living(ctx.state).filter((s) => s.role === 'phantom' && !cancelled(s.id)).map((s) => s.id);
  // actor r.13: a copied phantom "gets the vote bonus for phantom players unless the original
  // phantom cancels it": the copy's bonus follows the original's cancel-bonus, never his own.
  const copies = living(ctx.state).filter((s) => (s.grants ?? []).some((g) => g.role === 'phantom' && isCopyGrant(g.id) && g.source.seat !== undefined && !cancelled(g.source.seat))).map((s) => s.id);
  const boosted = [...originals, ...copies];
  if (!poll.spec.voters.some((v) => boosted.includes(v.seat))) return;
  const voters = poll.spec.voters.map((v) => (boosted.includes(v.seat) ? { ...v, weight: (v.weight ?? 1) + bonus } : v));
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters });
}
