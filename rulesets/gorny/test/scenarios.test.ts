import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { gorny } from '../src';
import { loadScenario, runScenario } from './scenario-loader';

const dir = join(__dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

describe('seed 001 worked examples as scenario files', () => {
  const played = files.map((file) => ({ file, ...runScenario(loadScenario(join(dir, file))) }));

  it.each(played.map((p) => [p.file, p] as const))('%s comes out as the seed says', (_file, p) => {
    expect(p.problems).toEqual([]);
  });

  it('the conformance suite passes over every scenario game', () => {
    expect(runConformance(gorny, played.map((p) => p.game))).toEqual([]);
  });
});
