import { appResources, flatten, hasKey } from '@mafia/i18n';
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

/** Every literal `t('...')` key in the client exists in English (app namespace, or `game:` for the core one). */
describe('the client uses only keys that exist', () => {
  const used = new Set<string>();
  for (const file of files(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([\w.:-]+)'/g)) used.add(m[1] ?? '');
  }
  it.each([...used].sort())('%s', (key) => {
    const [ns, rest] = key.includes(':') ? (key.split(':') as [string, string]) : ['app', key];
    const tree = appResources.en[ns as 'app' | 'game'];
    expect(tree, `namespace ${ns}`).toBeDefined();
    expect(hasKey(tree, rest)).toBe(true);
  });
  it('found keys to check', () => {
    expect(used.size).toBeGreaterThan(100);
    expect(flatten(appResources.en.app).size).toBeGreaterThan(100);
  });
});
