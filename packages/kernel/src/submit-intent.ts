import { displacedIntents } from './action-groups';
import type { Draft } from './draft';
import { intentAbilityId, moveOf } from './grants';
import { toSeat } from './audience';
import type { Intent, Seat } from './state';
import { abilitiesOf, checkIntent } from './intents';
import type { Rejection } from './rejection';
import type { MoveRequest } from './ruleset';
import { unwrapMove } from './wrapped-moves';

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

/**
 * A seat's (or the host's) move: a wrapped move (wrapped-moves.ts) is checked and recorded as the
 * move it names, and one sent on another seat's behalf (MoveRequest.actFor) as that seat's.
 * `guard` wraps the recording (the caller's win check after eliminations).
 */
export function submitMove(draft: Draft, seat: Seat, command: MoveRequest, byHost: boolean, guard: (run: () => void) => void): Rejection | null {
  const state = draft.state;
  const request = unwrapMove(draft.rules, state, seat, command);
  if ('rejection' in request) return request.rejection;
  const actor = request.move.actFor === undefined ? seat : state.seats.find((s) => s.id === request.move.actFor);
  if (!actor) return { code: 'unknown-seat', params: { seat: request.move.actFor ?? '' } };
  const checked = checkIntent(draft.rules, state, actor, request.move.ability, request.move.targets, request.move.options, byHost);
  if (!checked.ok) return checked.rejection;
  const sentBy = actor.id === seat.id ? {} : { sentBy: seat.id };
  guard(() => recordIntent(draft, actor, { ...checked.intent, ...sentBy, at: draft.now }));
  return null;
}
