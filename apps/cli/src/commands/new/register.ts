import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The folder holding pnpm-workspace.yaml at or above `from`, or null outside a workspace. */
export function findWorkspaceRoot(from: string): string | null {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = join(dir, '..');
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Registers a new ruleset package (docs/adding-a-ruleset.md): nothing to edit, since its
 * `mafia.ruleset` field is its registration. `pnpm install` links it (the install hook in
 * `.pnpmfile.cjs` makes `@mafia/rulesets` depend on it; pnpm-lock.yaml gains the edge) and the root
 * `postinstall` regenerates `packages/rulesets/src/discovered.ts`. The install prefers the store
 * (the package's dependencies are the workspace's own; `--offline` fails where the store lacks a
 * registry metadata file, e.g. typescript's). Returns the steps done, or throws with what to run.
 */
export function registerRuleset(root: string, packageName: string, install: boolean): string[] {
  if (!install) return [`${packageName} is discovered by its mafia.ruleset field at the next \`pnpm install --prefer-offline\``];
  // CI=true makes pnpm refuse lockfile changes unless told; the new package changes the lockfile.
  const result = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `pnpm install --prefer-offline failed (${result.error?.message ?? `exit ${String(result.status)}`}):\n${result.stderr || result.stdout}\n` +
        'Run `CI=true pnpm install --no-frozen-lockfile` (online) in the repository root.',
    );
  }
  return [`linked and discovered ${packageName} with pnpm install --prefer-offline (pnpm-lock.yaml updated, packages/rulesets/src/discovered.ts regenerated)`];
}
