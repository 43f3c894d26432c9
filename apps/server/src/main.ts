import { startServer } from './app';
import { readEnv } from './env';

const env = readEnv();
const server = await startServer({ env });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: shutting down`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
