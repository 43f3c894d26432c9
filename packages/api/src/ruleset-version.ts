import type { GameRecord } from '@mafia/db';
import type { RulesetCatalog } from './context';

/**
 * The ruleset package a game was created with next to the one installed now (issue #20), so the
 * host sees when the rules changed under a game. `differs` is true only when both versions are
 * known and not equal; a game created before versions were recorded has `created: null`.
 */
export interface RulesetVersionInfo {
  packageName: string | null;
  created: string | null;
  installed: string | null;
  differs: boolean;
}

export function rulesetVersionOf(game: GameRecord, rulesets: RulesetCatalog): RulesetVersionInfo {
  const installed = rulesets.packageOf(game.rulesetId);
  const created = game.rulesetVersion ?? null;
  return {
    packageName: game.rulesetPackage ?? installed?.packageName ?? null,
    created,
    installed: installed?.version ?? null,
    differs: created !== null && installed !== undefined && created !== installed.version,
  };
}
