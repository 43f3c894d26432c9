/**
 * One action per phase (seed 003 CB-1, CB-2): abilities in one action group share a single action
 * per seat per phase, so submitting one withdraws the seat's intent of the others (a submission
 * that is refused withdraws nothing). A ruleset names groups per ability (`actionGroup`:
 * Satou's `arrest | release`) or puts every ability of a seat in one group (`oneActionPerPhase`).
 */
import { samePhase } from './ids';
import { intentAbilityId, moveOf } from './grants';
import { abilitiesOf } from './intents';
import type { AbilitySpec, RulesetRuntime } from './ruleset';
import type { GameState, Intent, Seat } from './state';

/** The implicit group of `oneActionPerPhase`. */
export const ONE_ACTION_GROUP = '*';

/**
 * The ability's action group, or null. Under `oneActionPerPhase` every ability is in one group,
 * except factional ones (the faction's shared decision, not the seat's own action) and actions on
 * death (a last action is the dying seat's extra move). An explicit `actionGroup` is a group of
 * its own, also under `oneActionPerPhase`.
 */
export function actionGroupOf(rules: RulesetRuntime, ability: AbilitySpec): string | null {
  if (ability.actionGroup !== undefined) return ability.actionGroup;
  if (rules.oneActionPerPhase === true && !ability.factional && !ability.passive && ability.onDeath === undefined) return ONE_ACTION_GROUP;
  return null;
}

/** The seat's intents of this phase that a new intent of `ability` withdraws, in submission order. */
export function displacedIntents(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec, moveId: string = ability.id): Intent[] {
  const group = actionGroupOf(rules, ability);
  if (group === null) return [];
  const own = abilitiesOf(rules, seat);
  return state.intents.filter((intent) => {
    // A granted move shares the seat's groups like its own moves (grants.ts).
    if (intent.actor !== seat.id || intentAbilityId(intent) === moveId || !samePhase(intent.phase, state.clock.phase)) return false;
    const other = moveOf(rules, seat, intentAbilityId(intent), own)?.ability;
    return other !== undefined && actionGroupOf(rules, other) === group;
  });
}
