import type { GameState, Intent, Json, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { CIVILIAN_ROLES, RED, seatOf } from '../../model';
import { diedTonight, investigatorsOf, pm, type NightLog } from '../../night/book';
import { laterMove } from '../../night/kills';
import { detectiveMorning, movementsOf, type Delivery, type Movement } from './morning';
import { validateDetectiveSubstitute } from './black';

/**
 * The detective's three modes, chosen with the move as `options: { mode }`:
 * - `track` (DET-1..DET-4): where the chosen player went ("stayed home" / "went to X" / "information
 *   not provided");
 * - `role` (DET-11): the chosen player's civilian role;
 * - `request` (DET-12): the role request: no player, a civilian role named in `options: { role }`,
 *   and in the morning where that role went on every earlier night.
 * Interpretation (DET A2): the role request is the alternative to the night move, so it is sent with
 * the night moves (like a verification, T.19) and replaces them; it can be blocked (DET-14).
 */
export const detect = defineAbility<NightLog>({
  id: 'detect',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [
    { name: 'mode', values: ['track', 'role', 'request'], required: true },
    { name: 'role', values: CIVILIAN_ROLES },
  ],
  validate: (state, intent) => validateDetect(state, intent),
  night: {
    slot: 'detective',
    components: (intent) => {
      const kind = intent.options?.['mode'] === 'track' ? 'track' : 'investigate';
      return [...intent.targets.map((target): Component => ({ kind, target })), ...intent.targets.map((target): Component => ({ kind: 'visit', target }))];
    },
    handle: laterMove,
    // DET-1..DET-19, all by PM; the investigator receives it too (INV-1). Deliveries due later wait in the data.
    morning({ ctx, book, resolution, actions }) {
      const { state, night } = book;
      const delayed = read<Delivery[]>(state, KEYS.delayed) ?? [];
      const dueLater: Delivery[] = delayed.filter((d) => d.night > night);
      const investigators = investigatorsOf(book);
      const result = { resolution, log: book, actions };
      detectiveMorning({
        state,
        night,
        intents: book.intents,
        result,
        died: new Set(diedTonight(resolution)),
        checkedOk: book.checkedOk,
        investigators,
        pm: (seat, key, params, res) => pm(book, seat, key, params, res),
        later: (d) => dueLater.push(d),
      });
      for (const d of delayed) {
        if (d.night !== night) continue;
        for (const seat of d.to === 'investigators' ? investigators : [d.to]) pm(book, seat, d.key, d.params, d.result);
      }
      if (dueLater.length > 0 || delayed.length > 0) write(ctx, KEYS.delayed, dueLater as unknown as Json);
      write(ctx, KEYS.movements, [...(read<Movement[]>(state, KEYS.movements) ?? []), ...movementsOf(state, result, night)] as unknown as Json);
    },
  },
});

export const detective = defineRole({ id: 'detective', faction: RED, abilities: [detect] });

/**
 * Tracking and the role check name one player; the role request names a civilian role and no player.
 * INV-4: the investigator holds this move for the role request only; INV-9: not with his shot.
 */
export function validateDetect(state: GameState, intent: Intent): Rejection | null {
  const request = intent.options?.['mode'] === 'request';
  // N-DET.2: only a black (or Faceless) holder substitutes the Investigator's data.
  const substitution = validateDetectiveSubstitute(seatOf(state, intent.actor), intent);
  if (substitution) return substitution;
  if (seatOf(state, intent.actor).role === 'investigator') {
    if (!request) return { code: 'request-only' };
    if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'vigilante')) return { code: 'request-or-shot' };
  }
  if (request) {
    if (intent.targets.length > 0 || typeof intent.options?.['role'] !== 'string') return { code: 'request-names-a-role' };
    return null;
  }
  return intent.targets.length === 1 ? null : { code: 'detect-needs-a-player' };
}
