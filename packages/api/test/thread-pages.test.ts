/**
 * Paged threads (issue #19): a view carries each channel's recent posts, `game.thread` pages in the
 * rest, only posts the caller may see, with bounded, validated input.
 */
import type { Post } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { applyUpdate } from '@mafia/view-patch';
import { describe, expect, it } from 'vitest';
import { ownView, recentPosts, threadPage, viewUpdate, windowStart, type OwnView } from '../src';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
const signedUp = (username: string) => harness().signedUp(username);

const phase = { kind: 'day', number: 1 } as const;
const post = (i: number, channel = 'thread'): Post => ({
  id: `${channel}-${i}`,
  seat: 'p1',
  channel,
  body: `post ${i}`,
  at: i,
  phase,
  flags: [],
});
const thread = (count: number, channel = 'thread') =>
  Array.from({ length: count }, (_, i) => post(i + 1, channel));

describe('recentPosts: what a view carries', () => {
  it('carries a whole channel under two pages, then 100 to 199 of its latest posts, per channel', () => {
    expect(windowStart(0)).toBe(0);
    expect(windowStart(199)).toBe(0);
    expect(windowStart(200)).toBe(100);
    expect(windowStart(299)).toBe(100);
    expect(windowStart(20_000)).toBe(19_900);
    const posts = [...thread(250), ...thread(30, 'dead')];
    const recent = recentPosts(posts);
    expect(recent.earlier).toEqual({ thread: 100, dead: 0 });
    expect(recent.posts.filter((p) => p.channel === 'thread').map((p) => p.body)).toEqual(
      thread(250)
        .slice(100)
        .map((p) => p.body),
    );
    expect(recent.posts.filter((p) => p.channel === 'dead')).toHaveLength(30);
    expect(recentPosts(posts)).toBe(recent);
    const short = thread(5);
    expect(recentPosts(short).posts).toBe(short);
  });

  it('a new post reaches live subscribers as an append until the window moves on a page', () => {
    const own = (posts: Post[], seq: number): OwnView => {
      const recent = recentPosts(posts);
      return {
        seq,
        status: 'running',
        memberRole: 'player',
        viewer: { kind: 'spectator' },
        view: { posts: recent.posts } as never,
        earlierPosts: recent.earlier,
        available: [],
        reviewing: false,
      };
    };
    const all = thread(300);
    const before = own(all.slice(0, 250), 1);
    const after = own(all.slice(0, 251), 2);
    const update = viewUpdate(before, after);
    expect(update.kind === 'patch' && update.ops).toEqual([
      { op: 'set', path: ['seq'], value: 2 },
      { op: 'append', path: ['view', 'posts'], items: [all[250]] },
    ]);
    const moved = own(all.slice(0, 300), 3);
    const shifted = viewUpdate(own(all.slice(0, 299), 2), moved);
    expect(applyUpdate(own(all.slice(0, 299), 2), shifted)).toEqual(moved);
    expect(shifted.kind === 'patch' && shifted.ops).toContainEqual({
      op: 'set',
      path: ['earlierPosts'],
      value: { thread: 200 },
    });
  });
});

describe('threadPage: one page of a channel', () => {
  const posts = [...thread(450), ...thread(3, 'dead')];
  const numbers = (page: ReturnType<typeof threadPage>) => page.posts.map((p) => Number(p.id.split('-')[1]));

  it('answers the last page, the page before a number, and the page around a number', () => {
    const last = threadPage(posts, { channel: 'thread', limit: 100 });
    expect(last).toMatchObject({ channel: 'thread', from: 351, total: 450 });
    expect(numbers(last)).toEqual(Array.from({ length: 100 }, (_, i) => 351 + i));
    const before = threadPage(posts, { channel: 'thread', before: 351, limit: 100 });
    expect(before.from).toBe(251);
    expect(numbers(before).at(-1)).toBe(350);
    const around = threadPage(posts, { channel: 'thread', around: 123, limit: 50 });
    expect(around.from).toBeLessThanOrEqual(123);
    expect(numbers(around)).toContain(123);
    expect(numbers(around)).toHaveLength(50);
  });

  it('stays inside the channel at its edges', () => {
    expect(threadPage(posts, { channel: 'thread', before: 1, limit: 100 }).posts).toEqual([]);
    expect(numbers(threadPage(posts, { channel: 'thread', before: 30, limit: 100 }))).toEqual(
      Array.from({ length: 29 }, (_, i) => i + 1),
    );
    expect(threadPage(posts, { channel: 'thread', before: 9_999, limit: 10 }).from).toBe(441);
    expect(numbers(threadPage(posts, { channel: 'thread', around: 1, limit: 10 }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(numbers(threadPage(posts, { channel: 'thread', around: 9_999, limit: 10 })).at(-1)).toBe(450);
    expect(threadPage(posts, { channel: 'dead', limit: 100 })).toMatchObject({ from: 1, total: 3 });
    expect(threadPage(posts, { channel: 'faction:none', limit: 100 })).toMatchObject({
      from: 1,
      total: 0,
      posts: [],
    });
  });
});

describe('game.thread on a database', () => {
  it('pages the thread, hides channels the caller may not read, and refuses bad input', async () => {
    const host = await signedUp(`th-host-${process.pid}`);
    const { gameId } = await (
      await host()
    ).lobby.create({
      title: 'paged',
      rulesetId: 'sandbox',
      setupId: 'classic-7',
      settings: { firstPhase: 'day' },
    });
    const players: Array<Awaited<ReturnType<typeof signedUp>>> = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp(`th-p${i}-${process.pid}`);
      await (await player()).lobby.join({ gameId, as: 'player' });
      players.push(player);
    }
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const { rooms } = harness();
    const state = await rooms.state(gameId);
    const mafia = state.seats.find((s) => s.faction === 'mafia');
    const town = state.seats.find((s) => s.faction !== 'mafia');
    if (!mafia || !town) throw new Error('the sandbox deal has no mafia or no town');
    for (let i = 1; i <= 260; i++) {
      const posted = await rooms.dispatch(gameId, {
        type: 'post',
        seat: state.seats[i % 7]?.id ?? 'p1',
        channel: 'thread',
        id: `t${i}`,
        body: `thread ${i}`,
      });
      expect(posted.ok).toBe(true);
    }
    const secret = await rooms.dispatch(gameId, {
      type: 'post',
      seat: mafia.id,
      channel: `faction:${mafia.faction}`,
      id: 'm1',
      body: 'the plan',
    });
    expect(secret.ok).toBe(true);

    const callerOf = async (seatId: string) => {
      for (const player of players) {
        const own = await (await player()).game.view({ gameId });
        if (own.viewer.kind === 'seat' && own.viewer.seat === seatId) return { player, own };
      }
      throw new Error(`no caller holds ${seatId}`);
    };
    const townie = await callerOf(town.id);
    expect(townie.own.earlierPosts['thread']).toBe(100);
    expect(townie.own.view?.posts.filter((p) => p.channel === 'thread')).toHaveLength(160);

    const api = await townie.player();
    const page = await api.game.thread({ gameId, channel: 'thread', before: 101 });
    expect(page).toMatchObject({ from: 1, total: 260 });
    expect(page.posts.map((p) => p.body)).toEqual(Array.from({ length: 100 }, (_, i) => `thread ${i + 1}`));
    expect(
      (await api.game.thread({ gameId, channel: 'thread', around: 42, limit: 5 })).posts.map((p) => p.body),
    ).toContain('thread 42');
    // A faction chat the caller is not in: no posts, not even a count.
    expect(await api.game.thread({ gameId, channel: `faction:${mafia.faction}` })).toMatchObject({
      total: 0,
      posts: [],
    });
    const gangster = await (
      await (await callerOf(mafia.id)).player()
    ).game.thread({ gameId, channel: `faction:${mafia.faction}` });
    expect(gangster.posts.map((p) => p.body)).toEqual(['the plan']);
    // The host sees every channel.
    expect((await (await host()).game.thread({ gameId, channel: `faction:${mafia.faction}` })).total).toBe(1);

    const stranger = await signedUp(`th-x-${process.pid}`);
    await expect((await stranger()).game.thread({ gameId, channel: 'thread' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const bad of [
      { limit: 0 },
      { limit: 201 },
      { before: 0 },
      { around: -1 },
      { before: 1.5 },
      { before: 5, around: 5 },
      { channel: '' },
      { channel: 'x'.repeat(81) },
    ]) {
      await expect(
        api.game.thread({ gameId, channel: 'thread', ...bad } as never),
        JSON.stringify(bad),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('a view of a game not started has no posts and nothing left out', () => {
    const own = ownView(sandbox as unknown as Ruleset, { status: 'lobby' } as never, null, {
      seats: [],
      seq: 0,
    } as never);
    expect(own.view).toBeNull();
    expect(own.earlierPosts).toEqual({});
  });
});
