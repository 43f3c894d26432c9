/**
 * Applies the committed migrations (prisma/migrations) to a database by running the package's own
 * Prisma CLI (`migrate deploy`) with prisma.config.ts, which reads the target from DATABASE_URL.
 * Works the same on the embedded server and on an external one; nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toDatabaseUrl, type ConnectionParams } from './params';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'prisma', 'migrations');
const CONFIG_PATH = path.join(PACKAGE_ROOT, 'prisma.config.ts');

export interface PrismaCliResult {
  exitCode: number;
  output: string;
}

/** Runs `prisma <args>` against `params`; resolves with its output, rejects on failure. */
export async function runPrismaCli(
  params: ConnectionParams,
  args: readonly string[],
  timeoutMs = 120_000,
): Promise<PrismaCliResult> {
  const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');
  const child = spawn(process.execPath, [cli, ...args, '--config', CONFIG_PATH], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, DATABASE_URL: toDatabaseUrl(params), PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  }).finally(() => clearTimeout(timer));
  if (exitCode !== 0) {
    throw new Error(`prisma ${args.join(' ')} failed (exit ${exitCode}):\n${output}`);
  }
  return { exitCode, output };
}

/** `prisma migrate deploy`: applies pending committed migrations, never creates new ones. */
export async function migrateDatabase(params: ConnectionParams): Promise<PrismaCliResult> {
  return runPrismaCli(params, ['migrate', 'deploy']);
}
