import type { AppRouter } from '@mafia/api';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import type { Clock } from '@mafia/room';
import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll } from 'vitest';
import { readEnv, startServer, type RunningServer } from '../src';

/** Every test client signs up from 127.0.0.1: the per-address limits are raised (test/http-guard.test.ts checks the defaults). */
export const TEST_LIMITS = { MAFIA_SIGNUPS_PER_ADDRESS: '1000000', MAFIA_SIGNINS_PER_ADDRESS: '1000000' } as const;

/** A private, migrated database and an in-process server on it for the calling test file. */
export function useServer(options: { clock?: Clock } = {}): () => { server: RunningServer; db: TestDatabase } {
  let db: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServer({
      env: readEnv({ PORT: '0', HOST: '127.0.0.1', MAFIA_LOG: 'silent', MAFIA_SCHEDULER_INTERVAL_MS: '40', MAFIA_MIGRATE: 'false', ...TEST_LIMITS }),
      database: db,
      ...(options.clock ? { clock: options.clock } : {}),
      // Cheap password hashes keep the many sign-ups fast (packages/api/test/passwords.test.ts checks the defaults).
      passwordParams: { N: 2_048, r: 8, p: 1 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  return () => {
    if (!db || !server) throw new Error('server not ready');
    return { server, db };
  };
}

export interface Client {
  api: TRPCClient<AppRouter>;
  cookie(): string | null;
}

/** A tRPC client over real HTTP with its own cookie jar (one browser). */
export function client(baseUrl: string, options: { csrf?: boolean } = {}): Client {
  let cookie: string | null = null;
  const withCookie = (headers: ConstructorParameters<typeof Headers>[0] | undefined): Headers => {
    const merged = new Headers(headers);
    if (cookie) merged.set('cookie', cookie);
    return merged;
  };
  const fetchWithJar: typeof fetch = async (input, init) => {
    const response = await fetch(input, { ...init, headers: withCookie(init?.headers) });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? null : pair;
    }
    return response;
  };
  const url = `${baseUrl}/trpc`;
  const api = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url,
          EventSource,
          eventSourceOptions: () => ({ fetch: (input, init) => fetch(input, { ...init, headers: withCookie(init?.headers as ConstructorParameters<typeof Headers>[0]) }) }),
        }),
        false: httpLink({
          url,
          fetch: fetchWithJar,
          headers: () => (options.csrf === false ? {} : { 'x-mafia-csrf': '1' }),
        }),
      }),
    ],
  });
  return { api, cookie: () => cookie };
}

let counter = 0;
export async function signedUp(baseUrl: string, name?: string): Promise<Client & { username: string }> {
  counter += 1;
  const username = name ?? `user${counter}_${process.pid}`;
  const c = client(baseUrl);
  await c.api.auth.signUp.mutate({ username, password: 'correct horse' });
  return { ...c, username };
}

/** The tRPC error code of a failed call, or 'OK'. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    const result = await call;
    if (result && typeof result === 'object' && 'ok' in result && result.ok === false) {
      return `REJECTED:${(result as unknown as { rejection: { code: string } }).rejection.code}`;
    }
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCClientError) return String((error.data as { code?: string } | undefined)?.code ?? error.message);
    throw error;
  }
}

export interface SeatedGame {
  gameId: string;
  host: Client & { username: string };
  players: Array<Client & { username: string; seat: string }>;
}

/** Creates a sandbox game, signs up its 7 players and starts it. */
export async function startedGame(baseUrl: string, settings: Record<string, unknown> = {}): Promise<SeatedGame> {
  const host = await signedUp(baseUrl);
  const { gameId } = await host.api.lobby.create.mutate({
    title: 'test game',
    rulesetId: 'sandbox',
    setupId: 'classic-7',
    settings: { firstPhase: 'day', ...settings },
  });
  const joined = [];
  for (let i = 0; i < 7; i++) {
    const player = await signedUp(baseUrl);
    const result = await player.api.lobby.join.mutate({ gameId, as: 'player' });
    if (!result.ok) throw new Error(`join failed: ${JSON.stringify(result)}`);
    joined.push(player);
  }
  const started = await host.api.lobby.start.mutate({ gameId });
  if (!started.ok) throw new Error(`start failed: ${JSON.stringify(started)}`);
  const players = [];
  for (const player of joined) {
    const view = await player.api.game.view.query({ gameId });
    if (view.viewer.kind !== 'seat') throw new Error('player not seated');
    players.push({ ...player, seat: view.viewer.seat });
  }
  return { gameId, host, players };
}
