import type { OwnView, ViewUpdate } from '@mafia/api';
import { applyUpdate } from '@mafia/view-patch';
import { viewFor, type GameState } from '@mafia/kernel';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { client, codeOf, signedUp, startedGame, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;
const stateOf = (gameId: string): Promise<GameState> => ctx().server.rooms.state(gameId);

describe('Accounts', () => {
  it('sign-up sets an httpOnly, SameSite=Lax session cookie and signs the caller in', async () => {
    const response = await fetch(`${url()}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mafia-csrf': '1' },
      body: JSON.stringify({ username: 'cookie_check', password: 'long enough' }),
    });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^mafia_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await fetch(`${url()}/trpc/auth.me`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(((await me.json()) as { result: { data: { username: string } } }).result.data.username).toBe('cookie_check');
  });

  it('refuses a wrong password, and a duplicate name', async () => {
    const alice = await signedUp(url());
    expect(await codeOf(client(url()).api.auth.signIn.mutate({ username: alice.username, password: 'wrong password' }))).toBe('UNAUTHORIZED');
    expect(await codeOf(client(url()).api.auth.signUp.mutate({ username: alice.username, password: 'whatever123' }))).toBe('CONFLICT');
    expect(await codeOf(client(url()).api.auth.signIn.mutate({ username: alice.username, password: 'correct horse' }))).toBe('OK');
  });

  it('refuses mutations without the CSRF header', async () => {
    const bare = client(url(), { csrf: false });
    expect(await codeOf(bare.api.auth.signUp.mutate({ username: 'no_csrf', password: 'long enough' }))).toBe('FORBIDDEN');
  });

  it('rate-limits sign-in attempts per name and address', async () => {
    const bob = await signedUp(url());
    const attacker = client(url());
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push(await codeOf(attacker.api.auth.signIn.mutate({ username: bob.username, password: 'guess guess' })));
    expect(codes.slice(0, 10).every((c) => c === 'UNAUTHORIZED')).toBe(true);
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('signs out', async () => {
    const carol = await signedUp(url());
    await carol.api.auth.signOut.mutate();
    expect(await carol.api.auth.me.query()).toBeNull();
  });
});

describe('Rulesets and lobby', () => {
  it('lists rulesets with setups, a settings JSON schema and the locale namespace', async () => {
    const list = await client(url()).api.rulesets.list.query();
    const entry = list.find((r) => r.id === 'sandbox');
    expect(entry?.setups.map((s) => s.id)).toContain('classic-7');
    expect(entry?.namespace).toBe('sandbox');
    expect((entry?.settingsSchema as { properties: Record<string, unknown> }).properties).toHaveProperty('dayLength');
  });

  it('validates settings against the ruleset and creates nothing when they are wrong', async () => {
    const host = await signedUp(url());
    const before = (await client(url()).api.lobby.list.query({ limit: 200 })).length;
    expect(await codeOf(host.api.lobby.create.mutate({ title: 'x', rulesetId: 'sandbox', setupId: 'classic-7', settings: { dayLength: -5 } }))).toBe('BAD_REQUEST');
    expect(await codeOf(host.api.lobby.create.mutate({ title: 'x', rulesetId: 'nope', setupId: 'classic-7' }))).toBe('BAD_REQUEST');
    expect((await client(url()).api.lobby.list.query({ limit: 200 })).length).toBe(before);
  });

  it('starts with a seeded deal, lists and filters games', async () => {
    const game = await startedGame(url());
    const state = await stateOf(game.gameId);
    expect(state.seats).toHaveLength(7);
    expect(new Set(game.players.map((p) => p.seat)).size).toBe(7);
    const running = await client(url()).api.lobby.list.query({ status: 'running' });
    expect(running.map((g) => g.id)).toContain(game.gameId);
    const lobby = await client(url()).api.lobby.list.query({ status: 'lobby' });
    expect(lobby.map((g) => g.id)).not.toContain(game.gameId);
    // The deal is the seed's: the same seed and sign-ups give the same roles.
    const record = await ctx().server.services.games.get(game.gameId);
    expect(record?.seed).toBe(state.seed);
  });

  it('refuses a start with the wrong number of players', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'small', rulesetId: 'sandbox', setupId: 'classic-7' });
    expect(await codeOf(host.api.lobby.start.mutate({ gameId }))).toBe('REJECTED:wrong-player-count');
  });
});

describe('Playing a game', () => {
  it('every response is the caller\'s own view', async () => {
    const game = await startedGame(url());
    const state = await stateOf(game.gameId);
    for (const player of game.players) {
      const own = await player.api.game.view.query({ gameId: game.gameId });
      expect(own.view).toEqual(JSON.parse(JSON.stringify(viewFor(sandbox.runtime, state, { kind: 'seat', seat: player.seat }))));
      expect(own.view?.pending).toBeNull();
      expect(own.view?.ledger).toBeNull();
    }
    const hostView = await game.host.api.host.view.query({ gameId: game.gameId });
    expect(hostView.view?.seats.every((s) => s.role !== undefined)).toBe(true);
  });

  it('votes, posts to the thread and the faction chat, and locks the vote', async () => {
    const game = await startedGame(url());
    const [a, b, c, d, e] = game.players;
    if (!a || !b || !c || !d || !e) throw new Error('seats');
    for (const voter of [a, b, c, d, e]) {
      expect(await codeOf(voter.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [a.seat] }))).toBe('OK');
    }
    expect(await codeOf(a.api.game.post.mutate({ gameId: game.gameId, channel: 'thread', body: 'hello' }))).toBe('OK');
    const view = await b.api.game.view.query({ gameId: game.gameId });
    expect(view.view?.posts.map((p) => p.body)).toContain('hello');
    const stored = await ctx().server.services.posts.listByGame(game.gameId, 'thread');
    expect(stored.map((p) => p.body)).toEqual(['hello']);
  });

  it('host tools: review the night with its trace, correct, re-resolve, publish, extend, mod-kill, replace, export', async () => {
    const game = await startedGame(url(), { hostReview: true, firstPhase: 'night' });
    const { host, gameId } = game;
    expect(await codeOf(host.api.host.closeStep.mutate({ gameId }))).toBe('OK');
    const review = await host.api.host.view.query({ gameId });
    expect(review.view?.pending).not.toBeNull();
    expect(review.view?.pending).toHaveProperty('trace');
    const player = game.players[0];
    if (!player) throw new Error('seat');
    expect((await player.api.game.view.query({ gameId })).view?.pending).toBeNull();
    expect(await codeOf(host.api.host.resolveAgain.mutate({ gameId }))).toBe('OK');
    expect(await codeOf(host.api.host.publish.mutate({ gameId }))).toBe('OK');
    const day = await stateOf(gameId);
    expect(day.clock.phase.kind).toBe('day');
    const deadline = day.clock.deadline ?? 0;
    expect(await codeOf(host.api.host.extendDeadline.mutate({ gameId, byMs: 60_000 }))).toBe('OK');
    expect((await stateOf(gameId)).clock.deadline).toBe(deadline + 60_000);
    expect(await ctx().server.services.rooms.state(gameId).then((s) => s.clock.deadline)).toBe(deadline + 60_000);
    const victim = game.players.find((p) => day.seats.find((s) => s.id === p.seat)?.alive);
    if (!victim) throw new Error('nobody alive');
    expect(await codeOf(host.api.host.modkill.mutate({ gameId, seat: victim.seat, reason: 'inactivity' }))).toBe('OK');
    expect((await stateOf(gameId)).seats.find((s) => s.id === victim.seat)?.alive).toBe(false);
    // The dead player may no longer vote or post in the thread, but may use the dead chat.
    expect(await codeOf(victim.api.game.vote.mutate({ gameId, poll: 'lynch', targets: [victim.seat] }))).toMatch(/^REJECTED:/);
    expect(await codeOf(victim.api.game.post.mutate({ gameId, channel: 'thread', body: 'boo' }))).toBe('REJECTED:author-not-alive');
    expect(await codeOf(victim.api.game.post.mutate({ gameId, channel: 'dead', body: 'boo' }))).toBe('OK');

    const sub = await signedUp(url());
    await sub.api.lobby.join.mutate({ gameId, as: 'replacement' });
    const replaced = game.players.find((p) => p !== victim);
    if (!replaced) throw new Error('seat');
    expect(await codeOf(host.api.host.replace.mutate({ gameId, seat: replaced.seat, username: sub.username }))).toBe('OK');
    const subView = await sub.api.game.view.query({ gameId });
    expect(subView.viewer).toEqual({ kind: 'seat', seat: replaced.seat });
    expect((await replaced.api.game.view.query({ gameId })).viewer).toEqual({ kind: 'spectator' });

    const players = await host.api.host.export.query({ gameId, kind: 'players' });
    expect(players.bbcode).toContain('[b]');
    expect(players.bbcode).toContain(sub.username);
    expect((await host.api.host.export.query({ gameId, kind: 'tally' })).bbcode).toContain('[b]');
    expect((await host.api.host.export.query({ gameId, kind: 'phase-post', locale: 'ru' })).bbcode).toContain('день');
  });

  it('sends live view updates over SSE and resumes from the last seq seen', async () => {
    const game = await startedGame(url());
    const [a, b] = game.players;
    if (!a || !b) throw new Error('seats');
    const seqs: number[] = [];
    let held: OwnView | null = null;
    let resolveSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (resolveSecond = resolve));
    const subscription = b.api.game.updates.subscribe(
      { gameId: game.gameId },
      {
        onData: (message) => {
          seqs.push(message.data.seq);
          held = applyUpdate(held, message.data as ViewUpdate);
          expect(held?.viewer).toEqual({ kind: 'seat', seat: b.seat });
          if (seqs.length === 2) resolveSecond();
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const voted = await a.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [b.seat] });
    await second;
    subscription.unsubscribe();
    expect(voted.ok && seqs[1]).toBe(voted.ok ? voted.seq : -1);

    // Resume: a client that saw the latest seq gets nothing until the next change.
    const resumed: number[] = [];
    const again = b.api.game.updates.subscribe({ gameId: game.gameId, lastEventId: String(seqs[1]) }, { onData: (m) => resumed.push(m.data.seq) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed).toEqual([]);
    const next = await a.api.game.post.mutate({ gameId: game.gameId, channel: 'thread', body: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    again.unsubscribe();
    expect(resumed).toEqual([next.ok ? next.seq : -1]);
  });
});

describe('A player subscribed before the start', () => {
  it('receives their seat view once the game starts (the stream re-reads who the subscriber is)', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'early bird', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
    const joined = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp(url());
      await player.api.lobby.join.mutate({ gameId, as: 'player' });
      joined.push(player);
    }
    const early = joined[0]!;
    const viewers: string[] = [];
    let held: OwnView | null = null;
    let seated: () => void = () => undefined;
    const gotSeat = new Promise<void>((resolve) => (seated = resolve));
    const subscription = early.api.game.updates.subscribe(
      { gameId },
      {
        onData: (message) => {
          held = applyUpdate(held, message.data as ViewUpdate);
          if (!held) throw new Error('a patch that does not follow on');
          viewers.push(held.viewer.kind);
          if (held.viewer.kind === 'seat') seated();
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await host.api.lobby.start.mutate({ gameId })).ok).toBe(true);
    await gotSeat;
    subscription.unsubscribe();
    expect(viewers.at(-1)).toBe('seat');
  });
});

describe('Concurrent votes on one game', () => {
  it('none is lost or doubled, and the lock follows the order the log recorded', async () => {
    const game = await startedGame(url());
    const target = game.players[0]?.seat ?? '';
    const before = (await stateOf(game.gameId)).seq;
    const results = await Promise.all(game.players.map((p) => p.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [target] })));
    const log = await ctx().server.services.rooms.state(game.gameId);
    const stored = await ctx().db.prisma.gameEvent.findMany({ where: { gameId: game.gameId, seq: { gt: before } }, orderBy: { seq: 'asc' } });
    const ballots = stored.filter((e) => e.type === 'ballot-cast');
    const accepted = results.filter((r) => r.ok);
    // Majority with lock (sandbox lynch): once locked, later votes are refused, never lost silently.
    expect(ballots.length).toBe(accepted.length);
    expect(new Set(ballots.map((e) => (e.payload as { ballot: { voter: string } }).ballot.voter)).size).toBe(ballots.length);
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => before + i + 1));
    const refusals = results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.rejection.code));
    expect(refusals.every((code) => code.length > 0)).toBe(true);
    expect(log.seq).toBe(before + stored.length);
  });
});

describe('Malformed inputs', () => {
  it.each([
    ['empty targets', { poll: 'lynch', targets: [] }],
    ['targets not an array', { poll: 'lynch', targets: 'x' }],
    ['missing poll', { targets: ['s1'] }],
    ['huge target id', { poll: 'lynch', targets: ['x'.repeat(500)] }],
  ])('a vote with %s is a BAD_REQUEST naming the field, and nothing changes', async (_name, input) => {
    const game = await startedGame(url());
    const player = game.players[0];
    if (!player) throw new Error('seat');
    const before = (await stateOf(game.gameId)).seq;
    expect(await codeOf(player.api.game.vote.mutate({ gameId: game.gameId, ...(input as object) } as never))).toBe('BAD_REQUEST');
    expect((await stateOf(game.gameId)).seq).toBe(before);
  });

  it('an unknown poll or seat is a rejection value, and nothing changes', async () => {
    const game = await startedGame(url());
    const player = game.players[0];
    if (!player) throw new Error('seat');
    const before = (await stateOf(game.gameId)).seq;
    expect(await codeOf(player.api.game.vote.mutate({ gameId: game.gameId, poll: 'nope', targets: ['s1'] }))).toBe('REJECTED:unknown-poll');
    expect(await codeOf(game.host.api.host.modkill.mutate({ gameId: game.gameId, seat: 'nobody', reason: 'x' }))).toBe('REJECTED:unknown-seat');
    expect((await stateOf(game.gameId)).seq).toBe(before);
  });
});
