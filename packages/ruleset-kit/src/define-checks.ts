/**
 * Checks `defineRuleset` runs at load time beyond ids and references (issue #20, "checks at
 * definition time"): names a condition or a target uses must be registered, the night's resolution
 * step must be able to run, no night action may be accepted on a night that never resolves, and an
 * ability's targets must allow at least one legal choice. Each problem says what is wrong and what
 * to do; `defineRuleset` throws them all at once in a `RulesetDefinitionError`.
 *
 * Conditions are judged statically: phase-number parts (`parity`, `from`, `until`, `numbers`) are
 * exact, while `setting` and `predicate` parts depend on the game, so they count as "maybe". A step
 * whose condition turns false *while it runs* (a predicate on the game state) cannot be seen here.
 */
import { abilityPhases, evaluateCondition, isAfter, type Condition, type ConditionValue, type GameState, type JsonObject, type PhaseKind, type StepSpec } from '@mafia/kernel';
import type { AbilityDefinition, RulesetDefinition } from './types';

type Definition = RulesetDefinition<JsonObject>;

/** One place a condition appears, named for a message. */
interface ConditionSite {
  where: string;
  condition: Condition;
}

const list = (ids: Iterable<string>): string => {
  const all = [...ids];
  return all.length === 0 ? 'none' : all.map((id) => `"${id}"`).join(', ');
};

function abilitiesOf(def: Definition): { owner: string; ability: AbilityDefinition }[] {
  return [
    ...def.roles.flatMap((role) => role.abilities.map((ability) => ({ owner: `role "${role.id}"`, ability }))),
    ...def.factions.flatMap((faction) => (faction.abilities ?? []).map((ability) => ({ owner: `faction "${faction.id}"`, ability }))),
  ];
}

function conditionSites(def: Definition): ConditionSite[] {
  const sites: ConditionSite[] = [];
  for (const kind of ['day', 'night'] as const) {
    for (const step of def.cycle[kind].steps) if (step.when) sites.push({ where: `${kind} step "${step.id}"`, condition: step.when });
  }
  for (const { owner, ability } of abilitiesOf(def)) if (ability.when) sites.push({ where: `${owner}: ability "${ability.id}"`, condition: ability.when });
  if (def.wills?.when) sites.push({ where: 'wills', condition: def.wills.when });
  return sites;
}

function visit(condition: Condition, each: (part: Condition) => void): void {
  each(condition);
  if ('not' in condition) visit(condition.not, each);
  else if ('all' in condition) for (const part of condition.all) visit(part, each);
  else if ('any' in condition) for (const part of condition.any) visit(part, each);
}

/** The top-level keys of the settings schema, when it is a zod object (otherwise unknown: not checked). */
function settingKeys(def: Definition): Set<string> | null {
  const shape = (def.settings as unknown as { shape?: unknown }).shape;
  return shape && typeof shape === 'object' ? new Set(Object.keys(shape)) : null;
}

/** Every `predicate` a condition names is registered in `hooks.conditions`; every `setting` is a settings key. */
export function checkConditionNames(def: Definition): string[] {
  const problems: string[] = [];
  const registered = Object.keys(def.hooks?.conditions ?? {});
  const settings = settingKeys(def);
  for (const site of conditionSites(def)) {
    visit(site.condition, (part) => {
      if ('predicate' in part && !registered.includes(part.predicate)) {
        problems.push(
          `${site.where}: condition names unknown predicate "${part.predicate}"; register it in hooks.conditions or use one of the registered predicates (${list(registered)})`,
        );
      }
      if ('setting' in part && settings && !settings.has(part.setting)) {
        problems.push(`${site.where}: condition reads unknown setting "${part.setting}"; add it to the settings schema or use one of its keys (${list(settings)})`);
      }
    });
  }
  for (const kind of ['day', 'night'] as const) {
    for (const step of def.cycle[kind].steps) {
      if (typeof step.duration === 'string' && settings && !settings.has(step.duration)) {
        problems.push(`${kind} step "${step.id}": duration names unknown setting "${step.duration}"; add it to the settings schema or use one of its keys (${list(settings)})`);
      }
    }
  }
  return problems;
}

/** Replaces `setting` parts (unknown until a game exists) by a predicate, so only phase numbers decide. */
function withoutSettings(condition: Condition): Condition {
  if ('setting' in condition) return { predicate: 'setting' };
  if ('not' in condition) return { not: withoutSettings(condition.not) };
  if ('all' in condition) return { all: condition.all.map(withoutSettings) };
  if ('any' in condition) return { any: condition.any.map(withoutSettings) };
  return condition;
}

/** Settings are never read once `withoutSettings` ran; the kernel's evaluator only needs a state for them. */
const NO_STATE = { settings: {} } as unknown as GameState;

/** The condition's value on a phase, known from the phase number alone ('maybe' when the game decides). */
function staticValue(condition: Condition | undefined, kind: PhaseKind, number: number): ConditionValue {
  if (!condition) return true;
  return evaluateCondition(withoutSettings(condition), { kind, number }, NO_STATE, () => 'maybe');
}

/**
 * The phase numbers worth looking at: past the largest number any condition names, `from`/`until`/
 * `numbers` no longer change and `parity` repeats every 2, so two more numbers cover every case.
 * A game that ends at `cycle.last` has no later phases of its kind.
 */
function phaseNumbers(def: Definition, kind: PhaseKind): number[] {
  let largest = 0;
  for (const site of conditionSites(def)) {
    visit(site.condition, (part) => {
      if ('from' in part) largest = Math.max(largest, part.from);
      if ('until' in part) largest = Math.max(largest, part.until);
      if ('numbers' in part) largest = Math.max(largest, ...part.numbers);
    });
  }
  const { first, last } = def.cycle;
  const firsts: PhaseKind[] = typeof first === 'string' ? [first] : ['day', 'night'];
  const occurs = (number: number): boolean => !last || firsts.some((f) => !isAfter({ kind, number }, last, f));
  return Array.from({ length: largest + 2 }, (_, i) => i + 1).filter(occurs);
}

const canRun = (value: ConditionValue): boolean => value !== false;

/**
 * Steps and the night's resolution: a step whose condition is false on every phase never runs; the
 * night's `resolveAt` step must be able to run; a night action accepted on a night whose resolution
 * step is skipped would never resolve, so such a night must accept none.
 */
export function checkStepConditions(def: Definition): string[] {
  const problems: string[] = [];
  const never = (kind: PhaseKind, step: StepSpec): boolean => phaseNumbers(def, kind).every((n) => !canRun(staticValue(step.when, kind, n)));
  for (const kind of ['day', 'night'] as const) {
    for (const step of def.cycle[kind].steps) {
      if (def.night && kind === 'night' && step.id === def.night.resolveAt) continue;
      if (never(kind, step)) problems.push(`${kind} step "${step.id}" can never run: its condition is false on every ${kind}; fix or remove the condition, or remove the step`);
    }
  }
  if (!def.night) return problems;
  const resolveStep = def.cycle.night.steps.find((s) => s.id === def.night?.resolveAt);
  if (!resolveStep) return problems; // reported with the known step ids
  if (never('night', resolveStep)) {
    problems.push(
      `night.resolveAt step "${resolveStep.id}" can never run: its condition is false on every night, so no night would ever resolve; remove the condition or resolve at another night step (${list(def.cycle.night.steps.map((s) => s.id))})`,
    );
    return problems;
  }
  for (const { owner, ability } of abilitiesOf(def)) {
    if (!ability.night || ability.passive || !abilityPhases(ability).includes('night')) continue;
    const skipped = phaseNumbers(def, 'night').filter((n) => {
      if (canRun(staticValue(resolveStep.when, 'night', n)) || !canRun(staticValue(ability.when, 'night', n))) return false;
      const steps = def.cycle.night.steps.filter((s) => !ability.steps || ability.steps.includes(s.id));
      return steps.some((s) => canRun(staticValue(s.when, 'night', n)));
    });
    if (skipped.length > 0) {
      problems.push(
        `${owner}: ability "${ability.id}" can be used on night ${skipped.join(', ')}, when the resolution step "${resolveStep.id}" is skipped, so its action would never resolve; give the ability a condition that excludes those nights (when) or let the resolution step run then`,
      );
    }
  }
  return problems;
}

/** An ability's targets allow at least one legal choice, and every provider it names is registered. */
export function checkTargets(def: Definition): string[] {
  const problems: string[] = [];
  for (const { owner, ability } of abilitiesOf(def)) {
    const at = `${owner}: ability "${ability.id}"`;
    const spec = ability.targets;
    const min = spec.min ?? spec.count;
    const distinct = spec.distinct ?? true;
    if (!Number.isInteger(spec.count) || spec.count < 0) {
      problems.push(`${at}: targets.count ${spec.count} is not a whole number ≥ 0; set the most targets it takes`);
      continue;
    }
    if (!Number.isInteger(min) || min < 0 || min > spec.count) {
      problems.push(`${at}: targets.min ${min} is not between 0 and targets.count ${spec.count}, so no number of targets is legal; set min ≤ count`);
      continue;
    }
    if (spec.counted) {
      const registered = Object.keys(def.hooks?.targetCounts ?? {});
      if (!registered.includes(spec.counted.provider)) {
        problems.push(`${at}: targets.counted names unknown provider "${spec.counted.provider}"; register it in hooks.targetCounts (registered: ${list(registered)})`);
      }
    }
    if (spec.selfIf) {
      const registered = Object.keys(def.hooks?.selfTargets ?? {});
      if (!registered.includes(spec.selfIf.provider)) {
        problems.push(`${at}: targets.selfIf names unknown provider "${spec.selfIf.provider}"; register it in hooks.selfTargets (registered: ${list(registered)})`);
      }
      if ((spec.self ?? 'forbidden') !== 'forbidden') problems.push(`${at}: targets.selfIf is read only with self: 'forbidden'; remove it or forbid self`);
    }
    if (spec.deadIf) {
      const registered = Object.keys(def.hooks?.deadTargets ?? {});
      if (!registered.includes(spec.deadIf.provider)) {
        problems.push(`${at}: targets.deadIf names unknown provider "${spec.deadIf.provider}"; register it in hooks.deadTargets (registered: ${list(registered)})`);
      }
      if (spec.dead === true) problems.push(`${at}: targets.deadIf is read only without dead: true; remove one of them`);
    }
    if (spec.legalIf) {
      const registered = Object.keys(def.hooks?.legalTargets ?? {});
      if (!registered.includes(spec.legalIf.provider)) {
        problems.push(`${at}: targets.legalIf names unknown provider "${spec.legalIf.provider}"; register it in hooks.legalTargets (registered: ${list(registered)})`);
      }
      if (spec.of === 'choice') problems.push(`${at}: targets.legalIf narrows seats, not named choices; narrow a choices provider instead`);
    }
    if (spec.of === 'choice') {
      if (spec.choices === undefined) {
        problems.push(`${at}: targets of: 'choice' have no choices; give a list (choices: ['a', 'b']) or a provider (choices: { provider })`);
      } else if (Array.isArray(spec.choices)) {
        const available = distinct ? new Set(spec.choices).size : spec.choices.length > 0 ? Infinity : 0;
        if (min > available) problems.push(`${at}: needs at least ${min} distinct choice(s) but lists ${list(spec.choices)}; add choices or lower targets.min`);
      } else {
        const registered = Object.keys(def.hooks?.choices ?? {});
        if (!registered.includes(spec.choices.provider)) {
          problems.push(`${at}: targets.choices names unknown provider "${spec.choices.provider}"; register it in hooks.choices (registered: ${list(registered)})`);
        }
      }
      continue;
    }
    if (spec.choices !== undefined) problems.push(`${at}: targets.choices is read only with of: 'choice'; add of: 'choice' or remove the choices`);
    if (!distinct || min === 0) continue;
    const self = spec.self ?? 'forbidden';
    // The most seats one actor can name: itself only, or the table without (or with) itself.
    const seats = self === 'only' ? 1 : self === 'allowed' ? def.players.max : def.players.max - 1;
    if (min > seats) {
      const why = self === 'only' ? "self: 'only' leaves one seat" : `a table of at most ${def.players.max} players offers ${seats} seat(s)${self === 'forbidden' ? ' besides the actor' : ''}`;
      problems.push(`${at}: needs at least ${min} distinct seat(s) but ${why}; lower targets.min, allow repeats (distinct: false) or change self`);
    }
  }
  return problems;
}

/** All of the above, in the order an author would fix them. */
export function definitionChecks(def: Definition): string[] {
  return [...checkConditionNames(def), ...checkStepConditions(def), ...checkTargets(def)];
}
