import type { GameState, HookContext, RulesetHooks, Seat } from '@mafia/kernel';
import {
  resolveOrdered,
  resolveReasonable,
  type NightAction,
  type NightInput,
  type NightSeat,
  type OrderedOptions,
  type Resolution,
} from '@mafia/resolver';
import { announceDeaths, applyDefault, diedSince, emitLedger, publishTrace, usesSpent } from './night-tail';

export { applyDefault };
import { abilityOfIntent } from './granted';
import { applyBookNight, runBookNight } from './ordered-night';
import type { AbilityDefinition, Ruleset } from './types';

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
    for (const ability of passivesOf(ruleset, seat.role)) {
      const components = (ability.passiveComponents as PassiveComponents)(seat, state);
      if (components.length === 0) continue;
      const id = `passive:${seat.id}:${ability.id}`;
      const slot = ability.night?.slot ?? firstSlot;
      // Written out (no spread followed by a new key); `slot` last, where the spread put it.
      actions.push(
        slot
          ? { id, actor: seat.id, ability: ability.id, passive: true, order: 0, components, slot }
          : { id, actor: seat.id, ability: ability.id, passive: true, order: 0, components },
      );
    }
    for (const modifier of seat.modifiers) {
      const definition = ruleset.definition.modifiers?.find((m) => m.id === modifier.id);
      if (!definition?.passiveComponents) continue;
      if (definition.limited && (modifier.uses ?? 0) <= 0) continue;
      const components = definition.passiveComponents(seat, modifier.uses, state);
      if (components.length === 0) continue;
      const id = `modifier:${seat.id}:${modifier.id}`;
      actions.push(
        firstSlot
          ? { id, actor: seat.id, ability: modifier.id, passive: true, order: 0, components, slot: firstSlot }
          : { id, actor: seat.id, ability: modifier.id, passive: true, order: 0, components },
      );
    }
  }
  const seats: NightSeat[] = [];
  for (const s of state.seats) {
    const alive = s.alive && !s.removed;
    seats.push(isStrongWilled(s) ? { id: s.id, alive, strongWilled: true } : { id: s.id, alive });
  }
  return { seats, actions };
}

function isStrongWilled(seat: Seat): boolean {
  for (const modifier of seat.modifiers) if (modifier.id === STRONG_WILLED) return true;
  return false;
}

type PassiveComponents = NonNullable<AbilityDefinition['passiveComponents']>;

/**
 * A role's passive abilities that bring night components, per ruleset and role id: looked up for
 * every living seat every night, and most roles have none. A memo of the ruleset's definition,
 * which never changes once defined; an unknown role is never stored, so it throws every time.
 */
const passiveMemo = new WeakMap<Ruleset, Map<string, readonly AbilityDefinition[]>>();

function passivesOf(ruleset: Ruleset, roleId: string): readonly AbilityDefinition[] {
  let byRole = passiveMemo.get(ruleset);
  if (!byRole) passiveMemo.set(ruleset, (byRole = new Map()));
  let passives = byRole.get(roleId);
  if (!passives) {
    passives = ruleset.role(roleId).abilities.filter((a) => a.passive && a.passiveComponents);
    byRole.set(roleId, passives);
  }
  return passives;
}

export function resolveNight(ruleset: Ruleset, state: GameState, random: () => number): Resolution {
  const night = ruleset.definition.night;
  if (!night) throw new Error(`ruleset ${ruleset.id} has no night definition`);
  const input = nightInput(ruleset, state);
  if (night.strategy(state.settings) === 'reasonable') return resolveReasonable(input);
  // Keys added to the fresh object (no spreads after keys: a slow path on Node 20, AGENTS.md).
  const options: OrderedOptions = { slots: night.slots, random };
  if (night.handlers) options.handlers = night.handlers;
  if (night.eliminatedActorsAct !== undefined) options.eliminatedActorsAct = night.eliminatedActorsAct;
  return resolveOrdered(input, options);
}

/** The components road (RAR or ordered without a book): resolution, then the kit's defaults or `night.apply`. */
function componentsNight(ruleset: Ruleset, ctx: HookContext): void {
  const night = ruleset.definition.night;
  if (!night) return;
  const before = ctx.state.seats;
  const resolution = resolveNight(ruleset, ctx.state, () => ctx.rng.float());
  publishTrace(ctx, resolution);
  for (const effect of resolution.effects) {
    if (night.apply) night.apply(ctx, effect, () => applyDefault(ruleset, ctx, effect));
    else applyDefault(ruleset, ctx, effect);
  }
  emitLedger(ctx, usesSpent(ruleset, ctx.state));
  announceDeaths(ruleset, ctx, diedSince(ctx, before));
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
