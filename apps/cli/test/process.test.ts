import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { here } from './helpers';

const cliDir = join(here, '..');

/** The real entry point, as `pnpm mafia` runs it: exit codes travel through the process. */
function spawn(args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync(join(cliDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts', ...args], {
    cwd: cliDir,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: here },
  });
  return { status: result.status, stdout: result.stdout };
}

// Each test spawns a real tsx process: seconds of start-up on a loaded 2-core machine, so a generous budget.
describe('the mafia process', { timeout: 60_000 }, () => {
  it('exits 1 with the summary line when a scenario fails, resolving paths from INIT_CWD', () => {
    const result = spawn(['scenario', 'check', 'scenarios']);
    expect(result.stdout.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    expect(result.status).toBe(1);
  });

  it('exits 2 on a usage error', () => {
    expect(spawn(['frobnicate']).status).toBe(2);
  });
});
