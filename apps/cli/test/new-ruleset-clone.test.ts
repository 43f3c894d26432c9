/**
 * Issue #20, done-when: "a fresh clone: `mafia new ruleset toy-village`, `pnpm install`, then the
 * package's tests, its scenarios and `mafia simulate --ruleset toy-village` pass, with no change
 * outside `rulesets/toy-village/` and the lockfile". Played for real on a clone of this repository's
 * HEAD in a temporary folder: discovery is the package's `mafia.ruleset` field (.pnpmfile.cjs and
 * the root postinstall), so nothing else is edited. The installs prefer the pnpm store (offline
 * where it holds every package; `--offline` alone also needs pnpm's registry metadata cache).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './helpers';

function run(cwd: string, command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a new ruleset in a fresh clone (issue #20)', () => {
  it('is generated, installed and discovered with no change outside its folder and the lockfile; its tests, scenarios and simulation pass', () => {
    const clone = join(mkdtempSync(join(tmpdir(), 'mafia-clone-')), 'repo');
    try {
      expect(run(root, 'git', ['clone', '-q', '--no-hardlinks', root, clone]).status).toBe(0);
      const installed = run(clone, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
      expect(installed.status, installed.output).toBe(0);
      const made = run(clone, 'pnpm', ['-s', 'mafia', 'new', 'ruleset', 'toy-village']);
      expect(made.status, made.output).toBe(0);
      expect(made.output).toContain('linked and discovered @mafia/ruleset-toy-village');
      // The done-when's `pnpm install --offline` then finds everything in place.
      const offline = run(clone, 'pnpm', ['install', '--offline']);
      expect(offline.status, offline.output).toBe(0);
      // Nothing but the new folder and the lockfile's new edge (packages/rulesets/src/discovered.ts is generated, ignored).
      expect(run(clone, 'git', ['status', '--porcelain']).output.trimEnd().split('\n').sort()).toEqual(['?? rulesets/toy-village/', ' M pnpm-lock.yaml'].sort());
      expect(readFileSync(join(clone, 'packages', 'rulesets', 'src', 'discovered.ts'), 'utf8')).toContain("import { toyVillage } from '@mafia/ruleset-toy-village';");

      const tests = run(clone, 'pnpm', ['--filter', '@mafia/ruleset-toy-village', 'test']);
      expect(tests.status, tests.output).toBe(0);
      const scenarios = run(clone, 'pnpm', ['-s', 'mafia', 'scenario', 'check', 'rulesets/toy-village/scenarios']);
      expect(scenarios.status, scenarios.output).toBe(0);
      expect(scenarios.output).toContain('0 failed');
      const simulated = run(clone, 'pnpm', ['-s', 'mafia', 'simulate', '--ruleset', 'toy-village', '--games', '50', '--json']);
      expect(simulated.status, simulated.output).toBe(0);
      const report = JSON.parse(simulated.output.slice(simulated.output.indexOf('{'), simulated.output.lastIndexOf('}') + 1)) as { games: number; errors: unknown[] };
      expect(report).toMatchObject({ games: 50, errors: [] });
    } finally {
      rmSync(join(clone, '..'), { recursive: true, force: true });
    }
  }, 300_000);
});
