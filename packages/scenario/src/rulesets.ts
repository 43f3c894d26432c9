import type { Ruleset } from '@mafia/ruleset-kit';

/**
 * Where the runner finds a scenario's ruleset: one ruleset (a ruleset package's own tests), a list,
 * or a registry keyed by id (`@mafia/rulesets`, which the CLI passes). The scenario package does not
 * import the registry itself, so ruleset packages can test with it without a dependency cycle.
 */
export type RulesetSource = Ruleset | readonly Ruleset[] | Readonly<Record<string, Ruleset>>;

function isRuleset(source: RulesetSource): source is Ruleset {
  return typeof (source as Ruleset).parseSettings === 'function' && typeof (source as Ruleset).id === 'string';
}

export function rulesetList(source: RulesetSource): Ruleset[] {
  if (isRuleset(source)) return [source];
  if (Array.isArray(source)) return [...(source as readonly Ruleset[])];
  return Object.values(source as Readonly<Record<string, Ruleset>>);
}

export function findRuleset(source: RulesetSource, id: string): Ruleset | undefined {
  return rulesetList(source).find((ruleset) => ruleset.id === id);
}
