import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConformance } from '@mafia/ruleset-kit';
import { checkScenario, playedGame, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../src';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');
const files = scenarioFiles(dir);

describe('sandbox scenario files', () => {
  it('has scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${file.slice(dir.length + 1)} meets its expectations and passes conformance`, () => {
      const checked = checkScenario(file, sandbox);
      expect(checked.failures).toEqual([]);
      if (!checked.run) throw new Error('the scenario did not run');
      expect(runConformance(sandbox, [playedGame(checked.run)])).toEqual([]);
    });
  }
});
