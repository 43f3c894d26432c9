// Every package.json and every source import agrees with the layer table (tooling/layers.js), and
// docs/architecture.md shows the table as it is. Review 2026-11 §8.2.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_BEGIN, GENERATED_END, LAYERS, layerOf, mayImport, nameMatches, renderLayersDoc } from '../layers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACE_GLOBS = ['apps/*', 'packages/*', 'rulesets/*', 'bench', 'tooling'];

/** The install hook (.pnpmfile.cjs): the manifests as pnpm installs them (`@mafia/rulesets` gains every discovered ruleset). */
const { hooks } = createRequire(import.meta.url)('../../.pnpmfile.cjs');

/** Every workspace package: its folder and its package.json, as installed. */
function workspacePackages() {
  const dirs = WORKSPACE_GLOBS.flatMap((glob) =>
    glob.endsWith('/*') ? readdirSync(path.join(ROOT, glob.slice(0, -2))).map((name) => `${glob.slice(0, -2)}/${name}`) : [glob],
  );
  return dirs
    .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => ({ dir, json: hooks.readPackage(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'))) }));
}

const ours = (deps) => Object.keys(deps ?? {}).filter((name) => name.startsWith('@mafia/'));
const isTest = (file) => /\.test\.tsx?$/.test(file);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'generated') return [];
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The non-test source files of a package, by its layer's `sources` globs (`src/**` or `*.ts`-style top-level globs). */
function sourceFiles(dir, layer) {
  return (layer.sources ?? ['src/**']).flatMap((glob) => {
    if (glob.endsWith('/**')) return walk(path.join(ROOT, dir, glob.slice(0, -3))).filter((f) => /\.(tsx?|js)$/.test(f));
    const ext = glob.slice(1);
    return readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith(ext)).map((f) => path.join(ROOT, dir, f));
  }).filter((file) => !isTest(file));
}

/** The `@mafia/*` packages a file imports (static, dynamic and re-exports), without subpaths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(@mafia\/[^/']+)/g)) found.add(match[1]);
  return found;
}

const packages = workspacePackages();

describe('the layer table (tooling/layers.js)', () => {
  it('has a layer for every workspace package, and every layer names a package', () => {
    expect(packages.filter(({ json }) => layerOf(json.name) === undefined).map(({ json }) => json.name)).toEqual([]);
    expect(LAYERS.filter((layer) => !packages.some(({ json }) => nameMatches(layer.name, json.name))).map((l) => l.name)).toEqual([]);
  });

  it('allows only packages that exist', () => {
    const names = packages.map(({ json }) => json.name);
    const unknown = LAYERS.flatMap((layer) => [...layer.may, ...(layer.typesOnly ?? [])]).filter((name) => !names.some((n) => nameMatches(name, n)));
    expect(unknown).toEqual([]);
  });

  it('knows a forbidden import when it sees one', () => {
    expect(mayImport('@mafia/kernel', '@mafia/resolver')).toBe(false);
    expect(mayImport('@mafia/ruleset-gorny', '@mafia/ruleset-mafia-1923')).toBe(false);
    expect(mayImport('@mafia/ruleset-gorny', '@mafia/ruleset-kit')).toBe(true);
    expect(mayImport('@mafia/rulesets', '@mafia/ruleset-gorny')).toBe(true);
    expect(mayImport('@mafia/web', '@mafia/kernel')).toBe('types');
    expect(mayImport('@mafia/web', '@mafia/room')).toBe(false);
  });
});

describe.each(packages.map(({ dir, json }) => [json.name, dir, json]))('%s (%s)', (name, dir, json) => {
  const layer = layerOf(name);
  const files = layer === undefined ? [] : sourceFiles(dir, layer);
  const imported = new Set(files.flatMap((file) => [...importsOf(file)]));

  it('declares as runtime dependencies only what its layer allows', () => {
    expect(ours(json.dependencies).filter((dep) => mayImport(name, dep) !== true)).toEqual([]);
  });

  it('imports every runtime dependency it declares (test-only ones belong in devDependencies)', () => {
    expect(ours(json.dependencies).filter((dep) => !imported.has(dep))).toEqual([]);
  });

  it('declares every package its source imports, in dependencies (devDependencies for type-only layers)', () => {
    const declared = (dep) => (mayImport(name, dep) === 'types' ? dep in (json.devDependencies ?? {}) || dep in (json.dependencies ?? {}) : dep in (json.dependencies ?? {}));
    expect([...imported].filter((dep) => dep !== name && !declared(dep))).toEqual([]);
  });

  it('imports only what its layer allows', () => {
    expect([...imported].filter((dep) => dep !== name && mayImport(name, dep) === false)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('shows the layer diagram and table generated from the table (pnpm --filter @mafia/tooling docs)', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const begin = doc.indexOf(GENERATED_BEGIN);
    const end = doc.indexOf(GENERATED_END);
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(doc.slice(begin, end + GENERATED_END.length)).toBe(renderLayersDoc());
  });
});
