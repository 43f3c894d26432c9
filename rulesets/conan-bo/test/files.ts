/**
 * The ruleset's scenario files, read once for the tests: the raw YAML, the part the scenario
 * package already parses (typed), and the proposed syntax (test/proposed.ts).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, scenarioFiles, type Scenario } from '@mafia/scenario';
import { parse } from 'yaml';
import { splitProposed, type ProposedUse } from './proposed';

export const SCENARIO_DIR = fileURLToPath(new URL('../scenarios', import.meta.url));

export interface ScenarioFile {
  name: string;
  text: string;
  raw: unknown;
  proposed: ProposedUse[];
  /** The file as `@mafia/scenario` parses it once the proposed syntax is taken out. */
  scenario: Scenario | null;
  problems: string[];
}

export function loadScenarioFiles(): ScenarioFile[] {
  return scenarioFiles(SCENARIO_DIR).map((path) => {
    const text = readFileSync(path, 'utf8');
    const raw: unknown = parse(text);
    const { standard, proposed } = splitProposed(raw);
    const parsed = parseScenario(JSON.stringify(standard), 'json');
    return {
      name: basename(path),
      text,
      raw,
      proposed,
      scenario: parsed.ok ? parsed.scenario : null,
      problems: parsed.ok ? [] : parsed.problems,
    };
  });
}

/** The scenario of a file that parsed (tests of contents run after the parse test). */
export function scenarioOf(file: ScenarioFile): Scenario {
  if (!file.scenario) throw new Error(`${file.name} does not parse: ${file.problems.join('; ')}`);
  return file.scenario;
}
