import { join } from 'node:path';
import { checkScenario, playedGame, scenarioFiles } from '@mafia/scenario';
import { runConformance, type PlayedGame } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { gorny } from '../src';

const files = scenarioFiles(join(__dirname, '..', 'scenarios'));

describe('seed 001 worked examples as scenario files', () => {
  const checked = files.map((file) => ({ file: file.slice(file.lastIndexOf('/') + 1), ...checkScenario(file, gorny) }));

  it('has the method-1 example and every RAR example', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(checked.map((c) => [c.file, c] as const))('%s comes out as the seed says', (_file, c) => {
    expect(c.failures).toEqual([]);
  });

  it('the conformance suite passes over every scenario game', () => {
    const games: PlayedGame[] = checked.flatMap((c) => (c.run ? [playedGame(c.run)] : []));
    expect(games).toHaveLength(files.length);
    expect(runConformance(gorny, games)).toEqual([]);
  });
});
