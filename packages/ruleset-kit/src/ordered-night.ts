// The kit's ordered night with a book (review 2026-11 §8.1): for rulesets whose roles act through
// handlers in named slots (seed 002, Nighttime: "the nighttime actions occur in this exact order").
// The kit owns the whole road: intents become actions, the resolver runs the slots, the trace and
// the host's notice are always set, each ability's morning runs in slot order, uses are spent (with
// the ruleset's ledger hook), and the deaths notice goes out. Rulesets keep only their book and
// what belongs to no single role (`night.settle`, `night.after`).
import type { GameState, HookContext, Intent } from '@mafia/kernel';
import {
  resolveOrdered,
  type ActionRef,
  type Component,
  type NightAction,
  type Resolution,
  type SlotContext,
  type SlotHandler,
  type TraceReason,
} from '@mafia/resolver';
import { abilityOfIntent } from './granted';
import { announceDeaths, applyDefault, diedSince, emitLedger, publishTrace, tonightsIntents, usesSpent } from './night-tail';
import type { AbilityDefinition, NightActionContext, NightDefinition, Ruleset } from './types';

export interface BookNight {
  book: unknown;
  resolution: Resolution;
  actions: NightAction[];
  /** Tonight's intents, the ruleset's added ones included. */
  intents: Intent[];
}

function nightOf(ruleset: Ruleset): NightDefinition {
  const night = ruleset.definition.night;
  if (!night?.book) throw new Error(`ruleset ${ruleset.id} has no night book`);
  return night;
}


/**
 * A handler-run action still names whom it aims at, so that a cancel or a block shows in the trace
 * as an effect that did not happen (`effect <ability> by A on B: prevented`).
 */
function traceComponents(intent: Intent, state: GameState): Component[] {
  const target = intent.targets.find((t) => state.seats.some((s) => s.id === t)) ?? intent.actor;
  return [{ kind: 'effect', effect: intent.ability, target }];
}

/** Runs tonight's intents and clocks through the resolver's ordered strategy, handler by handler. */
export function runBookNight(ruleset: Ruleset, state: GameState, random: () => number): BookNight {
  const night = nightOf(ruleset);
  const submitted = tonightsIntents(state).filter((i) => abilityOfIntent(ruleset, state, i)?.night);
  const intents = night.intents ? night.intents(state, submitted, random) : submitted;
  const byId = new Map(intents.map((i) => [i.id, i]));
  const book = night.book?.({ state, intents: byId, random });
  const actions: NightAction[] = [];
  const handlers: Record<string, SlotHandler> = {};
  const handlerOf = (handle: (ctx: NightActionContext) => void): SlotHandler => (slot: SlotContext) => {
    const intent = byId.get(slot.action.id) ?? clockIntent(state, slot);
    if (night.acts && !night.acts(book, slot, intent)) return;
    const targets = (): string[] => (night.targets ? night.targets(book, slot, intent) : intent.targets);
    handle({ night: slot, intent, book, state, targets });
  };
  for (const intent of intents) {
    const behaviour = abilityOfIntent(ruleset, state, intent)?.night;
    if (!behaviour) throw new Error(`ruleset ${ruleset.id}: intent ${intent.id} has no night behaviour`);
    const slot = behaviour.slotFor ? behaviour.slotFor(intent, state, intents) : behaviour.slot;
    if (slot === null) continue;
    const components = behaviour.components?.(intent, state) ?? traceComponents(intent, state);
    actions.push({ id: intent.id, actor: intent.actor, ability: intent.ability, slot, order: intent.order, components, ...(behaviour.passive ? { passive: true } : {}) });
    // Every ability gets its own entry, so the resolver never falls back to a handler named like
    // the slot (an ability `suicide` in slot `suicide` must not run for `approve-suicide`).
    handlers[intent.ability] ??= behaviour.handle ? handlerOf(behaviour.handle) : (slot) => slot.runDefault();
  }
  for (const clock of night.clocks ?? []) {
    for (const seat of clock.seats(state)) {
      actions.push({ id: `${clock.id}:${seat}`, actor: seat, ability: clock.id, slot: clock.slot, order: 0, passive: true, components: [] });
    }
    handlers[clock.id] = handlerOf(clock.handle);
  }
  const resolution = resolveOrdered(
    { seats: state.seats.map((s) => ({ id: s.id, alive: s.alive && !s.removed })), actions },
    {
      slots: night.slots,
      handlers,
      random,
      ...(night.eliminatedActorsAct !== undefined ? { eliminatedActorsAct: night.eliminatedActorsAct } : {}),
    },
  );
  return { book, resolution, actions, intents };
}

/** A clock's action as an intent without targets, so clock handlers share the action context. */
function clockIntent(state: GameState, slot: SlotContext): Intent {
  const { id, actor, ability, order } = slot.action;
  return { id, key: id, actor, ability, targets: [], phase: state.clock.phase, step: state.clock.step, at: 0, order };
}

/** Every ability of the ruleset with a morning, once each, in slot order. */
function morningsInSlotOrder(ruleset: Ruleset): AbilityDefinition[] {
  const { definition } = ruleset;
  const slots = definition.night?.slots ?? [];
  const all = [...definition.roles.flatMap((r) => r.abilities), ...definition.factions.flatMap((f) => f.abilities ?? [])];
  const seen = new Set<unknown>();
  const withMorning = all.filter((a) => {
    const morning = a.night?.morning;
    if (!morning || seen.has(morning)) return false;
    seen.add(morning);
    return true;
  });
  return withMorning.sort((a, b) => slots.indexOf(a.night?.slot ?? '') - slots.indexOf(b.night?.slot ?? ''));
}

/** Turns the night into events: trace, mornings in slot order, the ruleset's settle, uses, deaths, the ruleset's after. */
export function applyBookNight(ruleset: Ruleset, ctx: HookContext, run: BookNight): void {
  const night = nightOf(ruleset);
  const { book, resolution, actions, intents } = run;
  const before = ctx.state.seats;
  publishTrace(ctx, resolution);
  for (const ability of morningsInSlotOrder(ruleset)) ability.night?.morning?.({ ctx, book, resolution, actions });
  if (night.settle) night.settle(ctx, book, resolution, actions);
  else {
    // Without a settle the kit's defaults apply; `effect`s here are trace records (`traceEffect`).
    for (const effect of resolution.effects) if (effect.kind !== 'effect') applyDefault(ruleset, ctx, effect);
  }
  const deltas = usesSpent(ruleset, ctx.state);
  night.ledger?.(ctx, book, deltas, intents);
  emitLedger(ctx, deltas);
  const died = diedSince(ctx, before);
  announceDeaths(ruleset, ctx, died);
  night.after?.(ctx, book, died);
}

/** The current action as the trace and `Defence.by` name it. */
export function actionRef(slot: SlotContext): ActionRef {
  return { action: slot.action.id, actor: slot.action.actor, ability: slot.action.ability };
}

/** The reason an action gives for an effect it settles, for the trace. */
export function reasonFor(slot: SlotContext, effect: string, target: string, rule?: string): TraceReason {
  const { id: action, actor, ability } = slot.action;
  // The clause that decided the effect, when the role names one (`traceEffect(..., { rule })`).
  const params: Record<string, string> = { slot: slot.slot };
  if (rule !== undefined) params['rule'] = rule;
  return { stance: 'for', key: effect, action, actor, ability, component: 'effect', at: target, holds: true, counteredBy: [], params };
}

/**
 * Records in the trace that the current action did `effect` to `target` (a guard set, a cure, a
 * pairing): every outcome of the night is explained, not only kills.
 */
export function traceEffect(slot: SlotContext, effect: string, target: string, data?: Record<string, unknown>): void {
  const { id: action, actor, ability } = slot.action;
  const rule = typeof data?.['rule'] === 'string' ? data['rule'] : undefined;
  slot.settle({ kind: 'effect', action, actor, ability, effect, target, ...(data ? { data } : {}) }, [reasonFor(slot, effect, target, rule)]);
}

/**
 * A handler for a one-target ability (review 2026-11 D6...D68): runs `act` with the target the
 * action really uses, when there is one (and, with `alive`, when it is still alive).
 */
export function onTarget<Book>(
  act: (ctx: NightActionContext<Book>, target: string) => void,
  options: { alive?: boolean } = {},
): (ctx: NightActionContext<Book>) => void {
  return (ctx) => {
    const [target] = ctx.targets();
    if (target === undefined) return;
    if (options.alive && !ctx.night.isAlive(target)) return;
    act(ctx, target);
  };
}
