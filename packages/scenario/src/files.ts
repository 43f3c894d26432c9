import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkScenarioText, runScenarioText, type CheckResult, type RunResult } from './check';
import { formatOf } from './load';
import type { RulesetSource } from './rulesets';

const SCENARIO_FILE = /\.(ya?ml|json)$/i;

export const isScenarioFile = (path: string): boolean => SCENARIO_FILE.test(path);

/** The scenario files under `dir` (recursively), sorted, so tests and `check` run in a stable order. */
export function scenarioFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...scenarioFiles(path));
    else if (isScenarioFile(name)) out.push(path);
  }
  return out;
}

export function runScenarioFile(path: string, rulesets: RulesetSource): RunResult {
  return runScenarioText(readFileSync(path, 'utf8'), formatOf(path), rulesets);
}

/** For ruleset tests: `expect(checkScenario(file, myRuleset).failures).toEqual([])`. */
export function checkScenario(path: string, rulesets: RulesetSource): CheckResult {
  return checkScenarioText(readFileSync(path, 'utf8'), formatOf(path), rulesets);
}
