import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, mayorOf, read, secretaryOf } from '../../data';
import { RED } from '../../model';

/** POL-4a: before the vote starts the politician names the players who support him (at most L, POL-5). */
export const support = defineAbility({ id: 'support', phase: 'day', steps: ['discussion'], targets: { count: 9, min: 1, self: 'forbidden' } });

/** POL-6: the shadow vertical: one player, not himself, nobody may vote against; only while a mayor holds the post. */
export const shadowVertical = defineAbility({ id: 'shadow-vertical', phase: 'day', steps: ['discussion'], targets: { count: 1, self: 'forbidden' } });

/**
 * POL-12: a politician who is mayor or the mayor's secretary takes one player under his patronage
 * at the end of each day: he learns the roles of that player's night visitors, and no colour check
 * gives information about that player that night.
 */
export const patronage = defineAbility({ id: 'patronage', phase: 'day', steps: ['evening'], targets: { count: 1, self: 'allowed' } });

/**
 * The politician (L132), a basic civilian role of the extended format (POL-1, POL-13): support and
 * the bonus to the mayor (POL-2..POL-5, POL-10), the shadow vertical (POL-6, POL-11a), the roles of
 * his night visitors (POL-7), a zero voice barrier (POL-8) and immunity to colour checks (POL-9).
 */
export const politician = defineRole({ id: 'politician', faction: RED, abilities: [support, shadowVertical, patronage] });

/** POL-8: a zero voice barrier: each vote against him counts at most 1 (BAR-1), nothing is removed. */
export const POLITICIAN_BARRIER = 0;

/** POL-5a: the influence limit starts at two supporters. */
export const BASE_INFLUENCE = 2;
export const influenceKey = (seat: string): string => `influence:${seat}`;

/**
 * POL-5: L = 2, +1 per lynched black, −1 per lynched red the politician voted against.
 * Interpretation (AMB-POL-3 ★): the condition "if he personally voted against the lynched" governs
 * both the rise and the fall, once per lynched player; L never goes below 0.
 */
export const influence = (state: GameState, seat: string): number => Math.max(0, BASE_INFLUENCE + (state.ledger[influenceKey(seat)] ?? 0));

export function validateSupport(state: GameState, intent: Intent): Rejection | null {
  // POL-10: as mayor he no longer chooses supporters.
  if (mayorOf(state) === intent.actor) return { code: 'mayor-needs-no-support' };
  const limit = influence(state, intent.actor);
  return intent.targets.length > limit ? { code: 'support-over-limit', params: { limit } } : null;
}

export function validatePatronage(state: GameState, intent: Intent): Rejection | null {
  return mayorOf(state) === intent.actor || secretaryOf(state) === intent.actor ? null : { code: 'patronage-needs-a-post' };
}

/** The player under the politician's patronage tonight (POL-12c), if any. */
export const patronised = (state: GameState, night: number): { politician: string; seat: string } | null => {
  const entry = read<{ night: number; politician: string; seat: string }>(state, KEYS.patronage);
  return entry && entry.night === night ? { politician: entry.politician, seat: entry.seat } : null;
};

export function validateShadowVertical(state: GameState): Rejection | null {
  return mayorOf(state) ? null : { code: 'no-mayor-in-post' };
}
