import { CLIENT_TEXT_FAMILIES } from '@mafia/i18n';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

/** `${a}.name` → `{}.name`: each interpolation is one unknown part. */
const shape = (literal: string): string => literal.replace(/\$\{[^}]*\}/g, '{}');

/**
 * Every key the client builds in a ruleset's namespace: template literals that start with the
 * namespace (`${ns}:`, `${namespace}:`, `${ruleset.id}:`), and the candidate keys it passes to
 * `namer.text([...])`, which prefixes the namespace itself. A key made wholly at run time (`${ns}:${k}`)
 * is left out: its parts are the ones `namer.text` receives, or a fixed table such as `SLOT_LABELS`.
 */
function rulesetKeysReadByClient(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files(SRC)) {
    const source = readFileSync(file, 'utf8');
    const where = path.relative(SRC, file);
    for (const m of source.matchAll(/`\$\{(?:ns|namespace|ruleset\.id)\}:([^`]*)`/g)) {
      const key = shape(m[1] ?? '');
      // `${namespace}:${field.name}:${default}` is a React key, not a text.
      if (key !== '{}' && !key.includes(':')) found.set(key, where);
    }
    for (const m of source.matchAll(/\.text\?*\.?\(\[([^\]]*)\]/g)) {
      for (const literal of (m[1] ?? '').matchAll(/`([^`]*)`/g)) found.set(shape(literal[1] ?? ''), where);
    }
    for (const m of source.matchAll(/SLOT_LABELS[^=]*=\s*\{([^\n]*)\}/g)) {
      for (const literal of (m[1] ?? '').matchAll(/'([\w.-]+\.[\w.-]+)'/g)) found.set(literal[1] ?? '', where);
    }
  }
  return found;
}

/** A key read by the client fits a family when each part matches: `{}` or `{id}` match any one part, `*` the rest. */
function fits(key: string, template: string): boolean {
  const parts = key.split('.');
  const want = template.split('.');
  for (const [i, w] of want.entries()) {
    if (w === '*') return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (!(w.startsWith('{') || part === '{}' || part === w)) return false;
  }
  return parts.length === want.length;
}

describe('the client reads only the ruleset keys @mafia/i18n lists (CLIENT_TEXT_FAMILIES, issue #20)', () => {
  const read = rulesetKeysReadByClient();
  it.each([...read].sort())('%s (%s)', (key) => {
    const families = CLIENT_TEXT_FAMILIES.filter((f) => fits(key, f.template)).map((f) => f.template);
    expect(families, `add a family for ${key} to packages/i18n/src/client-keys.ts`).not.toEqual([]);
  });

  it('found the keys the client builds', () => {
    expect([...read.keys()]).toEqual(expect.arrayContaining(['roles.{}.name', 'abilities.{}.name', 'steps.{}', 'options.{}.values.{}', '{}.{}.name']));
    // A made-up key fits no family, so the check can fail.
    expect(CLIENT_TEXT_FAMILIES.some((f) => fits('tooltips.hint.text', f.template))).toBe(false);
  });
});
