// Sums the test counts that Vitest and Playwright printed during `pnpm test` into one closing
// line, `N passed, M failed`, so the whole suite reads as one result. Usage: node .ci/summarize.mjs LOG
// It exits 1 when a test failed or no suite reported: a runner that exits 0 after a failed test (it
// happened: a dependency's exit hook called process.exit(0)) must not turn CI green.
import { readFileSync } from 'node:fs';

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const lines = strip(readFileSync(process.argv[2], 'utf8')).split('\n');
let passed = 0;
let failed = 0;
let suites = 0;
// Turbo: " Tasks:    58 successful, 61 total". A run cut short (a signal, an out-of-memory kill) can
// still exit 0 after "Shutting down Turborepo tasks...": every task must have succeeded.
const unfinished = [];
for (const line of lines) {
  const turbo = /^\s*Tasks:\s+(\d+) successful, (\d+) total\s*$/.exec(line);
  if (turbo && turbo[1] !== turbo[2]) unfinished.push(`${turbo[1]} of ${turbo[2]} turbo tasks succeeded`);
  // Vitest: "      Tests  3 failed | 151 passed (154)"
  const vitest = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    suites += 1;
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  // Playwright: "  12 passed (40.1s)", "  12 passed (5.0m)" and "  1 failed"
  const pwPassed = /^(?:\S+:\s+)?\s*(\d+) passed \([\d.]+(?:ms|s|m|h)\)\s*$/.exec(line);
  if (pwPassed) {
    suites += 1;
    passed += Number(pwPassed[1]);
    continue;
  }
  const pwFailed = /^(?:\S+:\s+)?\s*(\d+) failed\s*$/.exec(line);
  if (pwFailed) failed += Number(pwFailed[1]);
}
console.log(`test suites reported: ${suites}`);
console.log(`${passed} passed, ${failed} failed`);
for (const line of unfinished) console.log(line);
if (failed > 0 || suites === 0 || unfinished.length > 0) process.exitCode = 1;
