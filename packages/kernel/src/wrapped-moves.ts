// Wrapped moves (issue #17): a ruleset may accept a move sent under a wrapper id whose option names
// the real move (the Russian contract's `undead-move { move: { ability, targets, options? } }`).
// The wrapper is unwrapped before any check, so the move is validated, recorded and resolved
// exactly as if the seat had sent it itself (`RulesetHooks.unwrapMove`).
import type { Rejection } from './rejection';
import type { MoveRequest, RulesetRuntime } from './ruleset';
import type { GameState, Seat } from './state';

/** The move a `submit-intent` stands for: itself, the move it wraps, or the wrapper's rejection. */
export function unwrapMove(rules: RulesetRuntime, state: GameState, seat: Seat, command: MoveRequest): { move: MoveRequest } | { rejection: Rejection } {
  // Only the move's own fields reach the ruleset (not the command's type or seat).
  const request: MoveRequest = { ability: command.ability, targets: command.targets, ...(command.options ? { options: command.options } : {}) };
  const unwrapped = rules.hooks.unwrapMove?.(state, seat, request) ?? null;
  if (unwrapped === null) return { move: request };
  return 'code' in unwrapped ? { rejection: unwrapped } : { move: unwrapped };
}
