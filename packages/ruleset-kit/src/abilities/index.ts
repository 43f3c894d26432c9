/**
 * Shared abilities that rulesets compose (style rule 6): each returns an ability definition whose
 * night behaviour is a list of resolver components. Seed 001 RAR: "all roles can be seen as a
 * combination of these basic components"; every active targeted ability also visits its target.
 */
import type { GameState, Intent, JsonObject, Seat, TargetSpec } from '@mafia/kernel';
import type { Component, SettledEffect } from '@mafia/resolver';
import type { AbilityDefinition } from '../types';

export interface CommonOptions {
  id?: string;
  /** Night-order slot (defaults to the ability's own kind). */
  slot?: string;
  usesPerGame?: number;
  self?: TargetSpec['self'];
  factional?: boolean;
  when?: AbilityDefinition['when'];
  steps?: string[];
}

const first = (intent: Intent): string => {
  const target = intent.targets[0];
  if (target === undefined) throw new Error(`intent ${intent.id} has no target`);
  return target;
};

/** The optional ability fields a shared ability passes through only when the ruleset set them. */
function optionalFields(options: CommonOptions): Partial<AbilityDefinition> {
  return {
    ...(options.usesPerGame !== undefined ? { usesPerGame: options.usesPerGame } : {}),
    ...(options.factional ? { factional: true } : {}),
    ...(options.when ? { when: options.when } : {}),
    ...(options.steps ? { steps: options.steps } : {}),
  };
}

function targeted(
  kind: string,
  options: CommonOptions,
  components: (target: string, intent: Intent, state: GameState) => Component[],
  extra: Partial<AbilityDefinition> = {},
): AbilityDefinition {
  return {
    id: options.id ?? kind,
    phase: 'night',
    targets: { count: 1, self: options.self ?? 'forbidden' },
    ...optionalFields(options),
    night: {
      slot: options.slot ?? kind,
      components: (intent, state) => {
        const target = first(intent);
        return [...components(target, intent, state), { kind: 'visit', target }];
      },
    },
    ...extra,
  };
}

// The component written out, `tag` last as the spread put it (a spread followed by a new key is a
// slow path on Node 20, AGENTS.md; this runs for every kill every night).
export const kill = (options: CommonOptions & { tag?: string } = {}): AbilityDefinition =>
  targeted('kill', options, (target) => [options.tag ? { kind: 'kill', target, tag: options.tag } : { kind: 'kill', target }]);

export const protect = (options: CommonOptions = {}): AbilityDefinition =>
  targeted('protect', options, (target) => [{ kind: 'protect', target }]);

export const block = (options: CommonOptions = {}): AbilityDefinition =>
  targeted('block', options, (target) => [{ kind: 'block', target }]);

/** Seed 001 RAR: "a Jailkeeper action has three components: Doctor + Visitor + Roleblocker". */
export const jail = (options: CommonOptions = {}): AbilityDefinition =>
  targeted('jail', options, (target) => [
    { kind: 'protect', target },
    { kind: 'block', target },
  ]);

export const visit = (options: CommonOptions = {}): AbilityDefinition => targeted('visit', options, () => []);

/** The result value is ruleset-specific (alignment names, sanity modifiers), so it is a parameter. */
export const investigate = (
  options: CommonOptions & { result: (state: GameState, actor: Seat, target: Seat) => JsonObject },
): AbilityDefinition =>
  targeted('investigate', options, (target) => [{ kind: 'investigate', target }], {
    result(effect: SettledEffect, state: GameState) {
      if (effect.kind !== 'investigate') return null;
      const actor = state.seats.find((s) => s.id === effect.actor);
      const target = state.seats.find((s) => s.id === effect.target);
      return actor && target ? options.result(state, actor, target) : null;
    },
  });

/** Result `{ kind: 'track', target, visited }`; no result at all when the tracker was blocked. */
export const track = (options: CommonOptions = {}): AbilityDefinition =>
  targeted('track', options, (target) => [{ kind: 'track', target }], {
    result: (effect) => (effect.kind === 'track' ? { kind: 'track', target: effect.target, visited: effect.visited } : null),
  });

/** Result `{ kind: 'watch', target, visitors }`. */
export const watch = (options: CommonOptions = {}): AbilityDefinition =>
  targeted('watch', options, (target) => [{ kind: 'watch', target }], {
    result: (effect) => (effect.kind === 'watch' ? { kind: 'watch', target: effect.target, visitors: effect.visitors } : null),
  });

export const recruit = (options: CommonOptions & { faction: string }): AbilityDefinition =>
  targeted('recruit', options, (target) => [{ kind: 'recruit', target, faction: options.faction }]);

/**
 * A two-target night ability: `targeted()`'s option handling for abilities that name two seats
 * (review 2026-11 D24: swap and redirect repeated it).
 */
export function twoTargeted(
  kind: string,
  options: CommonOptions,
  self: NonNullable<TargetSpec['self']>,
  components: (first: string, second: string) => Component[],
): AbilityDefinition {
  return {
    id: options.id ?? kind,
    phase: 'night',
    targets: { count: 2, self: options.self ?? self, distinct: true },
    ...optionalFields(options),
    night: {
      slot: options.slot ?? kind,
      components: (intent) => {
        const [a, b] = intent.targets;
        if (a === undefined || b === undefined) throw new Error(`${kind} intent ${intent.id} needs two targets`);
        return components(a, b);
      },
    },
  };
}

/** Bus driver: two targets swapped; visits both. */
export const swap = (options: CommonOptions = {}): AbilityDefinition =>
  twoTargeted('swap', options, 'allowed', (a, b) => [
    { kind: 'swap', first: a, second: b },
    { kind: 'visit', target: a },
    { kind: 'visit', target: b },
  ]);

/** Redirector: the first target's actions go to the second target; visits the first. */
export const redirect = (options: CommonOptions = {}): AbilityDefinition =>
  twoTargeted('redirect', options, 'forbidden', (subject, to) => [
    { kind: 'redirect', subject, to },
    { kind: 'visit', target: subject },
  ]);

/** Paranoid gun owner: passively kills whoever visits them (seed 001 RAR example). */
export const triggerOnVisitKill = (options: { id?: string; slot?: string } = {}): AbilityDefinition => ({
  id: options.id ?? 'shoot-visitors',
  phase: 'night',
  passive: true,
  targets: { count: 0 },
  ...(options.slot ? { night: { slot: options.slot, components: () => [] } } : {}),
  passiveComponents: () => [{ kind: 'trigger-on-visit', effect: 'kill' }],
});
