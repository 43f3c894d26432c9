/**
 * The only reader of `process.env` in the server (style rule 17): every setting is parsed and
 * defaulted here, once, and the rest of the code receives a typed `ServerEnv`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** An external PostgreSQL; without it the server starts its embedded one. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgresql://')
    .optional(),
  /** Where the embedded PostgreSQL keeps its data. */
  MAFIA_DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data', 'postgres')),
  /** The built web client, served at `/` when present. */
  MAFIA_WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  /** How often stored deadlines are polled. */
  MAFIA_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** How long this process keeps a game's timers after taking them; a dead process's games move after this. */
  MAFIA_LEASE_TTL_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** This process's name in the lease table (default: host name, pid and a random suffix). */
  MAFIA_INSTANCE_ID: z.string().min(1).max(120).optional(),
  /** Mark cookies Secure (behind https). */
  MAFIA_SECURE_COOKIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Run `prisma migrate deploy` at start (on by default; several processes may all do it safely). */
  MAFIA_MIGRATE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  MAFIA_LOG: z.enum(['silent', 'info']).default('info'),
  /** Connections of the hot-path `pg` pool (event log, NOTIFY). */
  MAFIA_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The largest request body accepted, in bytes (413 beyond it; issue #13). The largest input (a
   * 20,000-character post, will or note) is at most about 60 KiB of JSON in UTF-8, and the web
   * client batches a few calls into one request: 128 KiB.
   */
  MAFIA_MAX_BODY_BYTES: z.coerce.number().int().min(1_024).max(16 * 1024 * 1024).default(128 * 1024),
  /**
   * The largest body of `forum.importPages` (issue #23): saved forum thread pages, 20–300 KiB each,
   * several at once. Only that procedure's path gets it.
   */
  MAFIA_MAX_IMPORT_BYTES: z.coerce.number().int().min(1_024).max(64 * 1024 * 1024).default(8 * 1024 * 1024),
  /**
   * Behind a reverse proxy: trust the last `X-Forwarded-For` address for rate limits. Off by
   * default, because without a proxy any client could send the header and pick its own address.
   */
  MAFIA_TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Accounts created per client address per hour (sign-up floods; tests raise it). */
  MAFIA_SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Sign-in attempts per client address per minute, whatever the username (password spraying). */
  MAFIA_SIGNINS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** How many games' states a process keeps in memory (least recently used out first). */
  MAFIA_CACHED_GAMES: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  /** A room snapshot every this many events of a game (also at every phase end): issue #19. */
  MAFIA_SNAPSHOT_EVERY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * Let hosts set webhooks to loopback and private addresses (issue #21): only for a self-hosted
   * setup whose bot runs on the operator's own network. Off, such URLs are refused at `webhook.set`
   * and at every delivery (server-side request forgery; docs/webhooks.md).
   */
  MAFIA_WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type ServerEnv = z.infer<typeof schema>;

export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`invalid environment:\n${problems}`);
  }
  return parsed.data;
}
