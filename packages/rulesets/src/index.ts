/**
 * @mafia/rulesets — the explicit list of rulesets the platform ships (architecture: "api uses
 * rulesets via an explicit registry list"). No global registration: a ruleset exists for the
 * server, the CLI and the scenario runner exactly when it is listed here.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { gorny } from '@mafia/ruleset-gorny';
import { russianExtended } from '@mafia/ruleset-russian-extended';
import { mafia1923 } from '@mafia/ruleset-mafia-1923';
import { conanBo } from '@mafia/ruleset-conan-bo';

/**
 * One line per ruleset package. Authors of gorny, mafia-1923, russian-extended and conan-bo:
 * add your import above and your ruleset to this list (its `id` becomes the registry key).
 */
export const rulesets: readonly Ruleset[] = [
  sandbox,
  gorny,
  russianExtended,
  mafia1923,
  conanBo,
];

export const registry: Record<string, Ruleset> = Object.fromEntries(rulesets.map((ruleset) => [ruleset.id, ruleset]));

export function getRuleset(id: string): Ruleset | undefined {
  return Object.hasOwn(registry, id) ? registry[id] : undefined;
}

export const rulesetIds = (): string[] => Object.keys(registry).sort();
