/**
 * The routers on a real database without HTTP (tRPC's caller): the lobby deals through the
 * ruleset, and every answer is the caller's own view. The HTTP-level suite is in apps/server.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AccountRepository,
  CHANGE_CHANNEL,
  GameRepository,
  MemberRepository,
  PgChangeFeed,
  PgEventStore,
  NoteStore,
  PostRepository,
  PrismaDeadlineStore,
  SessionRepository,
} from '@mafia/db';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { GameRooms } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, catalogOf, createContextFactory, defaultLimits, readCookie, SESSION_COOKIE, type ApiServices } from '../src';

let db: TestDatabase;
let services: ApiServices;
let rooms: GameRooms;

beforeAll(async () => {
  db = await createTestDatabase();
  const clock = { now: () => Date.now() };
  rooms = new GameRooms({
    events: new PgEventStore(db.pool, { notifyChannel: CHANGE_CHANNEL }),
    deadlines: new PrismaDeadlineStore(db.prisma),
    feed: new PgChangeFeed(db.pool, db.params),
    clock,
    rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
  });
  services = {
    accounts: new AccountRepository(db.prisma),
    sessions: new SessionRepository(db.prisma),
    games: new GameRepository(db.prisma),
    members: new MemberRepository(db.prisma),
    posts: new PostRepository(db.prisma),
    notes: new NoteStore(db.prisma),
    rooms,
    rulesets: catalogOf([sandbox as unknown as Ruleset]),
    clock,
    limits: defaultLimits(),
    secureCookies: false,
    newId: () => randomUUID(),
    newSeed: () => randomBytes(12).toString('base64url'),
  };
});
afterAll(async () => {
  await rooms.stop();
  await db.close();
});

/** A caller with its own cookie jar, as one browser. */
async function signedUp(username: string) {
  let cookie = '';
  const context = createContextFactory(services);
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
}

describe('The routers on a database', () => {
  it('deal a sandbox game and answer each caller with their own view', async () => {
    const host = await signedUp(`host-${process.pid}`);
    const { gameId } = await (await host()).lobby.create({ title: 'router', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
    const players = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp(`p${i}-${process.pid}`);
      expect(await (await player()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
      players.push(player);
    }
    // The sandbox takes no ruleset-specific sign-up options.
    const extra = await signedUp(`x-${process.pid}`);
    expect(await (await extra()).lobby.join({ gameId, as: 'player', options: { attributes: { buddy: 'p1' } } })).toMatchObject({
      ok: false,
      rejection: { code: 'signup-options-not-supported' },
    });
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true, unmet: [] });

    const state = await rooms.state(gameId);
    for (const player of players) {
      const own = await (await player()).game.view({ gameId });
      if (own.viewer.kind !== 'seat') throw new Error('not seated');
      const seat = own.viewer.seat;
      // Their own role, nobody else's unless a teammate (mafia knows its members).
      const me = state.seats.find((s) => s.id === seat);
      for (const seen of own.view?.seats ?? []) {
        const mayKnow = seen.id === seat || (me?.faction === 'mafia' && state.seats.find((s) => s.id === seen.id)?.faction === 'mafia');
        expect(seen.role !== undefined, `${seat} sees ${seen.id}`).toBe(mayKnow);
      }
    }
    const listed = await (await host()).lobby.list({ mine: true });
    expect(listed.find((g) => g.id === gameId)).toMatchObject({ players: 7, needed: 7, status: 'running' });
  });
});
