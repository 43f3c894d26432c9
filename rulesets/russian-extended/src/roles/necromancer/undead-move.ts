// The contract's ids for the undead's moves (contract §6, necromancer row; §7 note 2):
// `undead-move` by night and `undead-day-move` by day, target [corpse], `move: { ability, targets,
// options? }`. Each is unwrapped (kernel `RulesetHooks.unwrapMove`) into the granted move it names,
// `<ability>@undead-<corpse>` (undead.ts), so it is validated, resolved and traced as the role's own
// move sent by the Necromancer (r.3), one per undead and move, all the same night (r.7).
import { grantedAbilityId, type GameState, type JsonObject, type MoveRequest, type Rejection, type Seat } from '@mafia/kernel';
import { grantsOf } from '@mafia/ruleset-kit';
import { seatOf } from '../../model';
import { toysOf, UNDEAD } from './toys';
import { undeadGrantId } from './undead';

export const UNDEAD_MOVE = 'undead-move';
export const UNDEAD_DAY_MOVE = 'undead-day-move';
const PHASE_OF: Record<string, 'night' | 'day'> = { [UNDEAD_MOVE]: 'night', [UNDEAD_DAY_MOVE]: 'day' };

/** The wrapped move of `options.move`, or null when it is malformed (also the servant's `act-for`, SV-6). */
export function wrappedMove(options: JsonObject | undefined): MoveRequest | null {
  const move = options?.['move'];
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const { ability, targets, options: inner } = move;
  if (typeof ability !== 'string' || !Array.isArray(targets) || !targets.every((t) => typeof t === 'string')) return null;
  if (inner !== undefined && (typeof inner !== 'object' || inner === null || Array.isArray(inner))) return null;
  return { ability, targets: targets as string[], ...(inner ? { options: inner } : {}) };
}

/** r.2, r.13: the corpse is his undead, though its role gives no move (off the r.10 list). */
const isHisUnusableUndead = (state: GameState, necromancer: string, corpse: string): boolean => {
  const seat = state.seats.find((s) => s.id === corpse);
  return seat !== undefined && toysOf(state, necromancer).cursed.includes(corpse) && seat.statuses.some((s) => s.id === UNDEAD);
};

/**
 * `undead-move` / `undead-day-move` → the granted move they name; null for any other request.
 * Refusals: `wrong-phase` (the wrapper's own time), `wrong-target-count` (one corpse),
 * `not-your-undead` (no undead of his), `role-not-usable` (a corpse of a role off the r.10 list, or a
 * move the undead does not give: r.11's killer moves), `invalid-option` (no `move`). r.9's
 * `target-is-necromancer`, r.17's `granted-move-not-yet` and the role's own checks follow as for
 * the granted move.
 */
export function unwrapUndeadMove(state: GameState, seat: Seat, request: MoveRequest): MoveRequest | Rejection | null {
  const phase = PHASE_OF[request.ability];
  if (phase === undefined) return null;
  if (state.clock.phase.kind !== phase) return { code: 'wrong-phase', params: { ability: request.ability } };
  if (request.targets.length !== 1) return { code: 'wrong-target-count', params: { expected: 1, got: request.targets.length } };
  const corpse = request.targets[0] as string;
  const grant = grantsOf(state, seat.id).find((g) => g.id === undeadGrantId(corpse));
  if (!grant) {
    if (seat.role !== 'necromancer') return { code: 'unknown-ability', params: { ability: request.ability } };
    const known = state.seats.some((s) => s.id === corpse) && !seatOf(state, corpse).alive;
    return known && isHisUnusableUndead(state, seat.id, corpse) ? { code: 'role-not-usable', params: { target: corpse } } : { code: 'not-your-undead', params: { target: corpse } };
  }
  const move = wrappedMove(request.options);
  if (!move) return { code: 'invalid-option', params: { option: 'move' } };
  if (!(grant.abilities ?? []).includes(move.ability)) return { code: 'role-not-usable', params: { target: corpse, ability: move.ability } };
  return { ...move, ability: grantedAbilityId(move.ability, grant.id) };
}
