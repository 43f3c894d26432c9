/**
 * Actions on death: a seat that is being eliminated acts once more. Two shapes cover the rulebooks:
 *
 * - **armed**: sent while the seat lives, in the ability's own phase, and taking effect only if the
 *   seat dies in that phase. Seed 003 (Conan BO) CB-8: Akai's Vengeance "takes effect although it
 *   comes after Akai's death"; the Russian deathbed moves are sent at the vote and take effect only
 *   if their author is eliminated by it. The kernel keeps such an intent when its actor dies (a
 *   dead seat can no longer withdraw it) and `armedLastActions` lists the ones whose actor died;
 *   the ruleset resolves them at its own step. An armed intent whose actor lives lapses with the phase.
 * - **window**: chosen after the death (a hunter's shot). The elimination opens a window on the
 *   seat (`last-action-opened`); while it is open the dead seat may submit one of the listed
 *   abilities once, whatever the phase; the submission closes it (`last-action-closed`) and the
 *   ruleset's `lastActionTaken` hook resolves it at once (or the step's end does). A window stays
 *   open until the end of the step after the one it opened in, so a death at a step's end leaves
 *   the whole next step to act; the ruleset may close it earlier with `last-action-closed`.
 */
import { conditionHolds } from './cycle';
import type { AbilityId, SeatId } from './ids';
import { abilitiesOf, usesKey } from './intents';
import type { AbilitySpec, HookContext, LastActionSpec, RulesetRuntime } from './ruleset';
import type { GameState, Intent, Seat } from './state';

export function causeMatches(spec: LastActionSpec, cause: string): boolean {
  return spec.causes === undefined || spec.causes.some((c) => cause === c || cause.startsWith(`${c}:`));
}

function usesLeft(state: GameState, seat: Seat, ability: AbilitySpec): boolean {
  return ability.usesPerGame === undefined || (state.ledger[usesKey(seat.id, ability.id)] ?? 0) < ability.usesPerGame;
}

/** The window abilities an elimination with this cause opens for the seat (their `when` and uses allowing). */
export function windowAbilities(rules: RulesetRuntime, state: GameState, seat: Seat, cause: string): AbilitySpec[] {
  return abilitiesOf(rules, seat).filter(
    (a) =>
      a.onDeath?.kind === 'window' &&
      causeMatches(a.onDeath, cause) &&
      conditionHolds(a.when, state.clock.phase, state, rules) &&
      usesLeft(state, seat, a),
  );
}

/** Opens the seat's window, if it has one for this cause (called by every elimination). */
export function openLastAction(ctx: HookContext, seat: SeatId, cause: string): void {
  const target = ctx.state.seats.find((s) => s.id === seat);
  if (!target) return;
  const abilities = windowAbilities(ctx.rules, ctx.state, target, cause).map((a) => a.id);
  if (abilities.length === 0) return;
  const { phase, step } = ctx.state.clock;
  ctx.emit({ type: 'last-action-opened', seat, window: { abilities, cause, phase, step } });
}

/** Whether the seat holds an open window for this ability. */
export function lastActionOpen(seat: Seat, ability: AbilityId): boolean {
  return seat.lastAction?.abilities.includes(ability) ?? false;
}

/** Seats whose window opened before the current step: they close when it ends. */
export function windowsToClose(state: GameState): SeatId[] {
  const { phase, step } = state.clock;
  return state.seats
    .filter((s) => s.lastAction && !(s.lastAction.phase.kind === phase.kind && s.lastAction.phase.number === phase.number && s.lastAction.step === step))
    .map((s) => s.id);
}

/**
 * The armed last actions that take effect: intents of `onDeath: armed` abilities whose actor died
 * (not removed) in the phase the intent was sent in, by a matching cause; in submission order.
 * The ruleset resolves them at its step and may withdraw each once resolved.
 */
export function armedLastActions(rules: RulesetRuntime, state: GameState): Intent[] {
  return state.intents
    .filter((intent) => {
      const actor = state.seats.find((s) => s.id === intent.actor);
      if (!actor || actor.alive || actor.removed || !actor.eliminatedIn) return false;
      if (actor.eliminatedIn.kind !== intent.phase.kind || actor.eliminatedIn.number !== intent.phase.number) return false;
      const spec = abilitiesOf(rules, actor).find((a) => a.id === intent.ability)?.onDeath;
      return spec?.kind === 'armed' && causeMatches(spec, actor.eliminationCause ?? '');
    })
    .sort((a, b) => a.order - b.order);
}
