import { fileURLToPath } from 'node:url';
import { runConformance } from '@mafia/ruleset-kit';
import { checkScenario, playedGame, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

// A file plays a whole game and then its conformance replays (1–2 s alone); CI runs every package at
// once on two shared cores, where the longest files passed 5 s. Not a timed test: the limit only catches a hang.
const FILE_TIMEOUT_MS = 60_000;

describe('scenario files', () => {
  it.each(scenarioFiles(dir).map((f) => [f.slice(dir.length + 1), f]))('%s', { timeout: FILE_TIMEOUT_MS }, (_name, file) => {
    const checked = checkScenario(file, russianExtended);
    expect(checked.failures).toEqual([]);
    // Replay determinism, no view leaks, complete locales, on every file's game.
    if (checked.run) expect(runConformance(russianExtended, [playedGame(checked.run)])).toEqual([]);
  });
});
