import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, here } from './helpers';

const passing = join(here, 'scenarios', 'passing.yaml');

describe('mafia scenario check', () => {
  it('ends with "N passed, M failed" and exits 0 when every file passes', () => {
    const result = cli(['scenario', 'check', passing]);
    expect(result.stdout).toBe('1 passed, 0 failed\n');
    expect(result.code).toBe(0);
  });

  it('prints one line per unmet expectation and exits 1', () => {
    const result = cli(['scenario', 'check', 'scenarios/passing.yaml', 'scenarios/failing.yaml'], here);
    expect(result.stdout.split('\n')).toEqual([
      'scenarios/failing.yaml: phases[0] (night 1) expect.dead: expected [Dan], got [Cat]',
      '1 passed, 1 failed',
      '',
    ]);
    expect(result.code).toBe(1);
  });

  it('takes absolute paths', () => {
    expect(cli(['scenario', 'check', join(here, 'scenarios', 'failing.yaml')]).stdout).toMatch(/^apps\/cli\/test\/scenarios\/failing\.yaml: phases\[0\]/);
  });

  it('expands directories and globs', () => {
    expect(cli(['scenario', 'check', 'scenarios'], here).stdout).toMatch(/1 passed, 1 failed\n$/);
    expect(cli(['scenario', 'check', 'scenarios/pass*.yaml'], here).stdout).toBe('1 passed, 0 failed\n');
    expect(cli(['scenario', 'check', '**/*.yaml'], here).stdout).toMatch(/1 passed, 1 failed\n$/);
  });

  it('checks the sandbox ruleset scenario files from the repository root', () => {
    const result = cli(['scenario', 'check', 'rulesets/sandbox/scenarios']);
    expect(result.stdout).toMatch(/^\d+ passed, 0 failed\n$/);
    expect(result.code).toBe(0);
  });

  it('counts a missing file as failed', () => {
    const result = cli(['scenario', 'check', 'scenarios/nope.yaml'], here);
    expect(result.stdout).toBe('scenarios/nope.yaml: no such file\n0 passed, 1 failed\n');
    expect(result.code).toBe(1);
  });

  it('is a usage error without files', () => {
    expect(cli(['scenario', 'check']).code).toBe(2);
    expect(cli(['scenario', 'check', 'no-such-dir/*.yaml']).code).toBe(2);
  });
});

describe('mafia scenario run', () => {
  it('prints the outcome as JSON', () => {
    const result = cli(['scenario', 'run', passing]);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout) as { phases: Array<{ phase: string; deaths: string[]; results: Record<string, unknown[]> }>; result: unknown };
    expect(output.phases[0]).toMatchObject({ phase: 'night 1', deaths: ['Cat'], results: { Bob: [{ kind: 'investigation', target: 'Ann', value: 'mafia' }] } });
    expect(output.result).toBeNull();
  });

  it('prints the same output twice', () => {
    expect(cli(['scenario', 'run', passing]).stdout).toBe(cli(['scenario', 'run', passing]).stdout);
  });

  it('explains the nights with --trace', () => {
    const lines = cli(['scenario', 'run', '--trace', passing]).stdout.split('\n');
    expect(lines).toContain('== night 1 ==');
    expect(lines).toContain('  kill Cat: happens');
    expect(lines).toContain('  died: Cat');
  });

  it('reads out each will once, with --trace, in the phase its author is eliminated', () => {
    const wills = join(here, '..', '..', '..', 'rulesets', 'sandbox', 'scenarios', 'last-wills.yaml');
    const lines = cli(['scenario', 'run', '--trace', wills]).stdout.split('\n');
    const day1 = lines.indexOf('== day 1 ==');
    const night1 = lines.indexOf('== night 1 ==');
    expect(lines.indexOf('  will of Dan: "Plain villager. Fay was quick to vote me."')).toBeGreaterThan(day1);
    expect(lines.indexOf('  will of Dan: "Plain villager. Fay was quick to vote me."')).toBeLessThan(night1);
    expect(lines.filter((line) => line.startsWith('  will of Dan:'))).toHaveLength(1);
    expect(lines.indexOf('  will of Bob: "Cop. N1: Fay."')).toBeGreaterThan(night1);
  });

  it('reports file problems with their path and exits 1', () => {
    const result = cli(['scenario', 'run', 'test/broken/broken.yml'], join(here, '..'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('test/broken/broken.yml: phases[0].actions[0].actor: unknown player "Zed"\n');
  });

  it('is a usage error with no file or an unknown option', () => {
    expect(cli(['scenario', 'run']).code).toBe(2);
    expect(cli(['scenario', 'run', '--frobnicate', passing]).code).toBe(2);
    expect(cli(['scenario', 'explode']).code).toBe(2);
  });
});
