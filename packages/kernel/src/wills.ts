import { conditionHolds } from './cycle';
import type { Rejection } from './rejection';
import type { RulesetRuntime, WillsSpec } from './ruleset';
import type { GameState, Seat } from './state';

/** The wills in force in this game, or null: the ruleset has none, or its condition (a host setting) is off. */
export function willsOf(rules: RulesetRuntime, state: GameState): WillsSpec | null {
  const spec = rules.wills;
  if (!spec) return null;
  return conditionHolds(spec.when, state.clock.phase, state, rules) ? spec : null;
}

/** Why `seat` may not write `text` as its will now, or null when it may. */
export function willRejection(rules: RulesetRuntime, state: GameState, seat: Seat, text: string): Rejection | null {
  const spec = willsOf(rules, state);
  if (!spec) return { code: 'wills-disabled' };
  // A will speaks for a living player; the dead have already had theirs read.
  if (!seat.alive || seat.removed) return { code: 'will-author-not-alive' };
  if (text.length > spec.maxLength) return { code: 'will-too-long', params: { maxLength: spec.maxLength, length: text.length } };
  return null;
}
