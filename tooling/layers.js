// The layer table: which of our packages each package may import at runtime, and why.
// It is stated once, here. eslint.config.js generates one import allowlist per package from it,
// tooling/test/layers.test.js checks every package.json and every source import against it, and
// the diagram and table in docs/architecture.md are generated from it (`pnpm --filter @mafia/tooling docs`).
// Review 2026-11 §8.2.

/**
 * @typedef {object} Layer
 * @property {string} name       package name; `@mafia/ruleset-*` stands for every ruleset plugin
 * @property {string} dir        folder (a `*` matches every ruleset folder)
 * @property {string} label      the box in the diagram
 * @property {string[]} may      `@mafia/*` packages its source may import (the runtime `dependencies`)
 * @property {string[]} [typesOnly] packages it may import with `import type` only (kept in `devDependencies`)
 * @property {string[]} [sources] source globs relative to `dir` (default `src/**`)
 * @property {string} what       what the package is
 * @property {boolean} [offDiagram] left out of the diagram (it is a leaf nothing imports), still in the table
 * @property {string} why        why its allowlist is what it is (the lint message quotes it)
 */

/** @type {Layer[]} */
export const LAYERS = [
  {
    name: '@mafia/kernel',
    dir: 'packages/kernel',
    label: 'kernel',
    may: [],
    what: 'state, commands → decide → events → evolve, replay, the cycle as data, seeded RNG, audiences, `viewFor`, polls',
    why: 'the deterministic core every game replays through depends on nothing; every other package builds on it',
  },
  {
    name: '@mafia/resolver',
    dir: 'packages/resolver',
    label: 'resolver',
    may: [],
    what: 'night resolution: Reasonable Action Resolution and ordered slots, with a trace',
    why: 'night resolution is a function of plain night data, tested and benchmarked alone',
  },
  {
    name: '@mafia/forum',
    dir: 'packages/forum',
    label: 'forum',
    may: [],
    what: 'BBCode, quotes, vote syntax of forum threads',
    why: 'parsing forum text needs no game: it is plain text in, plain data out',
  },
  {
    name: '@mafia/i18n',
    dir: 'packages/i18n',
    label: 'i18n',
    may: [],
    what: 'locales of the app and the rulesets, the runtime and the locale checks',
    why: 'texts and their checks serve every layer, so they depend on none',
  },
  {
    name: '@mafia/view-patch',
    dir: 'packages/view-patch',
    label: 'view-patch',
    may: [],
    what: 'the live-update patch format (diff, apply)',
    why: 'the patch format is shared by the server and the browser bundle, so it depends on nothing',
  },
  {
    name: '@mafia/ruleset-kit',
    dir: 'packages/ruleset-kit',
    label: 'ruleset-kit',
    may: ['@mafia/kernel', '@mafia/resolver', '@mafia/i18n'],
    what: '`defineRuleset`/`defineRole`/abilities, the night glue, `GameDriver`, the conformance suite',
    why: 'ruleset authors get one stable surface below the server and the client; it knows no storage, room, API, app or particular ruleset',
  },
  {
    name: '@mafia/ruleset-*',
    dir: 'rulesets/*',
    label: 'rulesets/*',
    // resolver only until every night runs through the kit (issue 12, review §8.1).
    may: ['@mafia/kernel', '@mafia/ruleset-kit', '@mafia/resolver', '@mafia/forum'],
    what: 'the ruleset plugins (gorny, mafia-1923, russian-extended, conan-bo, sandbox)',
    why: 'a ruleset is a pure plugin any host can load: it never imports db, room, api, the apps or another ruleset (share through the kit)',
  },
  {
    name: '@mafia/scenario',
    dir: 'packages/scenario',
    label: 'scenario',
    may: ['@mafia/kernel', '@mafia/ruleset-kit', '@mafia/forum'],
    what: 'scenario files: schema, runner, checker',
    why: 'scenarios drive any ruleset through the kit; they never know a particular ruleset or the server',
  },
  {
    name: '@mafia/rulesets',
    dir: 'packages/rulesets',
    label: 'rulesets (registry)',
    may: ['@mafia/ruleset-kit', '@mafia/ruleset-*'],
    what: 'the installed rulesets, discovered from each package.json `mafia.ruleset` field (`src/discovered.ts` is generated)',
    why: 'the only place that knows the ruleset packages, so hosts iterate it and no core file names one',
  },
  {
    name: '@mafia/room',
    dir: 'packages/room',
    label: 'room',
    may: ['@mafia/kernel'],
    what: 'serialised commands, durability, feeds and deadlines behind storage ports',
    why: 'the room talks to storage through its ports (ports.ts), so it runs on any store and on in-memory fakes in tests',
  },
  {
    name: '@mafia/db',
    dir: 'packages/db',
    label: 'db',
    may: ['@mafia/room'],
    what: "the room's ports on PostgreSQL (Prisma, embedded or external)",
    why: "the database implements the room's ports and nothing else; one schema and one migration history",
  },
  {
    name: '@mafia/api',
    dir: 'packages/api',
    label: 'api',
    may: ['@mafia/kernel', '@mafia/room', '@mafia/db', '@mafia/ruleset-kit', '@mafia/forum', '@mafia/i18n', '@mafia/view-patch'],
    what: 'tRPC: validate → room → the caller’s view; live updates as patches',
    why: 'the API is thin: rulesets come in through its services (apps/server passes the registry), never by import',
  },
  {
    name: '@mafia/server',
    dir: 'apps/server',
    label: 'apps/server',
    // @mafia/cli: the simulator plays the setup editor's balance estimate (issue #22).
    may: ['@mafia/api', '@mafia/db', '@mafia/room', '@mafia/ruleset-kit', '@mafia/rulesets', '@mafia/cli'],
    what: 'the HTTP server: wires the registry, the database, the simulator and the API',
    why: 'the server composes the layers below it; game logic stays in them',
  },
  {
    name: '@mafia/cli',
    dir: 'apps/cli',
    label: 'apps/cli',
    may: ['@mafia/kernel', '@mafia/scenario', '@mafia/forum', '@mafia/ruleset-kit', '@mafia/rulesets', '@mafia/i18n'],
    what: 'the `mafia` command (scenarios, traces, checks)',
    why: 'the CLI runs rulesets without storage: it never needs the room, the database or the API',
  },
  {
    name: '@mafia/web',
    dir: 'apps/web',
    label: 'apps/web',
    may: ['@mafia/i18n', '@mafia/view-patch', '@mafia/forum'],
    typesOnly: ['@mafia/kernel', '@mafia/server'],
    what: 'the React client',
    why: 'server code (and its secrets) must never be bundled into the browser: kernel view types and `AppRouter` come in as `import type` only',
  },
  {
    name: '@mafia/bench',
    dir: 'bench',
    label: 'bench',
    offDiagram: true,
    sources: ['*.ts'],
    may: ['@mafia/kernel', '@mafia/resolver', '@mafia/ruleset-kit', '@mafia/rulesets', '@mafia/ruleset-*', '@mafia/db', '@mafia/room', '@mafia/api'],
    what: 'benchmarks of the resolver, a ruleset and the server',
    why: 'benchmarks measure the layers they name and are never imported',
  },
  {
    name: '@mafia/tooling',
    dir: 'tooling',
    label: 'tooling',
    offDiagram: true,
    sources: ['*.js'],
    may: [],
    what: 'this table and the repository checks',
    why: 'repository checks read files; they import no package of ours',
  },
];

/** Matches a package name against a table name (`@mafia/ruleset-*` covers every plugin, not the kit). */
export function nameMatches(pattern, name) {
  if (!pattern.endsWith('*')) return pattern === name;
  return name.startsWith(pattern.slice(0, -1)) && name !== '@mafia/ruleset-kit';
}

/** The layer of a package name, or undefined. */
export function layerOf(name) {
  return LAYERS.find((layer) => nameMatches(layer.name, name));
}

/** May `from` import `to` at runtime (true), as a type only ('types'), or not at all (false)? */
export function mayImport(from, to) {
  const layer = layerOf(from);
  if (layer === undefined) return false;
  if (layer.may.some((allowed) => nameMatches(allowed, to))) return true;
  if ((layer.typesOnly ?? []).some((allowed) => nameMatches(allowed, to))) return 'types';
  return false;
}

const list = (names) => (names.length === 0 ? 'nothing of ours' : names.join(', '));

/** The lint message for an import outside a layer's allowlist. */
export function layerMessage(layer) {
  const types = layer.typesOnly?.length ? ` (and ${layer.typesOnly.join(', ')} as \`import type\` only)` : '';
  return `${layer.label} may import ${list(layer.may)}${types}: ${layer.why} (tooling/layers.js, docs/architecture.md).`;
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A regex (string) matching every `@mafia/*` specifier, with subpaths, except those of `allowed`. */
export function forbiddenRegex(allowed) {
  if (allowed.length === 0) return '^@mafia/';
  const alternatives = allowed.map((name) => {
    const bare = name.slice('@mafia/'.length);
    return bare.endsWith('*') ? `${escapeRegex(bare.slice(0, -1))}(?!kit(?:/|$))[^/]+` : escapeRegex(bare);
  });
  return `^@mafia/(?!(?:${alternatives.join('|')})(?:/|$))`;
}

/** Relative imports that climb into another package's sources (review §8.2: `../../gorny/src/index`). */
export const RELATIVE_ESCAPES = [
  { regex: '^(?:\\.\\./)+[^./][^/]*/(?:.*/)?src(?:/|$)', message: "Do not reach into another package's src/ by a relative path: import the package by name, if its layer allows it (tooling/layers.js)." },
];

/** The Mermaid diagram of the table: an arrow for each allowed import (dashed: type only). */
export function renderDiagram() {
  const id = (label) => label.replace(/[^a-z0-9]+/gi, '_');
  const lines = ['```mermaid', 'flowchart BT'];
  const drawn = LAYERS.filter((layer) => !layer.offDiagram);
  for (const layer of drawn) lines.push(`  ${id(layer.label)}["${layer.label}"]`);
  for (const layer of drawn) {
    for (const target of layer.may) lines.push(`  ${id(layer.label)} --> ${id(layerOf(target.replace('*', 'x'))?.label ?? target)}`);
    for (const target of layer.typesOnly ?? []) lines.push(`  ${id(layer.label)} -. type .-> ${id(layerOf(target)?.label ?? target)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The Markdown table of the layers: what each is, what it may import, and why. */
export function renderTable() {
  const rows = ['| Package | What it is | May import (runtime) | Why |', '|---|---|---|---|'];
  for (const layer of LAYERS) {
    const types = layer.typesOnly?.length ? `; types only: ${layer.typesOnly.map((n) => `\`${n}\``).join(', ')}` : '';
    const may = layer.may.length === 0 ? 'nothing of ours' : layer.may.map((n) => `\`${n}\``).join(', ');
    rows.push(`| \`${layer.dir}\` | ${layer.what} | ${may}${types} | ${layer.why} |`);
  }
  return rows.join('\n');
}

export const GENERATED_BEGIN = '<!-- generated from tooling/layers.js: pnpm --filter @mafia/tooling docs -->';
export const GENERATED_END = '<!-- end of generated layers -->';

/** The generated part of docs/architecture.md. */
export function renderLayersDoc() {
  return [GENERATED_BEGIN, '', renderDiagram(), '', renderTable(), '', GENERATED_END].join('\n');
}
