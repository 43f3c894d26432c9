import { abilityPhases, isBoundedDuration, usableInPhase, type AbilitySpec, type FactionSpec, type GameState, type Intent, type JsonObject, type Rejection, type RoleSpec, type RulesetHooks, type RulesetRuntime } from '@mafia/kernel';
import { definitionChecks } from './define-checks';
import { abilityOfIntent } from './granted';
import { nightHooks } from './night';
import type {
  AbilityDefinition,
  ModifierDefinition,
  RoleDefinition,
  Ruleset,
  RulesetDefinition,
  SeatOptionSpec,
} from './types';

export class RulesetDefinitionError extends Error {
  constructor(ruleset: string, problems: string[]) {
    super(`ruleset "${ruleset}" is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'RulesetDefinitionError';
  }
}

/** One ability: its kernel data, its checks (`validate`) and its night (`night: { slot, components | handle, morning }`). */
export const defineAbility = <Book = unknown>(ability: AbilityDefinition<Book>): AbilityDefinition<Book> => ability;
/** One role = one folder: its abilities and its defence (`defend`), see docs/adding-a-role.md. */
export const defineRole = <Book = unknown>(role: RoleDefinition<Book>): RoleDefinition<Book> => role;
export const defineModifier = (modifier: ModifierDefinition): ModifierDefinition => modifier;

/** Strips behaviour, leaving the kernel's data. */
function specOf(ability: AbilityDefinition): AbilitySpec {
  const { night: _night, passiveComponents: _passive, result: _result, validate: _validate, seatOptions: _seatOptions, ...spec } = ability;
  return spec;
}

/**
 * Validates a ruleset at load time and builds the runtime the kernel executes. Mistakes a ruleset
 * author can make (unknown step ids, duplicate ids, setups outside the player bounds, a role of an
 * unknown faction...) fail loudly here, listing every problem at once.
 */
export function defineRuleset<Settings extends JsonObject>(definition: RulesetDefinition<Settings>): Ruleset<Settings> {
  const problems = validate(definition);
  if (problems.length > 0) throw new RulesetDefinitionError(definition.id, problems);

  const roles: Record<string, RoleSpec> = {};
  for (const role of definition.roles) {
    roles[role.id] = { id: role.id, faction: role.faction, abilities: role.abilities.map(specOf) };
  }
  const factions: Record<string, FactionSpec> = {};
  for (const faction of definition.factions) {
    factions[faction.id] = {
      id: faction.id,
      knowsMembers: faction.knowsMembers,
      chat: faction.chat,
      abilities: (faction.abilities ?? []).map(specOf),
    };
  }
  const runtime: RulesetRuntime = {
    id: definition.id,
    cycle: definition.cycle,
    factions,
    roles,
    deadPolicy: definition.deadPolicy ?? 'public-only',
    hooks: {},
    ...(definition.wills ? { wills: definition.wills } : {}),
    ...(definition.statuses ? { statuses: definition.statuses } : {}),
    ...(definition.oneActionPerPhase ? { oneActionPerPhase: true } : {}),
    ...(definition.afterGameVote ? { afterGameVote: definition.afterGameVote } : {}),
  };
  const durationKeys = [...definition.cycle.day.steps, ...definition.cycle.night.steps].flatMap((step) =>
    typeof step.duration === 'string' ? [step.duration] : [],
  );
  const ruleset: Ruleset<Settings> = {
    id: definition.id,
    definition,
    runtime,
    role(id) {
      const role = definition.roles.find((r) => r.id === id);
      if (!role) throw new Error(`ruleset ${definition.id}: unknown role ${id}`);
      return role;
    },
    ability(roleId, abilityId) {
      const role = definition.roles.find((r) => r.id === roleId);
      const own = role?.abilities.find((a) => a.id === abilityId);
      if (own) return own;
      for (const faction of definition.factions) {
        const granted = faction.abilities?.find((a) => a.id === abilityId);
        if (granted) return granted;
      }
      return undefined;
    },
    parseSettings(input) {
      const parsed = definition.settings.safeParse(input ?? {});
      if (parsed.success) {
        // Issue #13: whatever the ruleset's own schema allows, a step length over the kernel's
        // bound (30 days) or not a whole number of ms is refused here, before a game stores it.
        const unbounded = durationKeys.find((key) => key in parsed.data && !isBoundedDuration(parsed.data[key]));
        if (unbounded === undefined) return { ok: true, settings: parsed.data };
        return { ok: false, rejection: { code: 'invalid-settings', params: { path: unbounded, problem: 'duration_out_of_range' } } };
      }
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        rejection: { code: 'invalid-settings', params: { path: issue?.path.join('.') ?? '', problem: issue?.code ?? 'invalid' } },
      };
    },
  };
  runtime.hooks = { ...definition.hooks, ...nightHooks(ruleset, definition.hooks), validateIntent: validateHook(ruleset, definition.hooks) };
  return ruleset;
}

/** The ability's own `validate` first (it lives in the role's folder), then the ruleset-wide rule. */
function validateHook<Settings extends JsonObject>(ruleset: Ruleset<Settings>, own: RulesetHooks | undefined): NonNullable<RulesetHooks['validateIntent']> {
  return (state, intent, spec) => {
    const ability = abilityOfIntent(ruleset, state, intent);
    return seatOptionRejection(state, intent, ability?.seatOptions ?? []) ?? ability?.validate?.(state, intent) ?? own?.validateIntent?.(state, intent, spec) ?? null;
  };
}

function validate(def: RulesetDefinition<JsonObject>): string[] {
  const problems: string[] = [];
  const dupes = (kind: string, ids: string[]): void => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`duplicate ${kind} id "${id}"`);
      seen.add(id);
    }
  };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(def.id)) problems.push(`ruleset id "${def.id}" must be kebab-case`);
  dupes('faction', def.factions.map((f) => f.id));
  dupes('role', def.roles.map((r) => r.id));
  dupes('modifier', (def.modifiers ?? []).map((m) => m.id));
  dupes('setup', def.setups.map((s) => s.id));
  dupes('day step', def.cycle.day.steps.map((s) => s.id));
  dupes('night step', def.cycle.night.steps.map((s) => s.id));
  for (const step of [...def.cycle.day.steps, ...def.cycle.night.steps]) {
    if (typeof step.duration === 'number' && !isBoundedDuration(step.duration)) problems.push(`step "${step.id}" duration must be whole ms from 0 to 30 days`);
  }
  const factionIds = new Set(def.factions.map((f) => f.id));
  const roleIds = new Set(def.roles.map((r) => r.id));
  const modifierIds = new Set((def.modifiers ?? []).map((m) => m.id));
  const steps = { day: new Set(def.cycle.day.steps.map((s) => s.id)), night: new Set(def.cycle.night.steps.map((s) => s.id)) };
  const nightSlots = def.night ? new Set(def.night.slots) : null;

  const checkAbility = (owner: string, ability: AbilityDefinition): void => {
    for (const step of ability.steps ?? []) {
      if (!abilityPhases(ability).some((kind) => steps[kind].has(step))) problems.push(`${owner}: ability "${ability.id}" names unknown ${ability.phase} step "${step}"`);
    }
    if (ability.night && nightSlots && !nightSlots.has(ability.night.slot)) {
      problems.push(`${owner}: ability "${ability.id}" names unknown night slot "${ability.night.slot}"`);
    }
    // An action on death is resolved by the ruleset through the kernel's last-action helpers.
    if (ability.night && !ability.night.components && !ability.night.handle && !ability.night.morning) {
      problems.push(`${owner}: ability "${ability.id}" has a night slot but no components, handler or morning`);
    }
    if (ability.night?.handle && def.night && !def.night.book) problems.push(`${owner}: ability "${ability.id}" has a night handler but the night has no book`);
    if (usableInPhase(ability, 'night') && !ability.passive && !ability.onDeath && !ability.night && def.night) {
      problems.push(`${owner}: night ability "${ability.id}" has no night behaviour`);
    }
  };
  for (const role of def.roles) {
    if (!factionIds.has(role.faction)) problems.push(`role "${role.id}" belongs to unknown faction "${role.faction}"`);
    dupes(`ability (role ${role.id})`, role.abilities.map((a) => a.id));
    for (const ability of role.abilities) checkAbility(`role "${role.id}"`, ability);
  }
  for (const faction of def.factions) for (const ability of faction.abilities ?? []) checkAbility(`faction "${faction.id}"`, ability);
  if (def.night) {
    dupes('night slot', def.night.slots);
    if (!steps.night.has(def.night.resolveAt)) problems.push(`night.resolveAt names unknown night step "${def.night.resolveAt}"`);
  }
  if (def.players.min < 1 || def.players.max < def.players.min) problems.push('player bounds are impossible');
  for (const setup of def.setups) {
    const n = setup.seats.length;
    if (n < def.players.min || n > def.players.max) {
      problems.push(`setup "${setup.id}" has ${n} seats, outside the player bounds ${def.players.min}–${def.players.max}`);
    }
    for (const seat of setup.seats) {
      if (!roleIds.has(seat.role)) problems.push(`setup "${setup.id}" uses unknown role "${seat.role}"`);
      if (seat.faction && !factionIds.has(seat.faction)) problems.push(`setup "${setup.id}" uses unknown faction "${seat.faction}"`);
      for (const modifier of seat.modifiers ?? []) {
        if (!modifierIds.has(parseModifierId(modifier).id)) problems.push(`setup "${setup.id}" uses unknown modifier "${modifier}"`);
      }
    }
  }
  if (def.wills && !(Number.isInteger(def.wills.maxLength) && def.wills.maxLength > 0)) problems.push('wills.maxLength must be a positive integer');
  for (const [id, status] of Object.entries(def.statuses ?? {})) {
    // A refused target tells the sender the target holds the status: only a public one may refuse.
    if (status.blocksTargeting && status.visibility !== 'public') problems.push(`status "${id}" blocks targeting but is not public (a refusal would reveal it)`);
  }
  if (!def.locales['en']) problems.push('the English locale (the source language) is missing');
  problems.push(...definitionChecks(def));
  return problems;
}

/** `bulletproof-2` → `{ id: 'bulletproof', uses: 2 }`; `strong-willed` → `{ id: 'strong-willed' }`. */
export function parseModifierId(text: string): { id: string; uses?: number } {
  const match = /^(.*)-(\d+)$/.exec(text);
  if (match?.[1] && match[2]) return { id: match[1], uses: Number(match[2]) };
  return { id: text };
}

/** The kit's check of seat-valued options (`SeatOptionSpec`), with the kernel's rejection codes. */
export function seatOptionRejection(state: GameState, intent: Intent, specs: readonly SeatOptionSpec[]): Rejection | null {
  for (const spec of specs) {
    const value = intent.options?.[spec.name];
    if (value === undefined) {
      if (spec.required) return { code: 'missing-option', params: { option: spec.name } };
      continue;
    }
    const seat = typeof value === 'string' ? state.seats.find((s) => s.id === value) : undefined;
    if (!seat) return { code: 'invalid-option', params: { option: spec.name, value: typeof value === 'string' ? value : JSON.stringify(value) } };
    if (spec.self === 'forbidden' && seat.id === intent.actor) return { code: 'self-target-forbidden', params: { target: seat.id } };
    if (spec.alive && (!seat.alive || seat.removed)) return { code: 'target-not-alive', params: { target: seat.id } };
  }
  return null;
}
