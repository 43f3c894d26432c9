/**
 * The API on a real database without HTTP (tRPC's caller), shared by this package's test files:
 * the real stores and room on a fresh test database, and callers that each keep a cookie jar.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AccountRepository,
  CHANGE_CHANNEL,
  CustomSetupStore,
  ForumGameRepository,
  GameRepository,
  MemberRepository,
  NoteStore,
  PgChangeFeed,
  PgEventStore,
  PostRepository,
  PrismaDeadlineStore,
  SessionRepository,
} from '@mafia/db';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { GameRooms } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import { afterAll, beforeAll } from 'vitest';
import { appRouter, catalogOf, createContextFactory, defaultLimits, readCookie, SESSION_COOKIE, type ApiServices } from '../src';

export type Caller = ReturnType<typeof appRouter.createCaller>;

export const TEST_PASSWORD_PARAMS = { N: 2_048, r: 8, p: 1 } as const;

export interface ApiHarness {
  services: ApiServices;
  rooms: GameRooms;
  /** The test database (row counts in the fuzz test). */
  db: TestDatabase;
  /** Signs a new account up; answers its caller (one browser with its own cookie jar). */
  signedUp(username: string): Promise<() => Promise<Caller>>;
  /** A caller without an account (a visitor who never signed in, issue #21). */
  anonymous(): Promise<Caller>;
}

/** Registers the database's setup and teardown in the calling test file; read the harness inside tests. */
export function useApiHarness(
  rulesets: Ruleset[],
  /** The installed package of each ruleset (issue #20); by default none is known. */
  packageOf?: (id: string) => { packageName: string; version: string } | undefined,
): () => ApiHarness {
  let db: TestDatabase;
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    const clock = { now: () => Date.now() };
    const rooms = new GameRooms({
      events: new PgEventStore(db.pool, { notifyChannel: CHANGE_CHANNEL }),
      deadlines: new PrismaDeadlineStore(db.prisma),
      feed: new PgChangeFeed(db.pool, db.params),
      clock,
      rules: (id) => rulesets.find((r) => r.id === id)?.runtime,
    });
    const services: ApiServices = {
      accounts: new AccountRepository(db.prisma),
      sessions: new SessionRepository(db.prisma),
      games: new GameRepository(db.prisma),
      members: new MemberRepository(db.prisma),
      posts: new PostRepository(db.prisma),
      notes: new NoteStore(db.prisma),
      customSetups: new CustomSetupStore(db.prisma),
      forum: new ForumGameRepository(db.prisma),
      rooms,
      rulesets: catalogOf(rulesets, packageOf),
      clock,
      // Every test caller comes from one (unknown) address.
      limits: defaultLimits({ signUpsPerAddressPerHour: 1_000_000, signInsPerAddressPerMinute: 1_000_000 }),
      secureCookies: false,
      // Cheap hashes keep the many sign-ups of these tests fast; test/passwords.test.ts checks the defaults.
      passwordParams: TEST_PASSWORD_PARAMS,
      newId: () => randomUUID(),
      newSeed: () => randomBytes(12).toString('base64url'),
    };
    const context = createContextFactory(services);
    const signedUp = async (username: string): Promise<() => Promise<Caller>> => {
      let cookie = '';
      const caller = async () =>
        appRouter.createCaller(
          await context({
            req: { headers: { cookie, 'x-mafia-csrf': '1' } },
            res: {
              getHeader: () => undefined,
              setHeader: (_name, value) => {
                const first = Array.isArray(value) ? value[0] : value;
                cookie = `${SESSION_COOKIE}=${readCookie(first?.split(';')[0], SESSION_COOKIE) ?? ''}`;
              },
            },
          }),
        );
      await (await caller()).auth.signUp({ username, password: 'correct horse' });
      return caller;
    };
    const anonymous = async (): Promise<Caller> =>
      appRouter.createCaller(await context({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } }));
    harness = { services, rooms, db, signedUp, anonymous };
  });
  afterAll(async () => {
    await harness?.rooms.stop();
    await db?.close();
  });
  return () => {
    if (!harness) throw new Error('the API harness is read inside tests, after beforeAll');
    return harness;
  };
}
