// The day's moves as each step's closing rules read them: the pimp's orders applied (PIM-3..PIM-6)
// and the moves of a blocked civilian role dropped (MOV-7, MOV-8). The kernel's state keeps what
// each seat sent: his own move stays his to see, the change is nobody else's business.
import type { GameState, HookContext, Intent } from '@mafia/kernel';
import { seatOf } from '../model';
import { hasStatus, ROLE_BLOCKED } from '../roles/hacker/blocks';
import { dayControl } from '../roles/pimp/day-control';

/** HAC-5: roles a block does not fully stop; their own rules say what it does (HAC-6..HAC-10). */
const PARTLY_BLOCKED = ['pimp', 'necromancer', 'cultist', 'collector', 'actor', 'wizard'];

/**
 * MOV-7: "when a role is blocked, its move can still be sent to the host ... but such a move does
 * not go through"; MOV-8: the block is on the player. A seat with `role-blocked` (a hack, HAC-2; an
 * explosion, TER-1; a punishment, PIM-7; a curse, N-PH.2) loses the day moves of his civilian role;
 * faction and mayor moves, night notes and granted moves are not his role's and stay.
 */
export function blockedDayMoves(ctx: HookContext, state: GameState, intents: Intent[]): Intent[] {
  const kept = intents.filter((i) => {
    const seat = seatOf(state, i.actor);
    if (!hasStatus(seat, ROLE_BLOCKED) || PARTLY_BLOCKED.includes(seat.role)) return true;
    return !(ctx.rules.roles[seat.role]?.abilities.some((a) => a.id === i.ability) ?? false);
  });
  return kept.length === intents.length ? intents : kept;
}

/** The day's intents of `state` as the closing rules read them (the same array when nothing changes). */
function dayIntents(ctx: HookContext, state: GameState): Intent[] {
  if (state.clock.phase.kind !== 'day') return state.intents;
  const ordered = dayControl(ctx, state);
  return blockedDayMoves(ctx, state, ordered);
}

/**
 * The step's closing rules (index.ts `stepEnding`) read the state through this context; it follows
 * every event they emit.
 */
export function withDayIntents(ctx: HookContext): HookContext {
  let seen: GameState | null = null;
  let controlled: GameState = ctx.state;
  return {
    get state() {
      if (ctx.state !== seen) {
        seen = ctx.state;
        const intents = dayIntents(ctx, seen);
        controlled = intents === seen.intents ? seen : { ...seen, intents };
      }
      return controlled;
    },
    rules: ctx.rules,
    now: ctx.now,
    rng: ctx.rng,
    emit: (...events) => ctx.emit(...events),
    notify: (audience, key, params, result) => ctx.notify(audience, key, params, result),
    eliminate: (seat, cause, options) => ctx.eliminate(seat, cause, options),
    setTrace: (trace) => ctx.setTrace(trace),
  };
}
