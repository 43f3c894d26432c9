/**
 * The lobby's generated forms, as the API serves them to the web client: which settings are step
 * durations (shown as hours and minutes), and a label for every field and choice in every language
 * a ruleset ships. The label keys follow apps/web/src/components/SettingsForm.tsx: a field is named
 * by `<section>.<field>.name` in the ruleset's namespace, a choice by `<section>.<field>.options.<value>`
 * or `<section>.<field>.<value>` (the form tries them in that order).
 */
import { rulesetIds } from '@mafia/rulesets';
import { describe, expect, it } from 'vitest';
import { signedUp, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

type Tree = { [key: string]: string | Tree };

/** The text at a dotted key of a locale tree, or undefined. */
function textAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

type Property = { enum?: unknown; items?: { enum?: unknown } };

/** The keys a form needs for one schema: alternatives a reader's lookup accepts, in its order. */
function labelKeys(section: 'settings' | 'signup', schema: unknown): string[][] {
  const properties = (schema as { properties?: Record<string, Property> } | null)?.properties ?? {};
  return Object.entries(properties).flatMap(([field, property]) => {
    const values = Array.isArray(property.enum) ? property.enum : Array.isArray(property.items?.enum) ? property.items.enum : [];
    return [
      [`${section}.${field}.name`],
      ...values.map((value) => [`${section}.${field}.options.${String(value)}`, `${section}.${field}.${String(value)}`]),
    ];
  });
}

/** Every required key that has no text in `tree`, named by its first alternative. */
function missingLabels(tree: Tree, required: string[][]): string[] {
  return required.filter((alternatives) => !alternatives.some((key) => textAt(tree, key))).map((alternatives) => alternatives[0] ?? '');
}

describe('Settings that are step durations (kernel StepSpec.duration names a settings key)', () => {
  // Each ruleset's cycle: the settings its steps take their length from, days before nights.
  it.each([
    ['sandbox', ['dayLength', 'nightLength']],
    ['gorny', ['dayLength', 'nightLength']],
    ['mafia-1923', ['dayLength', 'nightLength']],
    ['russian-extended', ['dayLength', 'voteLength', 'approvalLength', 'additionalVoteLength', 'eveningLength', 'nightLength']],
  ])('%s: %j', async (id, durations) => {
    const api = (await signedUp(url())).api;
    const listed = (await api.rulesets.list.query()).find((r) => r.id === id);
    expect(listed?.durations).toEqual(durations);
    expect((await api.rulesets.get.query({ id })).durations).toEqual(durations);
    // Every duration is an integer settings field the form can render.
    const properties = (listed?.settingsSchema as { properties: Record<string, { type?: string }> }).properties;
    for (const name of durations) expect(properties[name]?.type, name).toBe('integer');
  });

  it('covers every registered ruleset', async () => {
    const listed = await (await signedUp(url())).api.rulesets.list.query();
    expect(listed.map((r) => r.id).sort()).toEqual(rulesetIds());
    for (const r of listed) expect(Array.isArray(r.durations), r.id).toBe(true);
  });
});

describe('Every generated form field has a label in every language its ruleset ships', () => {
  it.each(rulesetIds())('%s: settings and sign-up fields and their choices', async (id) => {
    const manifest = await (await signedUp(url())).api.rulesets.get.query({ id });
    const required = [...labelKeys('settings', manifest.settingsSchema), ...labelKeys('signup', manifest.signupSchema)];
    expect(manifest.languages.length).toBeGreaterThan(0);
    for (const language of manifest.languages) {
      const tree = (manifest.locales as Record<string, Tree>)[language] ?? {};
      expect(missingLabels(tree, required), `${id} ${language}`).toEqual([]);
    }
  });

  it('the check notices a missing field name and a missing choice', () => {
    const schema = { properties: { missedMafiaKill: { type: 'string', enum: ['random', 'none'] }, courtFamilies: { type: 'integer' } } };
    const tree: Tree = { settings: { missedMafiaKill: { name: 'Missed kill', options: { random: 'Random' } }, courtFamilies: { name: '' } } };
    expect(missingLabels(tree, labelKeys('settings', schema))).toEqual(['settings.missedMafiaKill.options.none', 'settings.courtFamilies.name']);
    expect(missingLabels({ settings: { missedMafiaKill: { name: 'M', random: 'R', none: 'N' }, courtFamilies: { name: 'C' } } }, labelKeys('settings', schema))).toEqual([]);
  });
});
