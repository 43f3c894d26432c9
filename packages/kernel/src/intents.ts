import { usableInPhase } from './ability-phase';
import { conditionHolds } from './cycle';
import type { AbilityId, SeatId } from './ids';
import type { JsonObject } from './json';
import { reject, type Rejection } from './rejection';
import type { AbilitySpec, RulesetRuntime } from './ruleset';
import { grantedAbilityId, grantNotYet, moveOf } from './grants';
import type { GameState, Grant, Intent, Seat } from './state';
import { actionBlockingStatus, targetBlockingStatus } from './statuses';

export const usesKey = (seat: SeatId, ability: AbilityId): string => `uses:${seat}:${ability}`;

export function intentKey(seat: Seat, ability: AbilitySpec, grant?: Grant, targets: readonly string[] = [], options?: JsonObject): string {
  // A granted move is the seat's own, under its grant (grants.ts): `seat:<seat>:<ability>@<grant>`.
  const key = grant
    ? `seat:${seat.id}:${grantedAbilityId(ability.id, grant.id)}`
    : ability.factional
      ? `faction:${seat.faction}:${ability.id}`
      : `seat:${seat.id}:${ability.id}`;
  // `AbilitySpec.keyByTarget`: one intent per first target.
  if (ability.keyByTarget !== true || targets[0] === undefined) return key;
  // `AbilitySpec.keyByMove`: and one per ordered ability.
  const move = ability.keyByMove === undefined ? undefined : options?.[ability.keyByMove];
  const moved = typeof move === 'object' && move !== null && !Array.isArray(move) && typeof move['ability'] === 'string' ? `:${move['ability']}` : '';
  return `${key}:${targets[0]}${moved}`;
}

export function holds(seat: Seat, status: string): boolean {
  return seat.statuses.some((s) => s.id === status);
}

/** Abilities of the seat's current role plus those its faction grants (a factional kill). */
export function abilitiesOf(rules: RulesetRuntime, seat: Seat): readonly AbilitySpec[] {
  const role = rules.roles[seat.role];
  if (!role) throw new Error(`seat ${seat.id} holds unknown role ${seat.role}`);
  const own = role.abilities;
  const factional = rules.factions[seat.faction]?.abilities;
  // Nothing from the faction: the role's own list, shared (callers only read it).
  if (factional === undefined || factional.length === 0) return own;
  // The same two lists as last time (a faction's members of one role, seat after seat): the same answer.
  if (lastMerged !== null && lastMerged.own === own && lastMerged.factional === factional) return lastMerged.all;
  const granted = factional.filter((a) => !own.some((o) => o.id === a.id));
  const all = [...own, ...granted];
  lastMerged = { own, factional, all };
  return all;
}

/** A one-entry memo of `abilitiesOf`'s merged list, by the identity of the role's and the faction's lists (callers only read it). */
let lastMerged: { own: readonly AbilitySpec[]; factional: readonly AbilitySpec[]; all: readonly AbilitySpec[] } | null = null;

/**
 * Whether the ability may be used right now by this seat, ignoring targets. A last-action window
 * (`onDeath: window`, last-actions.ts) is its own time: the dead seat holding it may act whatever
 * the phase, and only then.
 */
export function usableNow(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec, grant?: Grant): Rejection | null {
  if (state.result) return { code: 'game-over' };
  if (grant && grantNotYet(rules, state, grant)) return { code: 'granted-move-not-yet', params: { ability: ability.id } };
  if (ability.onDeath?.kind === 'window') {
    if (!(seat.lastAction?.abilities.includes(ability.id) ?? false)) return { code: 'last-action-only', params: { ability: ability.id } };
  } else {
    const unavailable = unavailableNow(rules, state, seat, ability);
    if (unavailable) return unavailable;
  }
  // Seed 002 Injured "cannot vote or perform any actions"; seed 003 CB-21 injured keep their kill: the ruleset declares it.
  if (actionBlockingStatus(rules, seat, ability.id) !== null) return { code: 'actor-cannot-act' };
  // A granted role is played "from zero" (actor r.3): its uses are counted per grant.
  const counted = grant ? grantedAbilityId(ability.id, grant.id) : ability.id;
  if (ability.usesPerGame !== undefined && (state.ledger[usesKey(seat.id, counted)] ?? 0) >= ability.usesPerGame) {
    return { code: 'no-uses-left', params: { ability: ability.id } };
  }
  if (state.pending) return { code: 'awaiting-host-review' };
  return null;
}

/** `AbilitySpec.whileDead`: the dead seat holds the status that keeps this ability open. */
const actsWhileDead = (seat: Seat, ability: AbilitySpec): boolean =>
  ability.whileDead !== undefined && seat.statuses.some((s) => s.id === ability.whileDead?.status);

/** Alive (or dead with its `whileDead` status), not passive, and the phase, step and condition the ability asks for. */
function unavailableNow(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec): Rejection | null {
  if (seat.removed || (!seat.alive && !actsWhileDead(seat, ability))) return { code: 'actor-not-alive' };
  if (ability.passive) return { code: 'ability-is-passive', params: { ability: ability.id } };
  const { phase, step } = state.clock;
  // seed 002: an action at the wrong time "will not take place, and will not count against the player".
  if (!usableInPhase(ability, phase.kind)) return { code: 'wrong-phase', params: { ability: ability.id } };
  if (ability.steps && !ability.steps.includes(step)) return { code: 'wrong-step', params: { ability: ability.id } };
  if (!conditionHolds(ability.when, phase, state, rules)) return { code: 'not-available-this-phase', params: { ability: ability.id } };
  return null;
}

export function choicesFor(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec): string[] {
  const spec = ability.targets;
  if (spec.of === 'choice') {
    if (Array.isArray(spec.choices)) return spec.choices;
    const provider = spec.choices?.provider;
    const fn = provider ? rules.hooks.choices?.[provider] : undefined;
    if (!fn) throw new Error(`ability ${ability.id}: unknown choices provider ${String(provider)}`);
    return fn(state, seat.id);
  }
  const self = spec.self ?? 'forbidden';
  const selfAllowed = self === 'allowed' || (self === 'forbidden' && spec.selfIf !== undefined && selfTargetAllowed(rules, state, seat, spec.selfIf.provider, ability.id));
  // One pass (the hooks are pure, so asking them seat by seat answers as three filters would).
  const ids: string[] = [];
  for (const s of state.seats) {
    if (!spec.dead && !((s.alive && !s.removed) || (spec.deadIf !== undefined && !s.removed && deadTargetAllowed(rules, state, seat, s, spec.deadIf.provider, ability.id)))) continue;
    if (self === 'only' ? s.id !== seat.id : !selfAllowed && s.id === seat.id) continue;
    if (spec.legalIf !== undefined && !legalTargetAllowed(rules, state, seat, s, spec.legalIf.provider, ability.id)) continue;
    ids.push(s.id);
  }
  return ids;
}

/** `TargetSpec.legalIf`: the ruleset's answer for this seat and this target now. */
function legalTargetAllowed(rules: RulesetRuntime, state: GameState, seat: Seat, target: Seat, provider: string, ability: string): boolean {
  const fn = rules.hooks.legalTargets?.[provider];
  if (!fn) throw new Error(`ability ${ability}: unknown legalIf provider ${provider}`);
  return fn(state, seat.id, target.id, ability);
}

/** The kernel's generic checks, then the ruleset's own. */
export function checkIntent(
  rules: RulesetRuntime,
  state: GameState,
  seat: Seat,
  abilityId: AbilityId,
  targets: string[],
  options: JsonObject | undefined,
  byHost: boolean,
): { ok: true; intent: Intent } | { ok: false; rejection: Rejection } {
  const move = moveOf(rules, seat, abilityId, abilitiesOf(rules, seat));
  if (!move) return reject('unknown-ability', { ability: abilityId });
  const { ability, grant } = move;
  if (ability.hostOnly === true && !byHost) return reject('host-only');
  const unusable = usableNow(rules, state, seat, ability, grant);
  // The host may correct intents while the resolution awaits review.
  if (unusable && !(byHost && unusable.code === 'awaiting-host-review')) return { ok: false, rejection: unusable };
  const spec = ability.targets;
  const min = spec.min ?? spec.count;
  if (targets.length < min || targets.length > spec.count) {
    return reject('wrong-target-count', { expected: spec.count, got: targets.length });
  }
  if ((spec.distinct ?? true) && new Set(targets).size !== targets.length) return reject('duplicate-target');
  const legal = choicesFor(rules, state, seat, ability);
  for (const target of targets) {
    if (legal.includes(target)) continue;
    const seatTarget = state.seats.find((s) => s.id === target);
    if (spec.of !== 'choice' && seatTarget && target === seat.id) return reject('self-target-forbidden', { target });
    if (spec.of !== 'choice' && seatTarget && !seatTarget.alive) return reject('target-not-alive', { target });
    return reject('invalid-target', { target });
  }
  if (spec.of !== 'choice') {
    for (const target of targets) {
      const seatTarget = state.seats.find((s) => s.id === target);
      // Only public statuses may block targeting (statuses.ts): the refusal names the target.
      if (seatTarget && targetBlockingStatus(rules, seatTarget, ability.id) !== null) return reject('target-unavailable', { target });
    }
  }
  for (const option of ability.options ?? []) {
    const value = options?.[option.name];
    if (value === undefined) {
      if (option.required) return reject('missing-option', { option: option.name });
      continue;
    }
    if (typeof value !== 'string' || !option.values.includes(value)) {
      return reject('invalid-option', { option: option.name, value: String(value) });
    }
  }
  // Object.assign skips the absent parts: the keys in this order, without the slow path of spreads between keys.
  const intent: Intent = Object.assign(
    { id: `i${state.counters.intent + 1}`, key: intentKey(seat, ability, grant, targets, options), actor: seat.id, ability: ability.id, targets },
    options ? { options } : undefined,
    { phase: state.clock.phase, step: state.clock.step, at: 0, order: state.counters.intent + 1 },
    byHost ? { byHost: true } : undefined,
    grant ? { grant: grant.id } : undefined,
  );
  const custom = rules.hooks.validateIntent?.(state, intent, ability);
  if (custom) return { ok: false, rejection: custom };
  return { ok: true, intent };
}

/** `TargetSpec.deadIf`: the ruleset's answer for this seat and this dead target now. */
function deadTargetAllowed(rules: RulesetRuntime, state: GameState, seat: Seat, target: Seat, provider: string, ability: string): boolean {
  if (target.alive) return false;
  const fn = rules.hooks.deadTargets?.[provider];
  if (!fn) throw new Error(`ability ${ability}: unknown deadIf provider ${provider}`);
  return fn(state, seat.id, target.id);
}

/** `TargetSpec.selfIf`: the ruleset's answer for this seat now. */
function selfTargetAllowed(rules: RulesetRuntime, state: GameState, seat: Seat, provider: string, ability: string): boolean {
  const fn = rules.hooks.selfTargets?.[provider];
  if (!fn) throw new Error(`ability ${ability}: unknown selfIf provider ${provider}`);
  return fn(state, seat.id);
}
