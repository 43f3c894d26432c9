import { describe, expect, it } from 'vitest';
import { AccountRepository } from '../src/repositories/accounts';
import { GameRepository } from '../src/repositories/games';
import { MemberRepository } from '../src/repositories/members';
import { PostRepository } from '../src/repositories/posts';
import { SessionRepository } from '../src/repositories/sessions';
import { PgEventStore } from '../src/stores/pg-event-store';
import { useTestDatabase } from './helpers';

const db = useTestDatabase();
const T = Date.UTC(2026, 2, 1, 18, 30);

async function account(username: string) {
  const result = await new AccountRepository(db().prisma).create({ username, passwordHash: `hash-of-${username}` });
  if (!result.ok) throw new Error(`could not create ${username}`);
  return result.account;
}

async function game(hostAccountId: string, overrides: { rulesetId?: string; createdAt?: number } = {}) {
  return new GameRepository(db().prisma).create({
    title: 'Test game',
    rulesetId: overrides.rulesetId ?? 'gorny',
    setupId: 'classic-7',
    settings: { dayLengthHours: 48, reveal: 'on-death' },
    hostAccountId,
    seed: '123456789',
    createdAt: overrides.createdAt ?? T,
  });
}

describe('AccountRepository', () => {
  it('creates an account and finds it by username', async () => {
    const accounts = new AccountRepository(db().prisma);
    const created = await accounts.create({ username: 'alice', passwordHash: 'h', locale: 'ru', createdAt: T });
    expect(created).toEqual({
      ok: true,
      account: { id: expect.any(String), username: 'alice', passwordHash: 'h', locale: 'ru', createdAt: T },
    });
    const found = await accounts.findByUsername('alice');
    expect(found).toEqual(created.ok ? created.account : null);
    expect(await accounts.findById(found?.id ?? '')).toEqual(found);
    expect(await accounts.findByUsername('nobody')).toBeNull();
  });

  it('defaults the locale to English', async () => {
    const bob = await account('bob');
    expect(bob.locale).toBe('en');
  });

  it('rejects a taken username as a value', async () => {
    await account('carol');
    expect(await new AccountRepository(db().prisma).create({ username: 'carol', passwordHash: 'other' })).toEqual({
      ok: false,
      rejection: { code: 'username-taken', params: { username: 'carol' } },
    });
  });
});

describe('SessionRepository', () => {
  it('finds a session until it expires, and not after it is deleted', async () => {
    const sessions = new SessionRepository(db().prisma);
    const dave = await account('dave');
    await sessions.create({ id: 'token-hash-1', accountId: dave.id, expiresAt: T + 1_000, createdAt: T });
    expect(await sessions.findValid('token-hash-1', T + 999)).toEqual({
      id: 'token-hash-1',
      accountId: dave.id,
      expiresAt: T + 1_000,
      createdAt: T,
    });
    expect(await sessions.findValid('token-hash-1', T + 1_000)).toBeNull();
    expect(await sessions.findValid('unknown', T)).toBeNull();

    await sessions.create({ id: 'token-hash-2', accountId: dave.id, expiresAt: T + 5_000 });
    await sessions.delete('token-hash-2');
    expect(await sessions.findValid('token-hash-2', T)).toBeNull();
  });

  it('removes expired sessions in bulk', async () => {
    const sessions = new SessionRepository(db().prisma);
    const erin = await account('erin');
    await sessions.create({ id: 'old', accountId: erin.id, expiresAt: T - 1 });
    await sessions.create({ id: 'fresh', accountId: erin.id, expiresAt: T + 1 });
    expect(await sessions.deleteExpired(T)).toBe(1);
    expect(await sessions.findValid('fresh', T)).not.toBeNull();
  });
});

describe('GameRepository', () => {
  it('creates a lobby game and reads it back with its settings', async () => {
    const host = await account('host-1');
    const created = await game(host.id);
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Test game',
      rulesetId: 'gorny',
      // Not given: a game created before issue #20 recorded its ruleset package.
      rulesetPackage: null,
      rulesetVersion: null,
      setupId: 'classic-7',
      settings: { dayLengthHours: 48, reveal: 'on-death' },
      status: 'lobby',
      hostAccountId: host.id,
      seed: '123456789',
      // Role requests are off unless the host turns them on (issue #13).
      roleRequests: false,
      // Members only, and no published traces, until the host says otherwise (issue #21).
      publicSpectators: false,
      tracesPublished: false,
      createdAt: T,
      startedAt: null,
      finishedAt: null,
      broken: null,
    });
    expect(await new GameRepository(db().prisma).get(created.id)).toEqual(created);
  });

  it('records the ruleset package and version the game was created with (issue #20)', async () => {
    const games = new GameRepository(db().prisma);
    const host = await account('host-version');
    const created = await games.create({
      title: 'Versioned',
      rulesetId: 'gorny',
      rulesetPackage: '@mafia/ruleset-gorny',
      rulesetVersion: '1.4.0',
      setupId: 'classic-7',
      settings: {},
      hostAccountId: host.id,
      seed: '1',
    });
    expect(await games.get(created.id)).toMatchObject({ rulesetPackage: '@mafia/ruleset-gorny', rulesetVersion: '1.4.0' });
  });

  it('opens a game to anonymous spectators and publishes its traces, each on its own (issue #21)', async () => {
    const games = new GameRepository(db().prisma);
    const { id } = await game((await account('host-visibility')).id);
    expect(await games.updateVisibility(id, { publicSpectators: true })).toMatchObject({ publicSpectators: true, tracesPublished: false });
    expect(await games.updateVisibility(id, { tracesPublished: true })).toMatchObject({ publicSpectators: true, tracesPublished: true });
    expect(await games.updateVisibility(id, { publicSpectators: false })).toMatchObject({ publicSpectators: false, tracesPublished: true });
    expect(await games.get(id)).toMatchObject({ publicSpectators: false, tracesPublished: true });
    expect(await games.updateVisibility('no-such-game', { publicSpectators: true })).toBeNull();
  });

  it('marks a game broken with the reason, and clears the mark (issue #13)', async () => {
    const games = new GameRepository(db().prisma);
    const { id } = await game((await account('host-broken')).id);
    await games.markBroken(id, 'x'.repeat(3_000), T + 5);
    expect((await games.get(id))?.broken).toEqual({ reason: 'x'.repeat(2_000), at: T + 5 });
    await games.clearBroken(id);
    expect((await games.get(id))?.broken).toBeNull();
  });

  it('stamps startedAt and finishedAt as the status moves on', async () => {
    const games = new GameRepository(db().prisma);
    const host = await account('host-2');
    const { id } = await game(host.id);
    expect(await games.updateStatus(id, 'running', T + 10)).toMatchObject({ status: 'running', startedAt: T + 10, finishedAt: null });
    expect(await games.updateStatus(id, 'finished', T + 20)).toMatchObject({ status: 'finished', startedAt: T + 10, finishedAt: T + 20 });
    expect(await games.updateStatus('no-such-game', 'running', T)).toBeNull();
  });

  it('deletes a lobby game with its events, and never a started one (issue #19: the log has no foreign key)', async () => {
    const games = new GameRepository(db().prisma);
    const events = new PgEventStore(db().pool);
    const host = await account('host-delete');
    const started = { type: 'game-started', payload: { type: 'game-started' }, at: T };
    // A start appended while the lobby status was not yet updated (the lobby's start does both in turn).
    const lobby = await game(host.id);
    expect(await events.append(lobby.id, 0, [started])).toMatchObject({ ok: true, lastSeq: 1 });
    expect(await games.deleteLobby(lobby.id)).toBe(true);
    expect(await games.get(lobby.id)).toBeNull();
    expect(await events.load(lobby.id)).toEqual([]);
    const running = await game(host.id);
    expect(await events.append(running.id, 0, [started])).toMatchObject({ ok: true, lastSeq: 1 });
    await games.updateStatus(running.id, 'running', T + 1);
    expect(await games.deleteLobby(running.id)).toBe(false);
    expect((await events.load(running.id)).map((event) => event.seq)).toEqual([1]);
    expect(await games.deleteLobby('no-such-game')).toBe(false);
  });

  it('lists games newest first, filtered by status and ruleset', async () => {
    const games = new GameRepository(db().prisma);
    const host = await account('host-3');
    const a = await game(host.id, { rulesetId: 'filter-a', createdAt: T + 1 });
    const b = await game(host.id, { rulesetId: 'filter-a', createdAt: T + 2 });
    const c = await game(host.id, { rulesetId: 'filter-b', createdAt: T + 3 });
    await games.updateStatus(b.id, 'running', T + 5);

    const ids = async (filter: Parameters<GameRepository['list']>[0]) =>
      (await games.list({ hostAccountId: host.id, ...filter })).map((g) => g.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ status: 'lobby' })).toEqual([c.id, a.id]);
    expect(await ids({ status: ['running', 'finished'] })).toEqual([b.id]);
    expect(await ids({ rulesetId: 'filter-a' })).toEqual([b.id, a.id]);
    expect(await ids({ rulesetId: 'filter-a', status: 'lobby' })).toEqual([a.id]);
    expect(await ids({ limit: 1 })).toEqual([c.id]);
  });
});

describe('MemberRepository', () => {
  it('adds members with roles, seats and sign-up options, and lists them in join order', async () => {
    const members = new MemberRepository(db().prisma);
    const host = await account('m-host');
    const player = await account('m-player');
    const { id: gameId } = await game(host.id);
    await members.add({ gameId, accountId: host.id, role: 'host', joinedAt: T });
    const added = await members.add({
      gameId,
      accountId: player.id,
      role: 'co-host',
      seatId: null,
      signupOptions: { preferredRole: 'detective' },
      joinedAt: T + 1,
    });
    expect(added).toEqual({
      ok: true,
      member: {
        id: expect.any(String),
        gameId,
        accountId: player.id,
        role: 'co-host',
        seatId: null,
        signupOptions: { preferredRole: 'detective' },
        joinedAt: T + 1,
      },
    });
    expect((await members.listByGame(gameId)).map((m) => [m.accountId, m.role])).toEqual([
      [host.id, 'host'],
      [player.id, 'co-host'],
    ]);
    expect(await members.update(gameId, player.id, { role: 'player', seatId: 'seat-3' })).toMatchObject({
      role: 'player',
      seatId: 'seat-3',
    });
    expect(await members.find(gameId, player.id)).toMatchObject({ role: 'player', seatId: 'seat-3' });
    expect(await members.update(gameId, 'not-a-member', { role: 'spectator' })).toBeNull();
  });

  it('finds every game an account belongs to', async () => {
    const members = new MemberRepository(db().prisma);
    const host = await account('f-host');
    const fan = await account('f-fan');
    const first = await game(host.id);
    const second = await game(host.id);
    await members.add({ gameId: first.id, accountId: fan.id, role: 'spectator', joinedAt: T });
    await members.add({ gameId: second.id, accountId: fan.id, role: 'replacement', joinedAt: T + 1 });
    expect((await members.findByAccount(fan.id)).map((m) => [m.gameId, m.role])).toEqual([
      [second.id, 'replacement'],
      [first.id, 'spectator'],
    ]);
  });

  it.each([
    { name: 'a second membership in the same game', code: 'already-member' },
    { name: 'a membership of an unknown game', code: 'unknown-game-or-account' },
  ])('rejects $name as a value', async ({ code }) => {
    const members = new MemberRepository(db().prisma);
    const host = await account(`r-host-${code}`);
    const { id } = await game(host.id);
    const gameId = code === 'already-member' ? id : 'no-such-game';
    if (code === 'already-member') await members.add({ gameId, accountId: host.id, role: 'host' });
    const result = await members.add({ gameId, accountId: host.id, role: 'player' });
    expect(result).toEqual({ ok: false, rejection: { code, params: { gameId, accountId: host.id } } });
  });
});

describe('PostRepository', () => {
  it('stores posts per channel in order and marks edits', async () => {
    const posts = new PostRepository(db().prisma);
    const host = await account('p-host');
    const { id: gameId } = await game(host.id);
    const first = await posts.create({ gameId, channel: 'main', authorAccountId: host.id, seatId: null, body: 'Day 1 begins', createdAt: T });
    await posts.create({ gameId, channel: 'faction:mafia', authorAccountId: host.id, seatId: 'seat-2', body: 'secret', createdAt: T + 1 });
    const second = await posts.create({
      gameId,
      channel: 'main',
      authorAccountId: null,
      seatId: null,
      body: '[b]Vote count[/b]',
      flags: { system: true },
      createdAt: T + 2,
    });
    expect(first).toMatchObject({ flags: {}, editedAt: null, seatId: null });
    expect((await posts.listByGame(gameId, 'main')).map((p) => p.id)).toEqual([first.id, second.id]);
    expect((await posts.listByGame(gameId, 'main', { afterCreatedAt: T })).map((p) => p.id)).toEqual([second.id]);
    expect((await posts.listByGame(gameId, 'faction:mafia')).map((p) => p.body)).toEqual(['secret']);

    expect(await posts.markEdited(first.id, 'Day 1 begins (edited)', T + 60_000)).toMatchObject({
      body: 'Day 1 begins (edited)',
      editedAt: T + 60_000,
    });
    expect(await posts.markEdited('no-such-post', 'x', T)).toBeNull();
  });
});

describe('PostRepository by the kernel post id', () => {
  it('finds and edits a post by the id the kernel gave it, one per game', async () => {
    const posts = new PostRepository(db().prisma);
    const host = await account('k-host');
    const { id: gameId } = await game(host.id);
    const { id: otherGame } = await game(host.id);
    await posts.create({ gameId, channel: 'thread', authorAccountId: host.id, seatId: 's1', body: 'vote Bob', createdAt: T, postId: 'k-1' });
    await posts.create({ gameId: otherGame, channel: 'thread', authorAccountId: host.id, seatId: 's1', body: 'elsewhere', createdAt: T, postId: 'k-1' });
    expect(await posts.findByPostId(gameId, 'k-1')).toMatchObject({ body: 'vote Bob', postId: 'k-1', editedAt: null });
    expect(await posts.editByPostId(gameId, 'k-1', 'unvote', T + 5)).toMatchObject({ body: 'unvote', editedAt: T + 5 });
    expect(await posts.findByPostId(otherGame, 'k-1')).toMatchObject({ body: 'elsewhere', editedAt: null });
    expect(await posts.editByPostId(gameId, 'no-such-post', 'x', T)).toBeNull();
    await expect(posts.create({ gameId, channel: 'thread', authorAccountId: null, seatId: null, body: 'dup', postId: 'k-1' })).rejects.toThrow();
  });
});

describe('Lobby lookups in one query', () => {
  it('lists games with their player counts and filters by membership', async () => {
    const games = new GameRepository(db().prisma);
    const members = new MemberRepository(db().prisma);
    const host = await account('l-host');
    const fan = await account('l-fan');
    const one = await game(host.id, { rulesetId: 'count-a', createdAt: T + 1 });
    const two = await game(host.id, { rulesetId: 'count-a', createdAt: T + 2 });
    await members.add({ gameId: one.id, accountId: host.id, role: 'host' });
    await members.add({ gameId: one.id, accountId: fan.id, role: 'player' });
    await members.add({ gameId: two.id, accountId: fan.id, role: 'spectator' });
    const listed = await games.listWithPlayers({ rulesetId: 'count-a' });
    expect(listed.map((g) => [g.id, g.players])).toEqual([
      [two.id, 0],
      [one.id, 1],
    ]);
    expect((await games.listWithPlayers({ rulesetId: 'count-a', memberAccountId: host.id })).map((g) => g.id)).toEqual([one.id]);
  });

  it('lists members with their user names', async () => {
    const members = new MemberRepository(db().prisma);
    const host = await account('u-host');
    const { id: gameId } = await game(host.id);
    await members.add({ gameId, accountId: host.id, role: 'host', joinedAt: T });
    expect((await members.listByGameWithUsernames(gameId)).map((m) => [m.username, m.role])).toEqual([['u-host', 'host']]);
  });
});
