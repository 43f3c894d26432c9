// The Kamikaze's answer to an attack (part 2 §3.21, kamikaze r.1–r.6): `night/kills.ts` asks here
// before a killer's attack strikes; `night/settle.ts` runs the morning (crippling, the spent role).
import { toSeat, type GameState, type HookContext } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { isBlack, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { absorbs } from '../immortal/life';
import { copiedRole } from '../actor/copies';
import { roleCutOff } from '../faceless/passive';
import { creditKamikazeKill } from './faceless';
import { obtainedAfterActivation } from './activation';

/** Ruleset data (host only): true once a Kamikaze killed a black; r.5: the role can no longer kill. */
export const KAMIKAZE_SPENT = 'kamikaze-spent';

interface Strike {
  kamikaze: string;
  killer: string;
  /** r.4: an own-team killer survives, crippled. */
  crippled: boolean;
  /** r.5: the killer was black (the role passes on spent). */
  black: boolean;
}

const strikesOf = (log: NightLog): Strike[] => roleState<Strike[]>(log, 'kamikaze', () => []);

/**
 * Kamikaze r.5, r.6 (reading ★ 5: a standing state): he "can kill" while he holds the role, it was
 * not spent on a black and he is not crippled (COM-6: a crippled player lost his civilian role).
 */
export function activeKamikaze(state: GameState, seat: string): boolean {
  const holder = seatOf(state, seat);
  if (holder.role !== 'kamikaze' || holder.statuses.some((s) => s.id === 'crippled')) return false;
  // N-KZ.5: a black who obtained the role after an activation has only the suicide (no answer to killers).
  if (isBlack(holder) && obtainedAfterActivation(state, seat)) return false;
  return read<boolean>(state, KAMIKAZE_SPENT) !== true;
}

/**
 * actor r.20 (reading actor A10): an Actor holding a copied Kamikaze (actor r.2) and not crippled
 * answers an attack too, "from zero" (r.3: whatever became of the original's role), but only maims.
 */
export const copiedKamikaze = (state: GameState, seat: string): boolean =>
  copiedRole(state, seat)?.role === 'kamikaze' && !seatOf(state, seat).statuses.some((s) => s.id === 'crippled');

/**
 * r.1: attacked at night, the Kamikaze dies and takes the killer with him; r.2: the doctor saves
 * neither (and r.6: no blocker protection); r.4: a killer of his own team survives crippled and the
 * Kamikaze dies alone. r.3: poison is no attack (it never comes here). Returns whether the
 * Kamikaze answered (the attack is then settled: the caller records the shot and stops).
 */
export function kamikazeStrikes(night: SlotContext, log: NightLog, killer: string, target: string, tag: string): boolean {
  // actor r.20: "as kamikaze: cannot kill the killer, but can maim him" (reading actor A10).
  const copy = !activeKamikaze(log.state, target) && copiedKamikaze(log.state, target);
  if ((!copy && !activeKamikaze(log.state, target)) || killer === target || roleCutOff(log, target)) return false;
  const ownTeam = seatOf(log.state, killer).faction === seatOf(log.state, target).faction;
  night.kill(target, tag, { unstoppable: true });
  traceEffect(night, 'kamikaze-dies', target, { rule: copy ? 'kamikaze r.2, actor r.20' : 'kamikaze r.2' });
  if (ownTeam || copy) {
    traceEffect(night, 'own-team-killer-crippled', killer, { rule: copy ? 'actor r.20' : 'kamikaze r.4' });
    strikesOf(log).push({ kamikaze: target, killer, crippled: true, black: false });
    return true;
  }
  // Immortal l.19: a killer with a spare life only loses it (the life is asked as in any attack).
  if (!night.isAlive(killer) || absorbs(night, log, killer)) return true;
  night.kill(killer, 'kamikaze', { unstoppable: true });
  traceEffect(night, 'kamikaze-takes-killer', killer, { rule: 'kamikaze r.1' });
  strikesOf(log).push({ kamikaze: target, killer, crippled: false, black: isBlack(seatOf(log.state, killer)) });
  return true;
}

/** r.4: the own-team killer loses his civilian role and colour (COM-6); r.5: a black kill spends the role. */
export function kamikazeMorning(ctx: HookContext, log: NightLog): void {
  for (const strike of strikesOf(log)) {
    if (strike.crippled) ctx.emit({ type: 'status-added', seat: strike.killer, status: { id: 'crippled', source: 'kamikaze' } });
    if (strike.black) write(ctx, KAMIKAZE_SPENT, true);
    if (!strike.crippled) creditKamikazeKill(ctx, strike.kamikaze, strike.killer);
  }
}

/** r.5: the new owner of a spent Kamikaze role is told it can no longer kill. */
export function kamikazeInherited(ctx: HookContext, heir: string, role: string): void {
  if (role !== 'kamikaze' || read<boolean>(ctx.state, KAMIKAZE_SPENT) !== true) return;
  ctx.notify(toSeat(heir), 'pm.kamikaze-spent', {}, { kind: 'kamikaze-spent' });
}
