/**
 * Issue #23: two `forum.importPages` of one game at the same time (two hosts, or a double click)
 * are serialised by a per-game lock, so no post is applied twice: the game ends in exactly the
 * state of one import (same events, same ballots), and every post is applied once.
 */
import { describe, expect, it } from 'vitest';
import { createGame12, forumPage } from './forum-game-12';
import { signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

const page = (file: string) => forumPage('xenforo2', file);
// Seed 001's game 12, dealt by the host (a fixed seed), so two games play alike.
const forumGame = (host: Client) => createGame12(host, 'concurrent');

/** The game's event types in order, and its lynch ballots. */
async function played(gameId: string) {
  const state = await ctx().server.rooms.state(gameId);
  const events = await ctx().server.database.pool.query<{ type: string }>(`SELECT type FROM "GameEvent" WHERE "gameId" = $1 ORDER BY seq`, [gameId]);
  return { seq: state.seq, events: events.rows.map((r) => r.type), ballots: state.polls.find((p) => p.spec.id === 'lynch')?.ballots.map(({ at: _at, ...ballot }) => ballot) };
}

describe('concurrent imports of one forum game (issue #23)', () => {
  it('are serialised: the posts are applied once, as by one import', async () => {
    const host = await signedUp(url());
    const alone = await forumGame(host);
    const once = await host.api.forum.importPages.mutate({ gameId: alone, pages: [page('page-1.html'), page('page-2.html')] });
    expect(once).toMatchObject({ ok: true, added: 12 });

    const raced = await forumGame(host);
    const imports = await Promise.all([0, 1, 2].map(() => host.api.forum.importPages.mutate({ gameId: raced, pages: [page('page-1.html'), page('page-2.html')] })));
    // The posts are stored once between them, and each import sees the others' work.
    expect(imports.map((r) => r.ok)).toEqual([true, true, true]);
    expect(imports.reduce((sum, r) => sum + (r.added ?? 0), 0)).toBe(12);
    const single = await played(alone);
    const triple = await played(raced);
    expect(triple.events).toEqual(single.events);
    expect(triple.seq).toBe(single.seq);
    expect(triple.ballots).toEqual(single.ballots);
    expect(triple.events.filter((t) => t === 'ballot-cast').length).toBeGreaterThan(0);
  });
});
