import { clientTextKeys, CLIENT_TEXT_FAMILIES, defineRuleset, missingClientTexts } from '../src';
import { checkLocales } from '../src/conformance';
import { tiny, tinyDefinition } from '../src/testing';
import type { JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('the keys the client reads (issue #20)', () => {
  it('lists a key for every id the definition declares', () => {
    expect(clientTextKeys(tiny).sort()).toEqual(
      [
        'name',
        'description',
        ...['citizen', 'medic', 'sheriff', 'thug'].flatMap((r) => [`roles.${r}.name`, `roles.${r}.summary`, `roles.${r}.pm`]),
        'factions.town.name',
        'factions.mafia.name',
        'abilities.protect.name',
        'abilities.investigate.name',
        'abilities.factional-kill.name',
        'steps.vote',
        'steps.act',
        'setups.five.name',
        'modifiers.bulletproof.name',
        'settings.hostReview.name',
      ].sort(),
    );
  });

  it('adds ability options with their values and sign-up fields, and leaves hidden modifiers out', () => {
    const base = tinyDefinition();
    const ruleset = defineRuleset(
      tinyDefinition({
        roles: [...base.roles, { id: 'cop', faction: 'town', abilities: [{ id: 'arrest', phase: 'day', targets: { count: 1 }, options: [{ name: 'mode', values: ['jail', 'fine'] }] }] }],
        modifiers: [...(base.modifiers ?? []), { id: 'insane', hidden: true }],
        signup: z.object({ family: z.string() }) as unknown as z.ZodType<Record<string, never>>,
      }),
    );
    const keys = clientTextKeys(ruleset);
    expect(keys).toEqual(expect.arrayContaining(['abilities.arrest.name', 'options.mode.name', 'options.mode.values.jail', 'options.mode.values.fine', 'signup.family.name']));
    expect(keys.filter((k) => k.startsWith('modifiers.'))).toEqual(['modifiers.bulletproof.name']);
  });

  it('every required key is an instance of a family the client reads', () => {
    const patterns = CLIENT_TEXT_FAMILIES.filter((f) => f.required).map((f) => new RegExp(`^${f.template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^.]+')}$`));
    for (const key of clientTextKeys(tiny)) expect(patterns.some((p) => p.test(key)), key).toBe(true);
  });

  it('conformance names every missing key per language, and a setting the app names needs no text of its own', () => {
    const definition = tinyDefinition();
    const en = definition.locales['en'] as JsonObject;
    const { steps: _steps, settings: _settings, ...withoutSteps } = en;
    const ruleset = defineRuleset({ ...definition, locales: { en: withoutSteps, ru: { ...withoutSteps, grammar: { polls: { lynch: 'neuter' } } } } });
    expect(missingClientTexts(ruleset, 'en')).toEqual(['steps.vote', 'steps.act']);
    const detail = (language: string) => `${language}: client text keys with no text (players would read raw ids; add them to the locale): steps.vote, steps.act`;
    expect(checkLocales(ruleset)).toEqual([
      { check: 'locale', detail: detail('en') },
      { check: 'locale', detail: detail('ru') },
    ]);
  });
});
