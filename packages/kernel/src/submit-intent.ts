import { displacedIntents } from './action-groups';
import type { Draft } from './draft';
import { intentAbilityId, moveOf } from './grants';
import { abilitiesOf } from './intents';
import { toSeat } from './audience';
import type { Intent, Seat } from './state';

/**
 * Records an accepted intent (a seat's or the host's on its behalf): first the seat's intents of
 * the same action group are withdrawn and the seat is told (CB-1, CB-2); a last action closes its
 * window and is resolved at once by the ruleset's `lastActionTaken` hook when it has one.
 */
export function recordIntent(draft: Draft, seat: Seat, intent: Intent): void {
  const ability = moveOf(draft.rules, seat, intentAbilityId(intent), abilitiesOf(draft.rules, seat))?.ability;
  if (!ability) throw new Error(`recordIntent: ${seat.id} holds no ability ${intentAbilityId(intent)}`);
  for (const displaced of displacedIntents(draft.rules, draft.state, seat, ability, intentAbilityId(intent))) {
    draft.emit({ type: 'intent-withdrawn', key: displaced.key, by: ability.id });
    draft.notify(toSeat(seat.id), 'notices.action-replaced', { ability: displaced.ability });
  }
  draft.emit({ type: 'intent-submitted', intent });
  draft.rules.hooks.intentRecorded?.(draft, intent);
  if (ability.onDeath?.kind !== 'window') return;
  draft.emit({ type: 'last-action-closed', seat: seat.id });
  draft.rules.hooks.lastActionTaken?.(draft, intent);
}
