import { startServer, type RunningServer } from './app';
import { readEnv } from './env';

/**
 * The process around the server: a start that fails ends the process with exit code 1 and the
 * cause (for the embedded database: PostgreSQL's message and what to do, README "Operations");
 * SIGINT/SIGTERM are honoured at any time, during the start too (issue #13).
 */
let server: RunningServer | null = null;
let stopping = false;

async function stop(signal: NodeJS.Signals, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: shutting down`);
  // Whatever hangs, the process ends: a supervisor's SIGTERM must not be ignored.
  setTimeout(() => process.exit(code), 20_000).unref();
  try {
    await starting.catch(() => undefined);
    await server?.close();
  } finally {
    process.exit(server ? 0 : code);
  }
}
process.on('SIGINT', () => void stop('SIGINT', 130));
process.on('SIGTERM', () => void stop('SIGTERM', 143));

const starting = (async () => {
  const env = readEnv();
  server = await startServer({ env });
})();

try {
  await starting;
} catch (error) {
  if (!stopping) {
    console.error(`[server] could not start:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
