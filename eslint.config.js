// ESLint flat config. The package boundaries are generated from the layer table in tooling/layers.js
// (also checked against every package.json by tooling/test/layers.test.js and drawn in docs/architecture.md);
// each message says why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { LAYERS, RELATIVE_ESCAPES, forbiddenRegex, layerMessage } from './tooling/layers.js';

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'process'];
const PURE_WHY = 'the pure engine (kernel, resolver, rulesets) must stay deterministic and I/O-free: take time from the injected clock and randomness from the seeded RNG in the game state';

const pureGlobals = {
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: `No Date.now(): ${PURE_WHY}.` },
    { object: 'Math', property: 'random', message: `No Math.random(): ${PURE_WHY}.` },
    { object: 'process', property: 'env', message: `No process.env: ${PURE_WHY}.` },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date']", message: `No new Date(): ${PURE_WHY}.` },
    { selector: "CallExpression[callee.name='setTimeout']", message: `No timers: ${PURE_WHY}.` },
  ],
};

/**
 * Deep imports: a package is imported by its name or by a subpath its package.json `exports` declares
 * (`@mafia/db/testing`, `@mafia/ruleset-gorny/locales/en.json`), never by a file path into it
 * (`@mafia/kernel/src/draft`): its index is its public surface (review 2026-11 §8.5).
 */
const declaredSubpaths = ['apps', 'packages', 'rulesets'].flatMap((folder) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url))
    .map((name) => new URL(`./${folder}/${name}/package.json`, import.meta.url))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      return Object.keys(json.exports ?? {})
        .filter((key) => key !== '.')
        .map((key) => `${json.name.replace('@mafia/', '')}/${key.slice(2)}`.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*'));
    }),
);
const DEEP_IMPORTS = {
  regex: `^@mafia/(?!(?:${declaredSubpaths.join('|')})$)[^/]+/`,
  message: "Import a package by its name (or a subpath its package.json exports), never a file inside it: its index is its public surface.",
};
const IMPORT_HYGIENE = [...RELATIVE_ESCAPES, DEEP_IMPORTS];

/** Bans beyond the layer table, per package name: third-party modules and Node APIs, each group with its reason. */
const EXTRA_BANS = {
  '@mafia/kernel': [
    [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
    [['zod', 'i18next', 'react*', '@prisma/*', '@trpc/*'], 'The kernel has no runtime dependencies: validation happens at the edges, text in the UI.'],
  ],
  '@mafia/resolver': [[NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`]],
  '@mafia/ruleset-kit': [[NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`]],
  '@mafia/ruleset-*': [
    [['react', 'react-dom', 'i18next', 'react-i18next'], 'Rulesets output keys and params; texts live in their locales/ and are rendered by the client.'],
    [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
  ],
  '@mafia/view-patch': [[NODE_BUILTINS, 'The patch format runs in the browser too: no Node APIs.']],
  '@mafia/room': [[['@prisma/*', 'pg'], 'The room talks to storage through its ports (ports.ts) so it runs on any store and on in-memory fakes in tests.']],
  '@mafia/web': [[['@prisma/*', 'pg'], 'The client renders views from the API; it never touches storage.']],
};

/** The packages whose source must stay pure (no clock, randomness, environment or timers). */
const PURE = new Set(['@mafia/kernel', '@mafia/resolver', '@mafia/ruleset-kit', '@mafia/ruleset-*']);

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/** One no-restricted-imports block per layer: every `@mafia/*` outside its allowlist, relative escapes, extra bans. */
const layerBlocks = LAYERS.map((layer) => {
  const patterns = [
    { regex: forbiddenRegex([...layer.may, ...(layer.typesOnly ?? [])]), message: layerMessage(layer), allowTypeImports: false },
    ...(layer.typesOnly?.length ? [{ regex: forbiddenRegex(layer.may), message: layerMessage(layer), allowTypeImports: true }] : []),
    ...IMPORT_HYGIENE,
    ...(EXTRA_BANS[layer.name] ?? []).map(([group, message]) => ({ group, message })),
  ];
  return {
    files: (layer.sources ?? ['src/**']).map((glob) => `${layer.dir}/${glob}`.replace(/\*\*$/, '**/*.{ts,tsx}')),
    ignores: TEST_FILES,
    rules: {
      ...(PURE.has(layer.name) ? pureGlobals : {}),
      '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '**/.turbo/**', '**/test-results/**', '**/playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Type-aware checks (review §8.2): a switch over a union handles every member, a promise is awaited or
  // explicitly voided, and no `!` hides a possibly-missing value.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The two script folders are outside their package's tsconfig; lint them with the default project.
        projectService: { allowDefaultProject: ['packages/db/scripts/*.ts', 'packages/i18n/scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // In a test, `fixture[0]!` is itself checked: a missing fixture fails the test with a TypeError at that line.
  { files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // Tests and scripts may import what their package.json declares, but never another package's files by path.
  { files: ['**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: IMPORT_HYGIENE }] } },
  ...layerBlocks,
  { files: ['apps/web/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/server/src/**/*.ts', 'packages/api/src/**/*.ts', 'packages/db/src/**/*.ts'],
    // env.ts validates the server's configuration; the db test harness reads its own test variables,
    // and migrate.ts hands the environment to the Prisma CLI child process.
    ignores: ['apps/server/src/env.ts', 'packages/db/src/testing.ts', 'packages/db/src/migrate.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration only in apps/server/src/env.ts, where it is validated once (create-t3-turbo style).' }],
    },
  },
  // CommonJS by necessity (pnpm loads .pnpmfile.cjs with require): require is its import.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
