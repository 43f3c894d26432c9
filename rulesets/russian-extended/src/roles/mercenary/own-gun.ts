// Mercenary r.19 (part 2 §4.2, l.49): "if all mafia are out, the Mercenary starts killing on his own
// on mafia nights, keeping the ability to target specific civilian roles and the right to skip".
// His own `shoot` may name a civilian role (and the players to spare) instead of a player, as the
// mafia's contract does (contract §7: `mercenary` `shoot`, 0–1 targets, `role` as `contract`).
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { traceEffect } from '@mafia/ruleset-kit';
import type { SlotContext } from '@mafia/resolver';
import { mercenarySide, seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { contractRole, isMercenary, knownRole, pickTarget, skipParams } from './contract';

/** How many shots a `shoot` fires: its targets, or one for a role shot (r.19). */
export const shotsIn = (intent: Intent): number => (intent.targets.length > 0 ? intent.targets.length : contractRole(intent) !== null ? 1 : 0);

/**
 * r.19, r.12, r.13: a role shot (no target, `role`, optional `spare`) only from the Mercenary on his
 * own (`role-shot-mercenary-only` for anyone else); with a role a target is
 * `contract-target-or-role`; with neither, a shot needs its target (`wrong-target-count`).
 */
export function validateRoleShot(state: GameState, intent: Intent): Rejection | null {
  const role = contractRole(intent);
  const spare = intent.options?.['spare'];
  if (role === null) {
    if (spare !== undefined) return { code: 'contract-target-or-role' };
    return intent.targets.length === 0 ? { code: 'wrong-target-count', params: { expected: 1, got: 0 } } : null;
  }
  const actor = seatOf(state, intent.actor);
  if (!isMercenary(actor) || mercenarySide(state, actor) === null) return { code: 'role-shot-mercenary-only' };
  const spareOk = spare === undefined || (Array.isArray(spare) && spare.every((s) => typeof s === 'string' && state.seats.some((x) => x.id === s)));
  return intent.targets.length === 0 && knownRole(role) && spareOk ? null : { code: 'contract-target-or-role' };
}

/**
 * At night: the players a `shoot` aims at. A role shot reaches the living holder of the role not
 * spared (r.12, r.13), or is skipped (the role is not among the available targets, or r.9's targets):
 * traced with its rule, the shot kept (a skip spends nothing, MAF-4).
 */
export function shotTargets(night: SlotContext, book: NightLog, intent: Intent, side: 'mafia' | 'maniac'): string[] {
  if (contractRole(intent) === null) return intent.targets;
  const pick = pickTarget(book, intent, intent.actor, null);
  if ('skip' in pick) {
    book.shots.push({ action: intent.id, actor: intent.actor, side, via: 'shot', target: pick.target ?? intent.actor, outcome: 'prevented' });
    traceEffect(night, pick.skip, pick.target ?? intent.actor, skipParams(pick));
    return [];
  }
  traceEffect(night, 'role-shot', pick.target, { rule: 'mercenary r.19' });
  return [pick.target];
}
