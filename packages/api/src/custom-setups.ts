import type { JsonObject } from '@mafia/kernel';
import { seatsOfDraft, type Ruleset, type SetupDefinition, type SetupDraft } from '@mafia/ruleset-kit';
import { z } from 'zod';
import type { ApiServices } from './context';

/** A game made from a saved custom setup has this setup id (issue #22): `custom:<shareId>`. */
export const CUSTOM_SETUP_PREFIX = 'custom:';

const name = z.string().min(1).max(64);
const attributeValue = z.union([z.string().max(64), z.number(), z.boolean()]);

/** One group of identical seats in the editor's draft (kit `SetupGroup`). */
export const setupGroupInput = z
  .object({
    role: name,
    count: z.number().int().min(0).max(100),
    faction: name.optional(),
    modifiers: z.array(name).max(10).optional(),
    attributes: z.record(z.string().max(64), attributeValue).optional(),
  })
  .strict();

/** The editor's draft (kit `SetupDraft`): at most 60 groups, and the settings the setup presets. */
export const setupDraftInput = z
  .object({
    groups: z.array(setupGroupInput).max(60),
    settings: z.record(z.string().max(64), z.union([attributeValue, z.null()])).default({}),
  })
  .strict();

export type SetupDraftInput = z.infer<typeof setupDraftInput>;

/** The draft as the kit reads it (zod's optional keys are left out, not undefined). */
export function draftOf(input: SetupDraftInput): SetupDraft {
  return { groups: input.groups, settings: input.settings as JsonObject };
}

/** A saved draft as a setup the lobby deals (the seats of each group, its settings as presets). */
export function setupOfDraft(id: string, draft: SetupDraft): SetupDefinition {
  return { id, seats: seatsOfDraft(draft), ...(draft.settings ? { settings: draft.settings } : {}) };
}

/**
 * The setup a game was created with: one of the ruleset's own, or a saved custom setup of that
 * ruleset (`custom:<shareId>`). Undefined when there is none.
 */
export async function findSetup(services: ApiServices, ruleset: Ruleset, setupId: string): Promise<SetupDefinition | undefined> {
  const own = ruleset.definition.setups.find((s) => s.id === setupId);
  if (own || !setupId.startsWith(CUSTOM_SETUP_PREFIX)) return own;
  const record = await services.customSetups.get(setupId.slice(CUSTOM_SETUP_PREFIX.length));
  if (!record || record.rulesetId !== ruleset.id) return undefined;
  const parsed = setupDraftInput.safeParse(record.draft);
  // A stored draft was checked when it was saved; one that no longer parses is a bug.
  if (!parsed.success) throw new Error(`custom setup ${setupId} does not parse: ${parsed.error.message}`);
  return setupOfDraft(setupId, draftOf(parsed.data));
}
