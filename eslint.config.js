// ESLint flat config. The package-boundary rules encode docs/architecture.md; each message says why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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

/** `patterns` of no-restricted-imports, each group with its reason. */
const forbid = (...groups) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message, allowTypeImports: false })) }],
});

const APP_LAYERS = ['@mafia/db', '@mafia/room', '@mafia/api', '@mafia/server', '@mafia/web', '@mafia/cli', '@mafia/rulesets'];

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
  {
    files: ['packages/kernel/src/**/*.ts'],
    rules: {
      ...pureGlobals,
      ...forbid(
        [['@mafia/*'], 'The kernel depends on nothing: every other package builds on it (docs/architecture.md).'],
        [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
        [['zod', 'i18next', 'react*', '@prisma/*', '@trpc/*'], 'The kernel has no runtime dependencies: validation happens at the edges, text in the UI.'],
      ),
    },
  },
  {
    files: ['packages/resolver/src/**/*.ts'],
    rules: {
      ...pureGlobals,
      ...forbid(
        [['@mafia/*', '!@mafia/kernel'], 'The resolver works on plain night data; it may only use the kernel (docs/architecture.md).'],
        [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
      ),
    },
  },
  {
    files: ['packages/ruleset-kit/src/**/*.ts'],
    rules: {
      ...pureGlobals,
      ...forbid(
        [APP_LAYERS, 'The ruleset kit sits below the server and the client; it must not know about storage, rooms or the API.'],
        [['@mafia/ruleset-*'], 'The kit is generic: it must not depend on a particular ruleset.'],
        [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
      ),
    },
  },
  {
    files: ['rulesets/*/src/**/*.ts'],
    ignores: ['rulesets/*/src/**/*.test.ts'],
    rules: {
      ...pureGlobals,
      ...forbid(
        [APP_LAYERS, 'Rulesets are pure plugins: they never import db, room, api or the apps, so any host can load them.'],
        [['@mafia/ruleset-*', '!@mafia/ruleset-kit'], 'Rulesets never import each other: share code through @mafia/ruleset-kit instead.'],
        [['react', 'react-dom', 'i18next', 'react-i18next'], 'Rulesets output keys and params; texts live in their locales/ and are rendered by the client.'],
        [NODE_BUILTINS, `Node APIs are I/O: ${PURE_WHY}.`],
      ),
    },
  },
  {
    files: ['packages/view-patch/src/**/*.ts'],
    rules: forbid(
      [['@mafia/*'], 'The patch format is shared by the server and the browser bundle: it depends on nothing.'],
      [NODE_BUILTINS, 'The patch format runs in the browser too: no Node APIs.'],
    ),
  },
  {
    files: ['packages/room/src/**/*.ts'],
    rules: forbid(
      [['@mafia/db', '@prisma/*', 'pg', '@mafia/api', '@mafia/server'], 'The room talks to storage through its ports (ports.ts) so it runs on any store and on in-memory fakes in tests.'],
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mafia/server', '@mafia/api'], allowTypeImports: true, message: 'The client imports the router type only (import type); server code must never be bundled into the browser.' },
            { group: ['@mafia/db', '@mafia/room', '@prisma/*', 'pg'], message: 'The client renders views from the API; it never touches storage.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/api/src/**/*.ts', 'packages/db/src/**/*.ts'],
    // env.ts validates the server's configuration; the db test harness reads its own test variables,
    // and migrate.ts hands the environment to the Prisma CLI child process.
    ignores: ['apps/server/src/env.ts', 'packages/db/src/testing.ts', 'packages/db/src/migrate.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration only in apps/server/src/env.ts, where it is validated once (create-t3-turbo style).' }],
    },
  },
);
