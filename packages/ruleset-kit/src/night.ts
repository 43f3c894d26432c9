import type { GameState, HookContext, RulesetHooks } from '@mafia/kernel';
import {
  resolveOrdered,
  resolveReasonable,
  type NightAction,
  type NightInput,
  type Resolution,
} from '@mafia/resolver';
import { announceDeaths, applyDefault, diedSince, emitLedger, livingIds, publishTrace, usesSpent } from './night-tail';

export { applyDefault };
import { abilityOfIntent } from './granted';
import { applyBookNight, runBookNight } from './ordered-night';
import type { Ruleset } from './types';

export const STRONG_WILLED = 'strong-willed';

/** The night as resolver input: submitted intents plus every passive ability and modifier. */
export function nightInput(ruleset: Ruleset, state: GameState): NightInput {
  const phase = state.clock.phase;
  const actions: NightAction[] = [];
  for (const intent of state.intents) {
    if (intent.phase.kind !== phase.kind || intent.phase.number !== phase.number) continue;
    const ability = abilityOfIntent(ruleset, state, intent);
    if (!ability?.night?.components) continue;
    actions.push({
      id: intent.id,
      actor: intent.actor,
      ability: intent.ability,
      slot: ability.night.slot,
      order: intent.order,
      components: ability.night.components(intent, state),
    });
  }
  const firstSlot = ruleset.definition.night?.slots[0];
  for (const seat of state.seats) {
    if (!seat.alive || seat.removed) continue;
    const role = ruleset.role(seat.role);
    for (const ability of role.abilities) {
      if (!ability.passive || !ability.passiveComponents) continue;
      const components = ability.passiveComponents(seat, state);
      if (components.length === 0) continue;
      actions.push({
        id: `passive:${seat.id}:${ability.id}`,
        actor: seat.id,
        ability: ability.id,
        passive: true,
        order: 0,
        components,
        ...(ability.night?.slot ?? firstSlot ? { slot: ability.night?.slot ?? firstSlot } : {}),
      });
    }
    for (const modifier of seat.modifiers) {
      const definition = ruleset.definition.modifiers?.find((m) => m.id === modifier.id);
      if (!definition?.passiveComponents) continue;
      if (definition.limited && (modifier.uses ?? 0) <= 0) continue;
      const components = definition.passiveComponents(seat, modifier.uses, state);
      if (components.length === 0) continue;
      actions.push({
        id: `modifier:${seat.id}:${modifier.id}`,
        actor: seat.id,
        ability: modifier.id,
        passive: true,
        order: 0,
        components,
        ...(firstSlot ? { slot: firstSlot } : {}),
      });
    }
  }
  return {
    seats: state.seats.map((s) => ({
      id: s.id,
      alive: s.alive && !s.removed,
      ...(s.modifiers.some((m) => m.id === STRONG_WILLED) ? { strongWilled: true } : {}),
    })),
    actions,
  };
}

export function resolveNight(ruleset: Ruleset, state: GameState, random: () => number): Resolution {
  const night = ruleset.definition.night;
  if (!night) throw new Error(`ruleset ${ruleset.id} has no night definition`);
  const input = nightInput(ruleset, state);
  return night.strategy(state.settings) === 'reasonable'
    ? resolveReasonable(input)
    : resolveOrdered(input, {
        slots: night.slots,
        random,
        ...(night.handlers ? { handlers: night.handlers } : {}),
        ...(night.eliminatedActorsAct !== undefined ? { eliminatedActorsAct: night.eliminatedActorsAct } : {}),
      });
}

/** The components road (RAR or ordered without a book): resolution, then the kit's defaults or `night.apply`. */
function componentsNight(ruleset: Ruleset, ctx: HookContext): void {
  const night = ruleset.definition.night;
  if (!night) return;
  const living = livingIds(ctx.state);
  const resolution = resolveNight(ruleset, ctx.state, () => ctx.rng.float());
  publishTrace(ctx, resolution);
  for (const effect of resolution.effects) {
    const defaults = (): void => applyDefault(ruleset, ctx, effect);
    if (night.apply) night.apply(ctx, effect, defaults);
    else defaults();
  }
  emitLedger(ctx, usesSpent(ruleset, ctx.state));
  announceDeaths(ruleset, ctx, diedSince(ctx, living));
}

/**
 * Hooks that resolve the night at the end of `night.resolveAt`, then run the ruleset's own hook.
 * A night with a `book` takes the kit's ordered road (`ordered-night.ts`), any other the
 * components road; both end the same way (`night-tail.ts`).
 */
export function nightHooks(ruleset: Ruleset, own: RulesetHooks | undefined): Pick<RulesetHooks, 'stepEnding'> {
  const night = ruleset.definition.night;
  return {
    stepEnding(ctx) {
      const { phase, step } = ctx.state.clock;
      if (night && phase.kind === 'night' && step === night.resolveAt) {
        if (night.book) applyBookNight(ruleset, ctx, runBookNight(ruleset, ctx.state, () => ctx.rng.float()));
        else componentsNight(ruleset, ctx);
      }
      own?.stepEnding?.(ctx);
    },
  };
}
