import { fileURLToPath } from 'node:url';
import { checkScenario, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { conanBo } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

/**
 * Every scenario file plays as written (`pnpm mafia scenario check rulesets/conan-bo/scenarios`
 * says what a failing one misses). The last four to pass needed the `bo-leader` election:
 * 17, 18, 19 and 35 (issue #14).
 */
describe('scenario files (rulesets/conan-bo/scenarios)', () => {
  const files = scenarioFiles(dir);
  const name = (file: string): string => file.slice(dir.length + 1);

  it('there are at least 36 of them', () => {
    expect(files.length).toBeGreaterThanOrEqual(36);
  });

  it.each(files.map((f) => [name(f), f] as const))('%s', (_, file) => {
    expect(checkScenario(file, conanBo).failures).toEqual([]);
  });
});
