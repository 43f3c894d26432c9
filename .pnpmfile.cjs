// Ruleset discovery (issue #20, docs/adding-a-ruleset.md): a ruleset is any package under
// `rulesets/*` whose package.json declares `"mafia": { "ruleset": "<export>" }`. Nobody lists them
// by hand: at install time this hook makes `@mafia/rulesets` depend on every such package
// (`workspace:*`), so the lockfile carries the edge (turbo's build order, TypeScript resolution and
// the server's bundle follow it), and the root `postinstall` writes
// `packages/rulesets/src/discovered.ts` from the same scan (packages/rulesets/discover.ts).
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

function rulesetPackages() {
  const base = join(__dirname, 'rulesets');
  if (!existsSync(base)) return [];
  const names = [];
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    const manifest = join(base, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.mafia && pkg.mafia.ruleset !== undefined && typeof pkg.name === 'string') names.push(pkg.name);
  }
  return names.sort();
}

module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name !== '@mafia/rulesets') return pkg;
      const dependencies = { ...(pkg.dependencies || {}) };
      for (const name of rulesetPackages()) if (dependencies[name] === undefined) dependencies[name] = 'workspace:*';
      return { ...pkg, dependencies };
    },
  },
};
