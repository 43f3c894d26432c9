/**
 * Runs every benchmark script in this folder, one after another (they share two cores), and
 * prints their figures. `pnpm bench` from the repo root; one script: `pnpm exec tsx bench/<name>.ts`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts' && !f.endsWith('.d.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n## ${script}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, script)], { stdio: 'inherit', cwd: join(here, '..') });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
