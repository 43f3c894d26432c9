import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@mafia/db';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hooks, no flushing (the crash test). */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs `src/main.ts` as its own process on `databaseUrl`, resolving once /healthz answers 200. */
export async function spawnServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      MAFIA_MIGRATE: 'false',
      MAFIA_SCHEDULER_INTERVAL_MS: '50',
      MAFIA_LEASE_TTL_MS: '2000',
      // Every test client signs up from 127.0.0.1.
      MAFIA_SIGNUPS_PER_ADDRESS: '1000000',
      MAFIA_SIGNINS_PER_ADDRESS: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (waited > 60_000) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
