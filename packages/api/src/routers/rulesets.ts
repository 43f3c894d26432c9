import type { Condition, CycleSpec, Json } from '@mafia/kernel';
import type { AbilityDefinition, Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

/** A zod schema as JSON Schema (input side: fields with defaults are optional); null when it cannot be represented. */
function jsonSchema(schema: z.ZodType | undefined): unknown {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return null;
  }
}

/**
 * What a reader (the rules page) and the host (the correction form) need to know of an ability:
 * plain JSON, no behaviour. `when` is the kernel's condition data, kept as it is.
 */
export interface AbilitySummary {
  id: string;
  phase: string;
  /** Steps of the phase in which it may be used; absent: every step of that phase. */
  steps?: string[];
  /** Only on some phases (`{ parity: 'odd' }`, `{ from: 2 }`...). */
  when?: Json;
  targets: { count: number; min?: number; of: 'seat' | 'choice'; self?: 'forbidden' | 'allowed' | 'only'; dead?: boolean; choices?: string[] };
  options?: Array<{ name: string; values: string[]; required?: boolean }>;
  /** Uses per game when limited. */
  usesPerGame?: number;
  factional?: boolean;
  passive?: boolean;
}

const conditionJson = (when: Condition): Json => JSON.parse(JSON.stringify(when)) as Json;

export function abilitySummary(ability: AbilityDefinition): AbilitySummary {
  const { targets } = ability;
  return {
    id: ability.id,
    phase: ability.phase,
    ...(ability.steps ? { steps: [...ability.steps] } : {}),
    ...(ability.when ? { when: conditionJson(ability.when) } : {}),
    targets: {
      count: targets.count,
      ...(targets.min !== undefined && targets.min !== targets.count ? { min: targets.min } : {}),
      of: targets.of ?? 'seat',
      ...(targets.self ? { self: targets.self } : {}),
      ...(targets.dead ? { dead: true } : {}),
      // A provider's choices depend on the game (families): only a fixed list is a manifest fact.
      ...(Array.isArray(targets.choices) ? { choices: [...targets.choices] } : {}),
    },
    ...(ability.options && ability.options.length > 0 ? { options: ability.options.map((o) => ({ name: o.name, values: [...o.values], ...(o.required ? { required: true } : {}) })) } : {}),
    ...(ability.usesPerGame !== undefined ? { usesPerGame: ability.usesPerGame } : {}),
    ...(ability.factional ? { factional: true } : {}),
    ...(ability.passive ? { passive: true } : {}),
  };
}

/**
 * The settings fields that hold a step's duration in milliseconds: every `duration` of the cycle
 * that names a settings key (kernel StepSpec: "Duration in ms, or the settings key holding it"),
 * once each, in cycle order (days, then nights). The lobby shows them as hours and minutes.
 */
export function durationSettings(cycle: CycleSpec): string[] {
  const named = [...cycle.day.steps, ...cycle.night.steps].flatMap((step) => (typeof step.duration === 'string' ? [step.duration] : []));
  return [...new Set(named)];
}

function summary(ruleset: Ruleset) {
  const { definition } = ruleset;
  return {
    id: ruleset.id,
    players: definition.players,
    factions: definition.factions.map((f) => f.id),
    /** Abilities every member of a faction holds besides their role's (a factional kill), by faction id. */
    factionAbilities: Object.fromEntries(definition.factions.map((f) => [f.id, (f.abilities ?? []).map(abilitySummary)])) as Record<string, AbilitySummary[]>,
    roles: definition.roles.map((r) => ({ id: r.id, faction: r.faction, abilities: r.abilities.map(abilitySummary) })),
    setups: definition.setups.map((s) => ({
      id: s.id,
      players: s.seats.length,
      roles: s.seats.map((seat) => seat.role),
      /** Each seat's team (the seat's own, else its role's), parallel to `roles`: chips sorted by team. */
      teams: s.seats.map((seat) => seat.faction ?? definition.roles.find((r) => r.id === seat.role)?.faction ?? ''),
      settings: s.settings ?? {},
      /** Each seat's own faction (or null: its role's), modifiers and attributes, parallel to `roles` (issue #22: the setup editor starts from a shipped setup). */
      seats: s.seats.map((seat) => ({ faction: seat.faction ?? null, modifiers: seat.modifiers ?? [], attributes: seat.attributes ?? {} })),
    })),
    settingsSchema: jsonSchema(definition.settings),
    /** Settings fields that are step durations in ms (from the cycle), for hours + minutes inputs. */
    durations: durationSettings(definition.cycle),
    /** The per-player sign-up options (1923 level and group, a Gorny buddy); null without any. */
    signupSchema: jsonSchema(definition.signup),
    /** The i18next namespace of the ruleset's texts, and the languages it ships. */
    namespace: ruleset.id,
    languages: Object.keys(definition.locales),
  };
}

export const rulesetsRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.rulesets.list().map(summary)),
  get: publicProcedure.input(z.object({ id: z.string().min(1).max(64) })).query(({ ctx, input }) => {
    const ruleset = ctx.services.rulesets.get(input.id);
    if (!ruleset) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-ruleset' });
    return { ...summary(ruleset), locales: ruleset.definition.locales };
  }),
});
