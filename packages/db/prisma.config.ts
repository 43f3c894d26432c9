/**
 * Configuration of the Prisma CLI (generate, migrate). It runs the WebAssembly schema engine
 * through @prisma/adapter-pg, so nothing is downloaded. The target database is DATABASE_URL
 * (with this file present the CLI does not load .env: set the variable yourself).
 * See README.md, "Migrations offline".
 */
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { createCliAdapter, unrefLongTimers } from './src/cli-workarounds';
import { parseDatabaseUrl } from './src/params';

unrefLongTimers();

const root = import.meta.dirname;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(root, 'prisma', 'schema.prisma'),
  migrations: { path: path.join(root, 'prisma', 'migrations') },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('Set DATABASE_URL to the database the Prisma CLI should use.');
    return createCliAdapter(parseDatabaseUrl(url));
  },
});
