// Proxied moves: a seat may send another seat's move on his behalf (russian-extended SV-6: the
// servant for his absent master) through a wrapper ability that `RulesetHooks.unwrapMove` opens.
// `availableCommands` offers those moves marked `proxy`; this builds the wrapper a client sends for
// one. The wrapper's shape is the one every wrapped move uses (russian-extended contract §7 note 2):
// `via` [the other seat] with `options.move = { ability, targets, options? }`.
import type { AbilityId, SeatId } from './ids';
import type { JsonObject } from './json';
import type { MoveRequest } from './ruleset';

export function proxiedMove(proxy: { seat: SeatId; via: AbilityId }, move: { ability: AbilityId; targets: readonly string[]; options?: JsonObject }): MoveRequest {
  const inner: JsonObject = { ability: move.ability, targets: [...move.targets], ...(move.options && Object.keys(move.options).length > 0 ? { options: move.options } : {}) };
  return { ability: proxy.via, targets: [proxy.seat], options: { move: inner } };
}
