import { fileURLToPath } from 'node:url';
import { runConformance } from '@mafia/ruleset-kit';
import { checkScenario, playedGame, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

describe('scenario files', () => {
  it.each(scenarioFiles(dir).map((f) => [f.slice(dir.length + 1), f]))('%s', (_name, file) => {
    const checked = checkScenario(file, russianExtended);
    expect(checked.failures).toEqual([]);
    // Replay determinism, no view leaks, complete locales, on every file's game.
    if (checked.run) expect(runConformance(russianExtended, [playedGame(checked.run)])).toEqual([]);
  });
});
