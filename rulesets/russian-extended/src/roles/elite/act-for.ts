// SV-6 (part 4 §2.4; contract §8 `act-for`): "if the assigned player is absent for any reason, the
// Servant may send moves for him, 'as a partner'". The servant sends `act-for` [master] with
// `move: { ability, targets, options? }`; it is unwrapped (kernel `RulesetHooks.unwrapMove`) into
// the master's own move, sent on his behalf (`MoveRequest.actFor`): checked as the master's,
// recorded as his intent (`sentBy` the servant), resolved and reported as his.
import type { GameState, MoveRequest, Rejection, Seat } from '@mafia/kernel';
import { wrappedMove } from '../necromancer/undead-move';
import { eliteOf, masterOf, SERVANT } from '.';

export const ACT_FOR = 'act-for';

/**
 * Reading AMB-SV-5 ("absent" is not defined): the master is absent from this phase while he has
 * sent no move of his own in it (a move the servant sent for him does not count). A move of his own
 * sent later replaces the servant's of the same ability (the kernel's intent key), so a master who
 * turns up is never overruled.
 */
export const masterPresent = (state: GameState, master: string): boolean => state.intents.some((i) => i.actor === master && i.sentBy === undefined);

/**
 * `act-for` → the master's move; null for any other request. Refusals: `unknown-ability` (not a
 * servant), `invalid-target` (not his master), `master-present` (SV-6: the master is not absent),
 * `invalid-option` (no `move`); the move's own checks follow as the master's.
 */
export function unwrapActFor(state: GameState, seat: Seat, request: MoveRequest): MoveRequest | Rejection | null {
  if (request.ability !== ACT_FOR) return null;
  const master = masterOf(seat);
  if (eliteOf(seat) !== SERVANT || master === null) return { code: 'unknown-ability', params: { ability: ACT_FOR } };
  if (request.targets.length !== 1) return { code: 'wrong-target-count', params: { expected: 1, got: request.targets.length } };
  if (request.targets[0] !== master) return { code: 'invalid-target', params: { target: request.targets[0] as string } };
  if (masterPresent(state, master)) return { code: 'master-present' };
  const move = wrappedMove(request.options);
  if (!move) return { code: 'invalid-option', params: { option: 'move' } };
  return { ...move, actFor: master };
}
