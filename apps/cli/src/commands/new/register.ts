import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverRulesets, renderDiscovered } from '@mafia/rulesets/discover';

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

/** `packages/rulesets/package.json` with `packageName` added to its dependencies (appended). */
export function withRulesetDependency(manifestJson: string, packageName: string): string {
  const manifest = JSON.parse(manifestJson) as { dependencies?: Record<string, string> };
  manifest.dependencies = { ...manifest.dependencies, [packageName]: 'workspace:*' };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Registers a new ruleset package (docs/adding-a-ruleset.md, step 7): the registry depends on it,
 * `src/discovered.ts` is regenerated from every `mafia.ruleset` field, and pnpm links it, preferring the
 * store (the package's dependencies are the workspace's own; `--offline` fails where the store lacks a
 * registry metadata file, e.g. typescript's). Returns the steps done, or
 * throws with what to run by hand.
 */
export function registerRuleset(root: string, packageName: string, install: boolean): string[] {
  const done: string[] = [];
  const registryManifest = join(root, 'packages/rulesets/package.json');
  writeFileSync(registryManifest, withRulesetDependency(readFileSync(registryManifest, 'utf8'), packageName));
  done.push(`added ${packageName} to packages/rulesets/package.json`);
  writeFileSync(join(root, 'packages/rulesets/src/discovered.ts'), renderDiscovered(discoverRulesets(root)));
  done.push('regenerated packages/rulesets/src/discovered.ts');
  if (!install) return done;
  // CI=true makes pnpm refuse lockfile changes unless told; the new package changes the lockfile.
  const result = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `pnpm install --prefer-offline failed (${result.error?.message ?? `exit ${String(result.status)}`}):\n${result.stderr || result.stdout}\n` +
        'Run `CI=true pnpm install --no-frozen-lockfile` (online) in the repository root.',
    );
  }
  done.push('linked it with pnpm install --prefer-offline (pnpm-lock.yaml updated)');
  return done;
}
