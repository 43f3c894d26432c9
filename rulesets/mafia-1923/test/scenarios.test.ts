import { fileURLToPath } from 'node:url';
import { checkScenario, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { mafia1923 } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

describe('scenario files (rulesets/mafia-1923/scenarios)', () => {
  const files = scenarioFiles(dir);

  it('there are scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [f.slice(dir.length + 1), f]))('%s', (_name, file) => {
    expect(checkScenario(file, mafia1923).failures).toEqual([]);
  });
});
