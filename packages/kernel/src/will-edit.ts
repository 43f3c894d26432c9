import type { Rejection } from './rejection';
import type { RulesetRuntime } from './ruleset';
import type { GameState } from './state';
import { willsOf } from './wills';

/**
 * Why the host may not replace this seat's will now, or null when it may. Seed 003 CB-11: "a will
 * ... that gives away too much may be altered by the host" — before it is read out, so a will
 * already revealed is the record and stays as it was. The game's length limit binds the host too.
 */
export function willEditRejection(rules: RulesetRuntime, state: GameState, seatId: string, text: string): Rejection | null {
  const seat = state.seats.find((s) => s.id === seatId);
  if (!seat) return { code: 'unknown-seat', params: { seat: seatId } };
  const spec = willsOf(rules, state);
  if (!spec) return { code: 'wills-disabled' };
  if (seat.will?.revealed) return { code: 'will-already-revealed', params: { seat: seatId } };
  if (text.length > spec.maxLength) return { code: 'will-too-long', params: { maxLength: spec.maxLength, length: text.length } };
  return null;
}
