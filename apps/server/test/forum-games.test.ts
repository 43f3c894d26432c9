/**
 * Issue #23: a game of a ruleset played on an external forum. The host gives the thread's players
 * and timeline, imports saved pages (the `packages/forum` fixtures: game 12, seed 001's rules), and
 * the server keeps the game's state: bold votes through the vote kernel, flags for the host,
 * idempotent re-imports, night actions from role PMs and the night resolved by the usual path.
 */
import { describe, expect, it } from 'vitest';
import { createGame12, forumPage } from './forum-game-12';
import { signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

const fixture = forumPage;
const forumGame = (host: Client) => createGame12(host);

async function lynchBallots(host: Client, gameId: string): Promise<Record<string, string[]>> {
  const view = (await host.api.host.view.query({ gameId })).view;
  const poll = view?.polls.find((p) => p.id === 'lynch');
  const byTarget: Record<string, string[]> = {};
  for (const ballot of poll?.ballots ?? []) for (const target of ballot.targets) (byTarget[target] ??= []).push(ballot.voter);
  return byTarget;
}

describe('forum-hosted games (issue #23)', () => {
  it('imports saved pages: votes by seed 001 rule 6 through the vote kernel, flags for the host, re-imports add nothing', async () => {
    const host = await signedUp(url());
    const gameId = await forumGame(host);
    // Pages in any order (docs/forum-games.md): page 2 first.
    const first = await host.api.forum.importPages.mutate({ gameId, pages: [fixture('xenforo2', 'page-2.html'), fixture('xenforo2', 'page-1.html')] });
    expect(first).toMatchObject({ ok: true, added: 12, updated: 0, unchanged: 0, engine: 'xenforo2' });
    // s1 Noodle, s2 Bad Ash, s3 Leo, s4 Pyro, s5 Caluin, s6 Zarniwoop, s7 Dredd. Noodle unvoted (post 7);
    // Dredd's vote for "Noods" is an alias; Pyro's struck vote for Leo does not count, his vote for Ash does.
    expect(await lynchBallots(host, gameId)).toEqual({ s7: ['s2', 's3', 's5', 's6'], s1: ['s7'], s2: ['s4'] });

    const report = first.report;
    expect(report?.flags.map((f) => [f.code, f.postId])).toEqual(
      expect.arrayContaining([
        ['edited', '4'],
        ['night-post', '10'],
      ]),
    );
    // Zarniwoop's day-2 post is not flagged yet: the game has not reached night 1, where he dies.
    expect(report?.flags.some((f) => f.code === 'dead-player-post')).toBe(false);
    // Posts of night 1 and day 2 wait for the game to get there.
    expect(report?.pending).toBe(3);
    const post8 = report?.posts.find((p) => p.number === 8);
    expect(post8?.outcome).toMatchObject({ status: 'counted', seat: 's5', votes: [{ counted: false, reason: 'spoiler' }, { counted: true, kind: 'vote', target: 's7' }] });
    expect(report?.posts.find((p) => p.number === 1)?.outcome).toMatchObject({ status: 'not-voting', seat: null });

    // The same pages again, and page 1 alone: nothing is added, no vote moves.
    const again = await host.api.forum.importPages.mutate({ gameId, pages: [fixture('xenforo2', 'page-1.html'), fixture('xenforo2', 'page-2.html')] });
    expect(again).toMatchObject({ ok: true, added: 0, updated: 0, unchanged: 12 });
    const seqAfter = again.ok ? again.seq : -1;
    const once = await host.api.forum.importPages.mutate({ gameId, pages: [fixture('xenforo2', 'page-1.html')] });
    expect(once).toMatchObject({ ok: true, added: 0, seq: seqAfter });
    expect(await lynchBallots(host, gameId)).toEqual({ s7: ['s2', 's3', 's5', 's6'], s1: ['s7'], s2: ['s4'] });
  });

  it('plays on: the day ends, the host sends the night kill from the role PM, the night resolves with its trace', async () => {
    const host = await signedUp(url());
    const gameId = await forumGame(host);
    await host.api.forum.importPages.mutate({ gameId, pages: [fixture('phpbb3', 'page-1.html'), fixture('phpbb3', 'page-2.html')] });
    const day = await host.api.forum.advance.mutate({ gameId });
    expect(day.ok).toBe(true);
    let view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.clock.phase).toEqual({ kind: 'night', number: 1 });
    expect(view?.seats.find((s) => s.id === 's7')?.alive).toBe(false);
    // Dredd was lynched (majority, seed 001 rule 7): his night post (post 10) votes nothing and is flagged.
    expect(day.report?.posts.find((p) => p.number === 10)?.outcome).toMatchObject({ status: 'not-voting', seat: 's7', phase: { kind: 'night', number: 1 } });
    expect(day.report?.flags.filter((f) => f.postId === '10').map((f) => f.code)).toEqual(['dead-player-post', 'night-post']);

    // The goons' PM: "kill Zarniwoop", sent by the host for Noodle.
    const abilities = view?.seats.find((s) => s.id === 's1');
    expect(abilities).toBeDefined();
    const kill = await host.api.host.correctAction.mutate({ gameId, seat: 's1', ability: 'factional-kill', targets: ['s6'] });
    expect(kill, JSON.stringify(kill)).toMatchObject({ ok: true });
    const night = await host.api.forum.advance.mutate({ gameId });
    expect(night.ok).toBe(true);
    view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.clock.phase).toEqual({ kind: 'day', number: 2 });
    expect(view?.seats.find((s) => s.id === 's6')?.alive).toBe(false);
    // Zarniwoop's day-2 post is by a dead player: flagged, and it votes nothing.
    expect(night.report?.posts.find((p) => p.number === 12)?.outcome).toMatchObject({ status: 'not-voting', seat: 's6' });
    expect(night.report?.flags.filter((f) => f.postId === '12').map((f) => f.code)).toEqual(['dead-player-post']);
    // Seed 001 rule 13 (2 posts a day): day 1's quiet players are listed for the host.
    expect(night.report?.underMinimum.filter((u) => u.day === 1).map((u) => u.name)).toEqual(['Bad Ash', 'Leopold Stotch', 'Pyrotechnician', 'Caluin Grey', 'Zarniwoop', 'Dredd']);
    expect(await lynchBallots(host, gameId)).toEqual({});

    // The host's posts (seed 001 Templates; seed 001 rule 7's majority and lock numbers), in English.
    const { posts } = await host.api.forum.posts.query({ gameId });
    const post = (kind: string, seat?: string) => posts.find((p) => p.kind === kind && (seat === undefined || p.seat === seat))?.bbcode;
    expect(post('day-start')).toBe(
      '[b]Day 2 begins[/b]\n[b]Zarniwoop[/b] has died — Vanilla Townie (Town), killed Night 1\nWith 5 alive, 3 votes is a majority.\n4 votes locks the vote.\nThe phase ends at 2026-11-23T06:00Z.',
    );
    expect(post('night-results')).toBe('[b]Night 1 is over[/b]\n[b]Zarniwoop[/b] was found dead — Vanilla Townie (Town).');
    expect(post('vote-count')).toBe(
      '[b]Vote Tally, Day 2[/b]\nNo votes yet.\nNot voting (5): Noodle, Bad Ash, Leopold Stotch, Pyrotechnician, Caluin Grey\nWith 5 alive, 3 votes is a majority.\n4 votes locks the vote.',
    );
    expect(post('lock-count')).toBeUndefined();
    // A goon's PM names the partner (the mafia knows its members); a townie's names nobody.
    expect(post('role-pm', 's1')).toContain('You are [b]Mafia Goon[/b] (Mafia).\nYou are a Mafia Goon. You have no power of your own.\nYour team: Bad Ash.');
    expect(post('role-pm', 's5')).not.toContain('Your team');
    // The game ends (the host mod-kills both goons, seed 001: the town wins when no mafia is left): the reveal.
    await host.api.host.modkill.mutate({ gameId, seat: 's1', reason: 'inactivity' });
    await host.api.host.modkill.mutate({ gameId, seat: 's2', reason: 'inactivity' });
    expect(posts.some((p) => p.kind === 'reveal')).toBe(false);
    const end = await host.api.forum.posts.query({ gameId, language: 'ru' });
    expect(end.posts.find((p) => p.kind === 'reveal')?.bbcode).toBe(
      [
        '[b]Игра окончена[/b]',
        'Победили: Город.',
        '[list=1]',
        '[*][b]Noodle[/b] — Рядовой мафии (Мафия), выведен ведущим: День 2',
        '[*][b]Bad Ash[/b] — Рядовой мафии (Мафия), выведен ведущим: День 2',
        '[*][b]Leopold Stotch[/b] — Комиссар (Город) — победа',
        '[*][b]Pyrotechnician[/b] — Доктор (Город) — победа',
        '[*][b]Caluin Grey[/b] — Мирный житель (Город) — победа',
        '[*][b]Zarniwoop[/b] — Мирный житель (Город), убит: Ночь 1 — победа',
        '[*][b]Dredd[/b] — Мирный житель (Город), линчеван: День 1 — победа',
        '[/list]',
      ].join('\n'),
    );
  });

  it('takes saved pages larger than the general body limit (MAFIA_MAX_IMPORT_BYTES, only on forum.importPages)', async () => {
    const host = await signedUp(url());
    const gameId = await forumGame(host);
    const page = fixture('vbulletin4', 'page-1.html');
    // A real saved page carries scripts and styles: 400 KiB of them, over the 128 KiB of other calls.
    const big = { name: page.name, content: page.content.replace('</head>', `<style>${'.x{color:red}'.repeat(32_000)}</style></head>`) };
    expect(big.content.length).toBeGreaterThan(400_000);
    const imported = await host.api.forum.importPages.mutate({ gameId, pages: [big] });
    expect(imported).toMatchObject({ ok: true, engine: 'vbulletin4' });
    await expect(host.api.host.post.mutate({ gameId, channel: 'thread', body: 'x'.repeat(19_000) + big.content.slice(0, 200_000) })).rejects.toThrow();
  });

  it('refuses what it cannot read, stores nothing, and is for the host only', async () => {
    const host = await signedUp(url());
    const gameId = await forumGame(host);
    const blog = { name: 'blog.html', content: '<html><head><title>My blog</title><meta name="generator" content="WordPress 6.7"></head><body><p>hi</p></body></html>' };
    const refused = await host.api.forum.importPages.mutate({ gameId, pages: [blog] });
    expect(refused).toMatchObject({ ok: false, rejection: { code: 'forum-unknown-engine', params: { page: 'blog.html', title: 'My blog' } } });
    expect((await host.api.forum.get.query({ gameId })).report.posts).toEqual([]);

    const stranger = await signedUp(url());
    await expect(stranger.api.forum.importPages.mutate({ gameId, pages: [fixture('xenforo2', 'page-1.html')] })).rejects.toThrow(/not-allowed-in-game/);
    expect((await host.api.forum.get.query({ gameId })).report.posts).toEqual([]);
    // Bad input is refused by its schema: an instant that is not one.
    await expect(
      host.api.forum.updateSetup.mutate({ gameId, phases: [{ kind: 'day', number: 1, startsAt: 'yesterday', endsAt: '2026-11-21T18:00Z' }] }),
    ).rejects.toThrow(/invalid-instant/);
  });
});
