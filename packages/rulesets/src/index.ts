/**
 * @mafia/rulesets — the rulesets the platform ships, found by discovery (issue #20): every
 * `rulesets/*` package whose `package.json` has `mafia.ruleset` (the export that is the ruleset).
 * `discover.ts` writes `src/discovered.ts` from those fields; `test/discovery.test.ts` fails when
 * it is stale. No global registration: the server, the CLI and the scenario runner see exactly
 * the discovered packages.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { discoveredRulesets } from './discovered';
import type { RulesetPackage } from './ruleset-package';

export type { RulesetPackage } from './ruleset-package';

/** Every discovered ruleset with its package name and installed version. */
export const rulesetPackages: readonly RulesetPackage[] = discoveredRulesets;

export const rulesets: readonly Ruleset[] = rulesetPackages.map((entry) => entry.ruleset);

export const registry: Record<string, Ruleset> = Object.fromEntries(rulesets.map((ruleset) => [ruleset.id, ruleset]));

const packagesById: Record<string, RulesetPackage> = Object.fromEntries(
  rulesetPackages.map((entry) => [entry.ruleset.id, entry]),
);

export function getRuleset(id: string): Ruleset | undefined {
  return Object.hasOwn(registry, id) ? registry[id] : undefined;
}

/** The package a ruleset id came from and its installed version (what a new game records). */
export function getRulesetPackage(id: string): RulesetPackage | undefined {
  return Object.hasOwn(packagesById, id) ? packagesById[id] : undefined;
}

export const rulesetIds = (): string[] => Object.keys(registry).sort();
