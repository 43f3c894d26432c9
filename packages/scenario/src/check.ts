import { checkAfterGame } from './after-game';
import { checkPhase } from './expect';
import { loadScenario, type ScenarioFormat } from './load';
import type { RulesetSource } from './rulesets';
import { runScenario, type ScenarioRun } from './runner';

export type RunResult = { ok: true; run: ScenarioRun } | { ok: false; problems: string[] };

export interface CheckResult {
  /** Unmet expectations and problems, one readable line each; empty when the scenario passes. */
  failures: string[];
  /** Absent when the file could not be loaded or the engine crashed. */
  run?: ScenarioRun;
}

/** Loads and runs a scenario's text. File problems come back as values; engine bugs throw. */
export function runScenarioText(source: string, format: ScenarioFormat, rulesets: RulesetSource): RunResult {
  const loaded = loadScenario(source, format, rulesets);
  if (!loaded.ok) return loaded;
  return { ok: true, run: runScenario(loaded.scenario, rulesets) };
}

/**
 * Every problem of the run (unexpected rejections, unreachable phases...) and every unmet
 * expectation. An engine crash is reported as a failure, never swallowed silently.
 */
export function checkRun(run: ScenarioRun): string[] {
  const failures = [...run.output.problems];
  run.scenario.phases.forEach((phase, index) => {
    const report = run.reports[index];
    if (phase.expect && report) failures.push(...checkPhase(index, phase.expect, report));
  });
  if (run.scenario.afterGame) failures.push(...checkAfterGame(run.scenario.afterGame, run.output.afterGame ?? null, run.afterGameRefusals));
  return failures;
}

export function checkScenarioText(source: string, format: ScenarioFormat, rulesets: RulesetSource): CheckResult {
  let result: RunResult;
  try {
    result = runScenarioText(source, format, rulesets);
  } catch (error) {
    return { failures: [`engine error: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (!result.ok) return { failures: result.problems };
  return { failures: checkRun(result.run), run: result.run };
}
