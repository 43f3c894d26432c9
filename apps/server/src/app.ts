import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { appRouter, catalogOf, createContextFactory, defaultLimits, onGameCommitted, type ApiServices, type ScryptParams } from '@mafia/api';
import {
  AccountRepository,
  connectDatabase,
  GameRepository,
  MemberRepository,
  migrateDatabase,
  parseDatabaseUrl,
  PgChangeFeed,
  ALONE_MARGIN_MS,
  ALONE_WINDOW_MS,
  CHANGE_CHANNEL,
  PgEventStore,
  PgSnapshotStore,
  NoteStore,
  CustomSetupStore,
  ForumGameRepository,
  PostRepository,
  PrismaDeadlineStore,
  PrismaLeaseStore,
  SessionRepository,
  startEmbeddedPostgres,
  WebhookOutbox,
  WebhookStore,
  type ConnectionParams,
  type Database,
  type EmbeddedPostgresServer,
} from '@mafia/db';
import { DeadlineScheduler, type Clock, type GameRooms } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import type { ServerEnv } from './env';
import { installedRulesetPackage, installedRulesets, SNAPSHOT_RULESET_VERSION } from './rulesets';
import { Backoff } from './backoff';
import { IsolatingRooms } from './broken-games';
import { cachedHealth, checkDatabase, type HealthReport } from './health';
import { refuseLargeBody, setSecurityHeaders } from './http-guard';
import { errorText, resumeGames } from './resume';
import { staticHandler } from './static';
import { informedEstimator } from './balance';
import { WebhookDispatcher } from './webhooks';

export interface ServerOptions {
  env: ServerEnv;
  /** An already-migrated database to use instead of DATABASE_URL / the embedded one (tests). */
  database?: Database;
  rulesets?: readonly Ruleset[];
  clock?: Clock;
  log?: (line: string) => void;
  /** scrypt parameters for new password hashes (default: @mafia/api's PASSWORD_PARAMS; tests pass cheaper ones). */
  passwordParams?: ScryptParams;
  /** Waits between a webhook delivery's attempts (default `WebhookDispatcher`'s; tests pass short ones). */
  webhookRetryDelaysMs?: readonly number[];
}

export interface RunningServer {
  url: string;
  port: number;
  instanceId: string;
  services: ApiServices;
  rooms: GameRooms;
  webhooks: WebhookDispatcher;
  scheduler: DeadlineScheduler;
  database: Database;
  close(): Promise<void>;
}

/** The one tRPC path with the larger body limit (`MAFIA_MAX_IMPORT_BYTES`, issue #23). */
const FORUM_IMPORT_PATH = '/trpc/forum.importPages';
export const systemClock: Clock = { now: () => Date.now() };

async function openDatabase(env: ServerEnv, log: (line: string) => void) {
  let embedded: EmbeddedPostgresServer | null = null;
  let params: ConnectionParams;
  if (env.DATABASE_URL) {
    params = parseDatabaseUrl(env.DATABASE_URL);
  } else {
    log(`starting embedded PostgreSQL in ${env.MAFIA_DATA_DIR}`);
    embedded = await startEmbeddedPostgres({ dataDir: env.MAFIA_DATA_DIR, onNotice: log });
    params = embedded.params;
  }
  try {
    if (env.MAFIA_MIGRATE) await migrateDatabase(params);
  } catch (error) {
    // Leave no PostgreSQL behind when the start fails after it came up.
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  return { database: connectDatabase(params, { poolSize: env.MAFIA_DB_POOL_SIZE }), embedded };
}

/**
 * Starts one server process: database (embedded unless DATABASE_URL), migrations, the rooms with
 * their change feed, resumption of every unfinished game, the deadline scheduler, and HTTP
 * (tRPC at /trpc with SSE subscriptions, /healthz, the web client).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { env } = options;
  const log = options.log ?? (env.MAFIA_LOG === 'info' ? (line: string) => console.info(`[server] ${line}`) : () => undefined);
  const clock = options.clock ?? systemClock;
  const instanceId = env.MAFIA_INSTANCE_ID ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let ready = false;
  let health: (() => Promise<HealthReport>) | null = null;

  // Listen first, so /healthz answers 503 while the database starts.
  const trpcHolder: { handle: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null; importHandle: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null } = { handle: null, importHandle: null };
  const serveStatic = staticHandler(env.MAFIA_WEB_DIST);
  const server = http.createServer((req, res) => {
    setSecurityHeaders(res);
    const url = req.url ?? '/';
    if (url === '/healthz' || url.startsWith('/healthz?')) {
      const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!ready || !health) {
        answer(503, { ready: false, instance: instanceId });
        return;
      }
      health().then(
        (report) => answer(report.database === 'ok' ? 200 : 503, { ready, instance: instanceId, ...report }),
        (error: unknown) => answer(503, { ready, instance: instanceId, database: 'down', error: errorText(error) }),
      );
      return;
    }
    // Issue #23: saved forum pages are larger than any other input; only this one procedure takes them.
    if (url.startsWith(FORUM_IMPORT_PATH) && !url.slice(FORUM_IMPORT_PATH.length).startsWith(',') && trpcHolder.importHandle) {
      if (refuseLargeBody(req, res, env.MAFIA_MAX_IMPORT_BYTES)) return;
      trpcHolder.importHandle(req, res);
      return;
    }
    if (url === '/trpc' || url.startsWith('/trpc/')) {
      if (refuseLargeBody(req, res, env.MAFIA_MAX_BODY_BYTES)) return;
      if (!trpcHolder.handle) {
        res.writeHead(503).end();
        return;
      }
      trpcHolder.handle(req, res);
      return;
    }
    serveStatic(req, res).catch(() => res.writeHead(500).end());
  });
  // SSE connections are long-lived; Node's default request timeout would cut them.
  server.requestTimeout = 0;
  // Idle keep-alive sockets must outlive clients' reuse of them (Node's 5 s default races with
  // browsers and fetch reusing a socket the server is closing: ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let embedded: EmbeddedPostgresServer | null = null;
  let database: Database;
  let ownsDatabase = true;
  try {
    if (options.database) {
      database = options.database;
      ownsDatabase = false;
    } else {
      const opened = await openDatabase(env, log);
      database = opened.database;
      embedded = opened.embedded;
    }
  } catch (error) {
    server.close();
    throw error;
  }

  const rulesets = catalogOf(options.rulesets ?? installedRulesets, installedRulesetPackage);
  const games = new GameRepository(database.prisma);
  const webhooks = new WebhookStore(database.prisma);
  // Public events to each game's webhook (issue #21), after the commit and never in its way.
  const webhookDispatcher = new WebhookDispatcher({
    store: webhooks,
    log,
    allowPrivate: env.MAFIA_WEBHOOK_ALLOW_PRIVATE,
    // Deliveries wait in the database until made: a stop does not lose them (resumed below).
    outbox: { store: new WebhookOutbox(database.prisma), owner: instanceId, now: () => clock.now() },
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
  });
  const keepStatus = onGameCommitted(games, () => clock.now());
  const feed = new PgChangeFeed(database.pool, database.params, {
    onError: (error) => log(`change feed: ${error.message}`),
    // Other processes' appends may skip their notice for the alone window: wait them out (below).
    skippersWaitMs: ALONE_WINDOW_MS + ALONE_MARGIN_MS,
  });
  const rooms = new IsolatingRooms({
    // One statement per append with its change notice in it (`notifyChannel`), and group commit:
    // appends made while statements are in flight share the next one (packages/db
    // append-batches.ts). PostgreSQL serialises the commits of transactions that NOTIFY, which cost
    // 10x in p50 at 500 votes/s over 20 games when each vote was its own transaction; batched,
    // a process has at most MAX_IN_FLIGHT of them at a time (bench/server.ts, docs/scaling.md).
    // The notice is skipped while no other process's feed is connected (a lone process would only
    // hear itself); a process that starts waits for appends under way before it serves. Once a
    // look found no other feed, the appends of the next ALONE_WINDOW_MS skip the look too (it cost
    // a quarter of a lone durable vote: docs/scaling.md); every feed waits that out on connecting.
    events: new PgEventStore(database.pool, {
      notifyChannel: CHANGE_CHANNEL,
      ownFeedPid: () => feed.backendPid,
      aloneWindowMs: ALONE_WINDOW_MS,
    }),
    deadlines: new PrismaDeadlineStore(database.prisma),
    feed,
    clock,
    rules: (id) => rulesets.get(id)?.runtime,
    onCommitted: async (commit) => {
      webhookDispatcher.onCommitted(commit);
      await keepStatus(commit);
    },
    maxCachedGames: env.MAFIA_CACHED_GAMES,
    // A cold load reads the newest snapshot and folds only the events after it (issue #19).
    snapshots: {
      store: new PgSnapshotStore(database.pool),
      every: env.MAFIA_SNAPSHOT_EVERY,
      rulesetVersion: (id) => (rulesets.get(id) ? SNAPSHOT_RULESET_VERSION : undefined),
    },
    onError: (error, context) => log(`room ${context}: ${errorText(error)}`),
    // A game whose log stops replaying while the server runs is isolated like one found at start.
    onReplayFailed: (gameId, error) => {
      if (rooms.isBroken(gameId)) return;
      rooms.markBroken(gameId);
      log(`game ${gameId} is broken: ${errorText(error)}`);
      games.markBroken(gameId, errorText(error), clock.now()).catch((e: unknown) => log(`marking game ${gameId} broken: ${errorText(e)}`));
    },
  });
  // A failure from here on (the database gone mid-start) must not leave PostgreSQL or the port held.
  const abandon = async (error: unknown): Promise<never> => {
    server.close();
    await rooms.stop().catch(() => undefined);
    await webhookDispatcher.close().catch(() => undefined);
    await feed.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  };
  // Deliveries a stopped process left in the outbox go out first, ahead of this process's commits.
  await webhookDispatcher.resume().catch(abandon);
  rooms.useRepository(games);
  await rooms.start().catch(abandon);

  const services: ApiServices = {
    accounts: new AccountRepository(database.prisma),
    sessions: new SessionRepository(database.prisma),
    games,
    members: new MemberRepository(database.prisma),
    posts: new PostRepository(database.prisma),
    notes: new NoteStore(database.prisma),
    customSetups: new CustomSetupStore(database.prisma),
    balance: informedEstimator,
    forum: new ForumGameRepository(database.prisma),
    webhooks,
    webhookAllowPrivate: env.MAFIA_WEBHOOK_ALLOW_PRIVATE,
    rooms,
    rulesets,
    clock,
    limits: defaultLimits({ signUpsPerAddressPerHour: env.MAFIA_SIGNUPS_PER_ADDRESS, signInsPerAddressPerMinute: env.MAFIA_SIGNINS_PER_ADDRESS }),
    secureCookies: env.MAFIA_SECURE_COOKIES,
    ...(options.passwordParams ? { passwordParams: options.passwordParams } : {}),
    newId: () => randomUUID(),
    newSeed: () => randomBytes(12).toString('base64url'),
  };

  const resumed = await resumeGames(services, log, new PrismaDeadlineStore(database.prisma)).catch(abandon);
  for (const { gameId } of resumed.broken) rooms.markBroken(gameId);

  const scheduler = new DeadlineScheduler({
    rooms,
    deadlines: new PrismaDeadlineStore(database.prisma),
    leases: new PrismaLeaseStore(database.prisma),
    clock,
    holder: instanceId,
    leaseTtlMs: env.MAFIA_LEASE_TTL_MS,
    onGameError: (gameId, error) => log(`deadline of game ${gameId}: ${errorText(error)}`),
  });
  let ticking = false;
  // While the database is away: one line, then passes spaced out (doubling up to 30 s), one line back.
  const backoff = new Backoff(env.MAFIA_SCHEDULER_INTERVAL_MS);
  const timer = setInterval(() => {
    if (ticking || !backoff.ready(Date.now())) return;
    ticking = true;
    scheduler
      .runOnce()
      .then((fired) => {
        const failed = backoff.succeeded();
        if (failed > 0) log(`scheduler: database is back after ${failed} failed pass(es)`);
        for (const f of fired) if (f.accepted) log(`deadline fired: game ${f.gameId}`);
      })
      .catch((error: unknown) => {
        const { first } = backoff.failed(Date.now());
        if (first) log(`scheduler: ${errorText(error)}; retrying with backoff (up to 30 s) and quiet until the database is back`);
      })
      .finally(() => (ticking = false));
  }, env.MAFIA_SCHEDULER_INTERVAL_MS);

  trpcHolder.handle = createHTTPHandler({
    router: appRouter,
    createContext: createContextFactory(services, { trustProxy: env.MAFIA_TRUST_PROXY }),
    basePath: '/trpc/',
    // Bodies without Content-Length are counted as they stream (413 past the limit).
    maxBodySize: env.MAFIA_MAX_BODY_BYTES,
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') log(`trpc ${path ?? '?'}: ${error.message}`);
    },
  });
  trpcHolder.importHandle = createHTTPHandler({
    router: appRouter,
    createContext: createContextFactory(services, { trustProxy: env.MAFIA_TRUST_PROXY }),
    basePath: '/trpc/',
    // Bodies without Content-Length are counted as they stream (413 past the limit).
    maxBodySize: env.MAFIA_MAX_IMPORT_BYTES,
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') log(`trpc ${path ?? '?'}: ${error.message}`);
    },
  });
  const embeddedDataDir = embedded ? env.MAFIA_DATA_DIR : null;
  health = cachedHealth(() => checkDatabase(database.pool, { dataDir: embeddedDataDir }), () => Date.now());
  ready = true;
  const url = `http://localhost:${port}`;
  log(`listening on ${url} (instance ${instanceId})`);

  let closed = false;
  return {
    url,
    port,
    instanceId,
    services,
    rooms,
    webhooks: webhookDispatcher,
    scheduler,
    database,
    async close() {
      if (closed) return;
      closed = true;
      ready = false;
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rooms.stop();
      await webhookDispatcher.close();
      await feed.close();
      if (ownsDatabase) await database.close();
      await embedded?.stop();
    },
  };
}
