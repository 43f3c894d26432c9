import type { Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

/** The settings form as JSON Schema (input side: fields with defaults are optional). */
function settingsSchema(ruleset: Ruleset): unknown {
  try {
    return z.toJSONSchema(ruleset.definition.settings, { io: 'input', unrepresentable: 'any' });
  } catch {
    return null;
  }
}

function summary(ruleset: Ruleset) {
  const { definition } = ruleset;
  return {
    id: ruleset.id,
    players: definition.players,
    factions: definition.factions.map((f) => f.id),
    roles: definition.roles.map((r) => ({ id: r.id, faction: r.faction })),
    setups: definition.setups.map((s) => ({ id: s.id, players: s.seats.length, roles: s.seats.map((seat) => seat.role), settings: s.settings ?? {} })),
    settingsSchema: settingsSchema(ruleset),
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
