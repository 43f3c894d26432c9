// No source file over 400 lines (style rule; review 2026-11 §9.1). Tests, generated code and data
// (locales, scenario files) are not counted. A file another lane is splitting right now is listed
// below with its owner; remove the line when the split lands (the test then keeps it under 400).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 400;
const BEING_SPLIT = new Map([
  ['packages/resolver/src/ordered/night.ts', 'night lane: one runner per component kind (review §9.1)'],
]);
const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', 'test', 'e2e', 'test-results', 'playwright-report', '.turbo']);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) || name.startsWith('.') ? [] : sources(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.(ts|tsx|js)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = ['apps', 'packages', 'rulesets', 'bench', 'tooling'].flatMap((dir) => sources(path.join(ROOT, dir)));
const lines = (file) => readFileSync(file, 'utf8').split('\n').length - 1;

describe('source file size', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .map((file) => ({ file: path.relative(ROOT, file), lines: lines(file) }))
      .filter(({ file, lines }) => lines > MAX_LINES && !BEING_SPLIT.has(file));
    expect(over).toEqual([]);
  });
});
