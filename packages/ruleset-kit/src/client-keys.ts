/**
 * The keys the web client reads in a ruleset's namespace (issue #20): one list, so an author knows
 * what to translate, the conformance suite can refuse a ruleset whose players would read raw ids,
 * and apps/web's test (`test/client-text-keys.test.ts`) proves the client reads no other family.
 *
 * `CLIENT_TEXT_FAMILIES` (@mafia/i18n) is every family the client reads, as a template; `required` ones name ids
 * the definition declares, and the client shows the raw id without them. The others are read when
 * present (a summary, a ruleset's own panel texts) or name ids only a game produces (notices and
 * polls, checked over played games by `checkLocales`; rejections, values, reasons).
 */
import { appResources, hasKey, type LocaleTree } from '@mafia/i18n';
import { z } from 'zod';
import type { Ruleset } from './types';

// The families live in @mafia/i18n so apps/web (which does not depend on the kit) reads the same list.
export { CLIENT_TEXT_FAMILIES, type ClientTextFamily } from '@mafia/i18n';


/** The top-level fields of a zod object schema (settings, sign-up options), with their enum values. */
function fieldsOf(schema: z.ZodType | undefined): { name: string; values: string[] }[] {
  if (!schema) return [];
  let json: { properties?: Record<string, { enum?: unknown[] }> };
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as typeof json;
  } catch {
    return [];
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    values: (property.enum ?? []).filter((v): v is string => typeof v === 'string'),
  }));
}

/**
 * Every required key (`CLIENT_TEXT_FAMILIES` with `required`) for the ids this ruleset declares:
 * its name and description, each role's texts, each faction, ability, ability option and value,
 * step, setup, visible modifier, settings field and sign-up field.
 */
export function clientTextKeys(ruleset: Ruleset): string[] {
  const def = ruleset.definition;
  const keys = new Set<string>(['name', 'description']);
  const roleKeys = def.roleTextKeys ?? ['name', 'summary', 'pm'];
  for (const role of def.roles) for (const key of roleKeys) keys.add(`roles.${role.id}.${key}`);
  for (const faction of def.factions) keys.add(`factions.${faction.id}.name`);
  const abilities = [...def.roles.flatMap((r) => r.abilities), ...def.factions.flatMap((f) => f.abilities ?? [])];
  for (const ability of abilities) {
    keys.add(`abilities.${ability.id}.name`);
    for (const option of ability.options ?? []) {
      keys.add(`options.${option.name}.name`);
      for (const value of option.values) keys.add(`options.${option.name}.values.${value}`);
    }
    for (const option of ability.seatOptions ?? []) keys.add(`options.${option.name}.name`);
  }
  for (const step of [...def.cycle.day.steps, ...def.cycle.night.steps]) keys.add(`steps.${step.id}`);
  for (const setup of def.setups) keys.add(`setups.${setup.id}.name`);
  // A hidden modifier is never shown to its holder (seed 001: a cop's sanity), so it needs no name.
  for (const modifier of def.modifiers ?? []) if (!modifier.hidden) keys.add(`modifiers.${modifier.id}.name`);
  for (const field of fieldsOf(def.settings)) keys.add(`settings.${field.name}.name`);
  for (const field of fieldsOf(def.signup)) keys.add(`signup.${field.name}.name`);
  return [...keys];
}

/**
 * The required keys with no text in a language: looked up in the ruleset's own tree, then where the
 * client falls back (a setting the app names in its `app` namespace, `settings.<name>`).
 */
export function missingClientTexts(ruleset: Ruleset, language: string): string[] {
  const tree = ruleset.definition.locales[language] as LocaleTree | undefined;
  const app = (appResources as Partial<Record<string, { app: LocaleTree }>>)[language]?.app;
  return clientTextKeys(ruleset).filter((key) => {
    if (tree && hasKey(tree, key)) return false;
    const setting = /^settings\.(.+)\.name$/.exec(key)?.[1];
    return !(setting && app && hasKey(app, `settings.${setting}`));
  });
}
