import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');

/** A free port, chosen once in the runner; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

process.env['MAFIA_E2E_PORT'] ??= String(await freePort());
// A fresh embedded database for every run, under a temp dir.
process.env['MAFIA_E2E_DATA'] ??= mkdtempSync(path.join(tmpdir(), 'mafia-e2e-'));
// The rulesets the server installs, so each gets a game: read once, from the server package itself.
process.env['MAFIA_E2E_RULESETS'] ??=
  execFileSync('pnpm', ['exec', 'tsx', '-e', "import('@mafia/server').then((m) => { console.log(JSON.stringify(m.installedRulesets.map((r) => r.id))); process.exit(0); })"], {
    cwd: here,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop() ?? '[]';

const port = Number(process.env['MAFIA_E2E_PORT']);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 900_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium: Playwright cannot download a browser here (stack notes).
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
  webServer: {
    command: 'pnpm exec tsx src/main.ts',
    cwd: serverDir,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MAFIA_DATA_DIR: path.join(process.env['MAFIA_E2E_DATA'], 'postgres'),
      MAFIA_WEB_DIST: path.join(here, 'dist'),
      MAFIA_LOG: 'silent',
      MAFIA_SCHEDULER_INTERVAL_MS: '200',
      // Every browser of the suite signs up from 127.0.0.1.
      MAFIA_SIGNUPS_PER_ADDRESS: '1000000',
      MAFIA_SIGNINS_PER_ADDRESS: '1000000',
      // The webhook spec's bot listens on 127.0.0.1 (refused by default: docs/webhooks.md).
      MAFIA_WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});
