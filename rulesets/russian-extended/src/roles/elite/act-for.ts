// SV-6 (part 4 §2.4; contract §8 `act-for`): "if the assigned player is absent for any reason, the
// Servant may send moves for him, 'as a partner'". The servant sends `act-for` [master] with
// `move: { ability, targets, options? }`; it is unwrapped (kernel `RulesetHooks.unwrapMove`) into
// the master's own move, sent on his behalf (`MoveRequest.actFor`): checked as the master's,
// recorded as his intent (`sentBy` the servant), resolved and reported as his.
import type { GameState, MoveProxy, MoveRequest, Rejection, Seat } from '@mafia/kernel';
import { wrappedMove } from '../necromancer/undead-move';
import { eliteOf, masterOf, SERVANT } from '.';
import { treatmentOf } from './treatment';

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

/**
 * The master whose moves the servant's screen offers (kernel `RulesetHooks.proxies`), sent through
 * `act-for`: while the master is absent (SV-6, reading AMB-SV-5), and only the moves the host has
 * told the servant of (SV-9b; reading SV-6 A-site): soft, all the master's moves; merciless, those a
 * red holder of his civilian role has (`redMoves`); harsh, none (the master tells him by PM, and he
 * may still send `act-for` naming the move; the site shows nothing the host did not tell him).
 */
export function servantProxies(state: GameState, seat: Seat, redMoves: (master: Seat) => readonly string[]): MoveProxy[] {
  const master = eliteOf(seat) === SERVANT ? masterOf(seat) : null;
  const masterSeat = master === null ? undefined : state.seats.find((s) => s.id === master && s.alive && !s.removed);
  if (!masterSeat || masterPresent(state, masterSeat.id)) return [];
  const treatment = treatmentOf(seat);
  if (treatment === 'harsh') return [];
  return [{ seat: masterSeat.id, via: ACT_FOR, ...(treatment === 'merciless' ? { abilities: redMoves(masterSeat) } : {}) }];
}
