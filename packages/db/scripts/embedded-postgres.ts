// Starts an embedded PostgreSQL and keeps it running until Ctrl-C / SIGTERM, printing its URL on
// stdout. For creating migrations offline (README, "Creating a migration").
//   pnpm --filter @mafia/db db:embedded [dataDir] [port]
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/embedded';
import { toDatabaseUrl } from '../src/params';

const dataDir = path.resolve(process.argv[2] ?? '/tmp/mafia-migrate/postgres');
const port = process.argv[3] ? Number(process.argv[3]) : 54329;
// A scratch cluster keeps the well-known password, so the README's DATABASE_URL works as written.
const server = await startEmbeddedPostgres({ dataDir, port, password: 'mafia' });
console.log(toDatabaseUrl(server.params));
console.error(`data in ${dataDir}; Ctrl-C to stop`);
await new Promise<void>((resolve) => {
  process.once('SIGINT', () => resolve());
  process.once('SIGTERM', () => resolve());
});
await server.stop();
