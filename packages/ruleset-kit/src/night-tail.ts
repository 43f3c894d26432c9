// The end of every night, whichever road resolved it (kit components or the ordered night with a
// book): the trace and the host's notice, the uses spent, the deaths notice. One copy, so no
// ruleset can forget a piece of it (review 2026-11 §3.2: the Russian night never set a trace).
import { intentAbilityId, toHost, toPublic, toSeat, usesKey, type GameState, type HookContext, type Intent, type Seat } from '@mafia/kernel';
import { abilityOfIntent, grantTrace } from './granted';
import type { Resolution, SettledEffect } from '@mafia/resolver';
import type { LedgerDeltas, Ruleset } from './types';

/** The kit-owned public notice after a night; `count` picks the plural form (`_zero`: nobody died). */
export const NIGHT_DEATHS = 'notices.night-deaths';
/** The host's copy of the night's trace (the host console's night review). */
export const NIGHT_TRACE = 'notices.night-trace';

/** Sets the night's trace and sends it to the host: always, even when nothing happened. */
export function publishTrace(ctx: HookContext, resolution: Resolution): void {
  // TraceEntry is typed as JSON-compatible data (resolver's TraceValue), so no cast is needed.
  // Granted moves (granted.ts) are named in the trace with the grant and the rule behind it.
  // Most nights have no granted move: no list of tonight's intents then.
  const granted = hasGrantedIntent(ctx.state) ? grantTrace(ctx.state, tonightsIntents(ctx.state)) : [];
  const trace = granted.length > 0 ? [...resolution.trace, ...granted] : resolution.trace;
  ctx.setTrace(trace);
  ctx.notify(toHost, NIGHT_TRACE, { trace });
}

/** Whether any intent came through a grant (grantTrace names only those). */
function hasGrantedIntent(state: GameState): boolean {
  for (const intent of state.intents) if (intent.grant !== undefined) return true;
  return false;
}

/** Intents submitted in the current phase. */
export function tonightsIntents(state: GameState): Intent[] {
  const phase = state.clock.phase;
  return state.intents.filter((i) => i.phase.kind === phase.kind && i.phase.number === phase.number);
}

/** A ledger delta map, with `set` and `add`. */
export class Deltas implements LedgerDeltas {
  private readonly map = new Map<string, number>();
  get(key: string): number | undefined {
    return this.map.get(key);
  }
  set(key: string, delta: number): void {
    this.map.set(key, delta);
  }
  add(key: string, delta = 1): void {
    this.map.set(key, (this.map.get(key) ?? 0) + delta);
  }
  keys(): Iterable<string> {
    return this.map.keys();
  }
  entries(): Iterable<[string, number]> {
    return this.map.entries();
  }
}

/** One use of every limited ability submitted tonight (a blocked or cancelled action is still spent). */
export function usesSpent(ruleset: Ruleset, state: GameState): Deltas {
  const deltas = new Deltas();
  for (const intent of tonightsIntents(state)) {
    // A granted move's uses are its grant's (kernel grants.ts: the copied role starts from zero).
    const ability = abilityOfIntent(ruleset, state, intent);
    if (ability?.usesPerGame !== undefined) deltas.add(usesKey(intent.actor, intentAbilityId(intent)));
  }
  return deltas;
}

export function emitLedger(ctx: HookContext, deltas: Deltas): void {
  for (const [key, delta] of deltas.entries()) if (delta !== 0) ctx.emit({ type: 'ledger-changed', key, delta });
}

/**
 * Seats dead now that were alive before, in seat order: pass the seats as the night began
 * (`ctx.state.seats` then; states are immutable, so that array never changes and needs no copy).
 */
export function diedSince(ctx: HookContext, before: readonly Seat[]): string[] {
  const died: string[] = [];
  const { seats } = ctx.state;
  for (let i = 0; i < seats.length; i += 1) {
    const seat = seats[i] as Seat;
    if (seat.alive) continue;
    // A night keeps the seats where they are: the same index first, a search otherwise.
    const was = before[i]?.id === seat.id ? before[i] : before.find((s) => s.id === seat.id);
    if (was?.alive) died.push(seat.id);
  }
  return died;
}

/** The public deaths notice, unless the ruleset announces nothing (`night.announce: 'none'`). */
export function announceDeaths(ruleset: Ruleset, ctx: HookContext, died: string[]): void {
  const night = ruleset.definition.night;
  if ((night?.announce ?? 'deaths') !== 'deaths') return;
  ctx.notify(toPublic, night?.deaths ?? NIGHT_DEATHS, { seats: died, count: died.length });
}

/** The kit's default consequences of settled effects. Rulesets override per effect with `night.apply`. */
export function applyDefault(ruleset: Ruleset, ctx: HookContext, effect: SettledEffect): void {
  const state = ctx.state;
  switch (effect.kind) {
    case 'kill': {
      // One killer (the usual night): his tag alone, what the set and the sort leave of one.
      const [only] = effect.by;
      const tags: string = effect.by.length === 1 && only ? (only.tag ?? only.ability) : [...new Set(effect.by.map((b) => b.tag ?? b.ability))].sort().join('+');
      ctx.eliminate(effect.target, `killed:${tags}`);
      return;
    }
    case 'investigate':
    case 'track':
    case 'watch': {
      const actor = state.seats.find((s) => s.id === effect.actor);
      if (!actor) return;
      const intent = state.intents.find((i) => i.id === effect.action);
      const ability = intent ? abilityOfIntent(ruleset, state, intent) : ruleset.ability(actor.role, effect.ability);
      const result = ability?.result?.(effect, state);
      if (result) ctx.notify(toSeat(effect.actor), `results.${String(result['kind'])}`, {}, result);
      return;
    }
    case 'recruit': {
      ctx.emit({ type: 'faction-changed', seat: effect.target, faction: effect.faction });
      ctx.notify(toSeat(effect.target), 'notices.recruited', { faction: effect.faction });
      return;
    }
    case 'protection-used': {
      const seat = state.seats.find((s) => s.id === effect.actor);
      const modifier = seat?.modifiers.find((m) => m.id === effect.ability);
      if (!seat || !modifier || modifier.uses === undefined) return;
      const left = modifier.uses - effect.uses;
      ctx.emit({ type: 'modifier-changed', seat: seat.id, id: modifier.id, modifier: left > 0 ? { ...modifier, uses: left } : null });
      return;
    }
    case 'effect':
      throw new Error(`ruleset ${ruleset.id}: effect "${effect.effect}" needs a night.apply handler`);
  }
}
