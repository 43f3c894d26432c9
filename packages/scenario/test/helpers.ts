import { stringify } from 'yaml';
import { checkScenarioText, runScenarioText, type CheckResult, type ScenarioRun } from '../src';
import { fixture } from './fixture';

export const players = [
  { name: 'Ann', role: 'goon' },
  { name: 'Bob', role: 'cop' },
  { name: 'Cat', role: 'doctor' },
  { name: 'Dan', role: 'villager' },
  { name: 'Eve', role: 'villager', modifiers: ['bulletproof-1'] },
  { name: 'Fay', role: 'silencer' },
];

export type Phase = Record<string, unknown>;

export function scenario(phases: Phase[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'test', ruleset: 'fixture', seed: 't', players, phases, ...extra };
}

export const asYaml = (value: unknown): string => stringify(value);

export function check(phases: Phase[], extra: Record<string, unknown> = {}): CheckResult {
  return checkScenarioText(asYaml(scenario(phases, extra)), 'yaml', fixture);
}

export function run(phases: Phase[], extra: Record<string, unknown> = {}): ScenarioRun {
  const result = runScenarioText(asYaml(scenario(phases, extra)), 'yaml', fixture);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.run;
}
