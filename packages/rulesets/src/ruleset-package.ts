import type { Ruleset } from '@mafia/ruleset-kit';

/** A ruleset with the package it came from: a game records both at creation (issue #20). */
export interface RulesetPackage {
  readonly ruleset: Ruleset;
  /** npm package name, e.g. `@mafia/ruleset-gorny`. */
  readonly packageName: string;
  /** The installed package's `package.json` version. */
  readonly version: string;
}
