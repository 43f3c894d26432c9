// Per-role defences (review 2026-11 §8.1): instead of one shared function that knows every role's
// protection, each role answers an attack with `defend`, and the kit asks them in a fixed order.
import type { EffectQuestion, SlotContext, TraceReason } from '@mafia/resolver';
import type { Attack, Defence, RoleDefinition } from './types';

/** Roles with a defence, by the first slot their night abilities act in (roles acting in no slot last). */
function inSlotOrder<Book>(roles: readonly RoleDefinition<Book>[], slots: readonly string[]): RoleDefinition<Book>[] {
  const rank = (role: RoleDefinition<Book>): number => {
    const ranks = role.abilities.map((a) => (a.night ? slots.indexOf(a.night.slot) : -1)).filter((i) => i >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : slots.length;
  };
  return roles.filter((r) => r.defend).sort((a, b) => rank(a) - rank(b));
}

/**
 * Asks the roles whether an attack is stopped. First the target's own role, for an immunity of its
 * own (stage `immunity`); then every role with a defence in slot order, for a protection it gave
 * tonight (stage `protection`). The first answer stands; null: the attack lands.
 */
export function defendAgainst<Book>(
  roles: readonly RoleDefinition<Book>[],
  slots: readonly string[],
  attack: Omit<Attack<Book>, 'stage'>,
): Defence | null {
  const own = roles.find((r) => r.id === attack.targetRole);
  const immunity = own?.defend?.({ ...attack, stage: 'immunity' });
  if (immunity) return immunity;
  for (const role of inSlotOrder(roles, slots)) {
    const defence = role.defend?.({ ...attack, stage: 'protection' });
    if (defence) return defence;
  }
  return null;
}

/**
 * Records a stopped attack in the trace: a lethal attack as a prevented kill of the target, any
 * other (poison) as a prevented effect of the attacking action. The counter names the protecting
 * action, or the target's own role for an immunity.
 */
export function traceDefence(night: SlotContext, attack: Pick<Attack, 'kind' | 'target' | 'targetRole'>, defence: Defence, lethal: boolean): void {
  const counter: TraceReason = {
    stance: 'against',
    key: defence.outcome === 'immune' ? 'immune' : 'protect',
    ...(defence.by ?? { action: `immunity:${attack.target}`, actor: attack.target, ability: attack.targetRole }),
    component: 'protect',
    holds: true,
    counteredBy: [],
  };
  const { id: action, actor } = night.action;
  const effect: EffectQuestion = lethal ? { kind: 'kill', target: attack.target } : { kind: 'effect', action, actor, effect: attack.kind, target: attack.target };
  night.prevent(effect, [counter]);
}

/** Records in the trace that an attack found its target already dead. */
export function traceNoTarget(night: SlotContext, target: string): void {
  const { id: action, actor, ability } = night.action;
  night.prevent({ kind: 'kill', target }, [{ stance: 'against', key: 'target-not-alive', action, actor, ability, component: 'kill', holds: true, counteredBy: [] }]);
}
