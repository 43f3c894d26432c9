/**
 * @mafia/scenario — the scenario file format (YAML or JSON, validated with zod), its runner on the
 * kit's GameDriver, and the expectation checker. docs/scenarios.md documents the format.
 */
export { checkRun, checkScenarioText, runScenarioText, type CheckResult, type RunResult } from './check';
export { checkPhase } from './expect';
export { checkScenario, isScenarioFile, runScenarioFile, scenarioFiles } from './files';
export { formatOf, loadScenario, parseScenario, validateScenario, type LoadResult, type ScenarioFormat } from './load';
export { matchesSubset } from './match';
export { formatPath } from './paths';
export { playedGame } from './played';
export type { FragmentRecord, NoticeRecord, PhaseReport, PollRecord, RejectionRecord, ScenarioOutput, WillRecord } from './report';
export { findRuleset, type RulesetSource } from './rulesets';
export { runScenario, seatsOf, type ScenarioRun } from './runner';
export * from './schema';
