// The blocks a hack (HAC-2, HAC-3), an explosion (TER-1) or a punishment (PIM-7) leaves on a
// player (MOV-7, MOV-8: the block is on the player, not on the role; a move is accepted and fails).
import type { Intent, Seat } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { NEGATIVE_ABILITIES } from '../../night/night-order';

/** Contract §3 statuses. */
export const ROLE_BLOCKED = 'role-blocked';
export const NEGATIVE_BLOCKED = 'negative-blocked';

export const hasStatus = (seat: Seat, id: string): boolean => seat.statuses.some((s) => s.id === id);

/** Night moves of no civilian role: the black team's, notes (the mayor has none at night). */
const NOT_CIVILIAN = ['shoot', 'insure', 'suicide', 'approve-suicide', 'confirm-partner-kill', 'note'];
/** The poisoner's moves and the poison's own night (part 2 §4.5, ru-w2). */
/** F.22: the Faceless's cut cannot be blocked (part 3 §2.2). */
NOT_CIVILIAN.push('cut');
NOT_CIVILIAN.push('poison', 'antidote', 'poison-death', 'entertain', 'seize', 'release', 'torture', 'destroy');
/** The Mercenary's contract (part 2 §4.2): a negative move, not his civilian role's. */
NOT_CIVILIAN.push('contract');

/** The kit's `acts` hook: a blocked role's night move fails (MOV-7), with its reason in the trace. */
export function actsDespiteBlocks(book: NightLog, night: SlotContext, intent: Intent): boolean {
  const seat = seatOf(book.state, intent.actor);
  const civilian = !NOT_CIVILIAN.includes(intent.ability);
  // F.1: a cut victim's civilian role stays blocked until he regains it (part 3 §2.2).
  if (civilian && hasStatus(seat, 'cut')) {
    traceEffect(night, 'cut', intent.actor, { rule: 'F.1' });
    return false;
  }
  // N-PH.2: the black Phantom's curse is a full block of the civilian role.
  const cursed = civilian && hasStatus(seat, 'cursed');
  const blocked = civilian ? hasStatus(seat, ROLE_BLOCKED) || cursed : NEGATIVE_ABILITIES.includes(intent.ability) && hasStatus(seat, NEGATIVE_BLOCKED);
  if (!blocked) return true;
  traceEffect(night, cursed ? 'cursed' : civilian ? 'role-blocked' : 'negative-blocked', intent.actor, { rule: cursed ? 'N-PH.2' : 'HAC-2' });
  return false;
}
