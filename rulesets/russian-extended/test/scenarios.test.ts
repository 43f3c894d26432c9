import { fileURLToPath } from 'node:url';
import { checkScenario, scenarioFiles } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '../src';

const dir = fileURLToPath(new URL('../scenarios', import.meta.url));

describe('scenario files', () => {
  it.each(scenarioFiles(dir).map((f) => [f.slice(dir.length + 1), f]))('%s', (_name, file) => {
    expect(checkScenario(file, russianExtended).failures).toEqual([]);
  });
});
