import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import { copiesOf, COPY_LIMIT } from './copies';

/** Actor r.1, r.5 (part 2 §3.23, l.40): at the end of each day he copies a chosen player's civilian role. */
export const copy = defineAbility({
  id: 'copy',
  phase: 'day',
  steps: ['evening'],
  // Reading actor ★ 1 (README, Interpretations): no self-copy (contract §6: "1, not self").
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateCopy(state, intent),
});

/** Actor r.1–r.27: the copy is made in the evening (copies.ts), its moves are granted (kernel grants.ts) with the limits of limits.ts. */
export const actor = defineRole({ id: 'actor', faction: RED, abilities: [copy] });

/** r.5: never the same player twice, at most 3 different players per game. */
function validateCopy(state: GameState, intent: Intent): Rejection | null {
  const copies = copiesOf(state, intent.actor);
  const target = intent.targets[0];
  if (copies.some((c) => c.target === target)) return { code: 'copied-before' };
  if (new Set(copies.map((c) => c.target)).size >= COPY_LIMIT) return { code: 'copy-limit' };
  return null;
}

export { closeActorEvening, copiedRole, copiesOf } from './copies';
export { CONJURE_GRANT, COPY_GRANT, copiesLast, isCopiedMove, validateCopiedMove } from './limits';
