import type { Ruleset } from '@mafia/ruleset-kit';
import { getRulesetPackage, rulesets } from '@mafia/rulesets';

/**
 * The rulesets this server offers: exactly the packages @mafia/rulesets discovers (their
 * `package.json` `mafia.ruleset` field); nothing in the server, the API or the room names a ruleset.
 */
export const installedRulesets: readonly Ruleset[] = rulesets;

/** The installed package and version of a ruleset, recorded by each new game (issue #20). */
export function installedRulesetPackage(id: string): { packageName: string; version: string } | undefined {
  const found = getRulesetPackage(id);
  return found && { packageName: found.packageName, version: found.version };
}

/**
 * The ruleset version stored with each room snapshot (issue #19). A state is the fold of kernel
 * events by the kernel's `evolve` alone (a ruleset decides which events happen; it never folds
 * them), so the kernel's KERNEL_STATE_VERSION is what guards a snapshot's meaning. The ruleset
 * packages are all version 0.0.0, so their versions would tell nothing: bump this constant if a
 * ruleset change ever has to discard stored snapshots (a cold load then replays the log).
 */
export const SNAPSHOT_RULESET_VERSION = '1';
