/**
 * Issue #23, "the host creates a game of any ruleset with 'played on an external forum'": the forum
 * machinery with the rulesets beyond Gorny and the Russian one, roles dealt by the game's seed.
 * Detective Conan BO takes game 12's saved XenForo pages as its thread (one ballot per voter);
 * Mafia 1923's day vote has two ballots on one form (seed 002 Daytime: a family, and a member of
 * one's own family), so "Vote: Beta" is a family ballot and a fellow member's name the individual
 * one, each read into the ballot that offers it, and an unvote takes back the latest.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forumPage } from './forum-game-12';
import { signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

const THREAD = ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Pyrotechnician', 'Caluin Grey', 'Zarniwoop', 'Dredd'];
/** Both rulesets open with a night: the thread's day-1 posts (18:00Z on) fall in day 1. */
const PHASES = [
  { kind: 'night' as const, number: 1, startsAt: '2026-11-20T06:00Z', endsAt: '2026-11-20T18:00Z' },
  { kind: 'day' as const, number: 1, startsAt: '2026-11-20T18:00Z', endsAt: '2026-11-21T18:00Z' },
  { kind: 'night' as const, number: 2, startsAt: '2026-11-21T18:00Z', endsAt: '2026-11-22T06:00Z' },
];

async function forumGame(host: Client, rulesetId: string, setupId: string, names: string[]): Promise<string> {
  const created = await host.api.forum.create.mutate({
    title: `A ${rulesetId} thread`,
    rulesetId,
    setupId,
    seed: 'forum-any',
    forum: { players: names.map((name) => ({ name, ...(name === 'Noodle' ? { aliases: ['Noods'] } : name === 'Bad Ash' ? { aliases: ['Ash'] } : {}) })), hosts: ['Gorny'], phases: PHASES },
  });
  if (!created.ok || !created.gameId) throw new Error(`not created: ${JSON.stringify(created)}`);
  // Night 1 passes with no move sent: day 1 and its vote open.
  expect(await host.api.forum.advance.mutate({ gameId: created.gameId })).toMatchObject({ ok: true });
  return created.gameId;
}

async function ballots(host: Client, gameId: string, poll: string): Promise<string[]> {
  const view = (await host.api.host.view.query({ gameId })).view;
  return (view?.polls.find((p) => p.id === poll)?.ballots ?? []).map((b) => `${b.voter}:${b.slot}:${b.targets.join(',')}`).sort();
}

/** A saved XenForo 2 thread page with these posts, in the markup of the game-12 fixture. */
function xenforoPage(posts: { number: number; author: string; at: string; body: string }[]): { name: string; content: string } {
  const fixture = readFileSync(new URL('../../../packages/forum/test/fixtures/xenforo2/page-1.html', import.meta.url), 'utf8');
  const start = fixture.indexOf('<article class="message message--post');
  const second = fixture.indexOf('<article class="message message--post', start + 1);
  const template = fixture.slice(second, fixture.indexOf('</article>\n\n', second) + '</article>\n'.length);
  const close = fixture.slice(fixture.lastIndexOf('</article>') + '</article>\n'.length);
  const articles = posts.map((post) => {
    const id = String(2000 + post.number);
    const seconds = String(Date.parse(post.at) / 1000);
    return template
      .replaceAll('Noodle', post.author)
      .replaceAll('noodle', post.author.toLowerCase())
      .replaceAll('1002', id)
      .replace('>#2<', `>#${post.number}<`)
      .replace('2026-11-20T18:10:00+0000', post.at.replace('Z', '+0000'))
      .replace('1795198200', seconds)
      .replace(/<div class="bbWrapper">[\s\S]*?<\/div>\n/, `<div class="bbWrapper">${post.body}</div>\n`);
  });
  return { name: 'page-1.html', content: fixture.slice(0, start) + articles.join('\n') + close };
}

describe('forum-hosted games of other rulesets (issue #23)', () => {
  it('Detective Conan BO: game 12\'s pages are its day-1 thread, votes through its lynch', async () => {
    const host = await signedUp(url());
    const names = [...THREAD, 'Extra One', 'Extra Two'];
    const gameId = await forumGame(host, 'conan-bo', 'basic-9', names);
    const imported = await host.api.forum.importPages.mutate({ gameId, pages: [forumPage('xenforo2', 'page-2.html'), forumPage('xenforo2', 'page-1.html')] });
    expect(imported).toMatchObject({ ok: true, added: 12 });
    // s1 Noodle unvoted; Dredd's "Noods" is Noodle's alias; Pyro's struck vote does not count.
    expect(await ballots(host, gameId, 'lynch')).toEqual(['s2:main:s7', 's3:main:s7', 's4:main:s2', 's5:main:s7', 's6:main:s7', 's7:main:s1']);
    const flags = imported.ok ? imported.report?.flags.map((f) => `${f.code}:${f.postId}`) : [];
    expect(flags).toEqual(expect.arrayContaining(['edited:4', 'night-post:10']));
  });

  it('Mafia 1923: a family ballot and an individual ballot from one post, an unvote takes back the latest', async () => {
    const host = await signedUp(url());
    const names = [...THREAD, ...Array.from({ length: 9 }, (_, i) => `Member ${i + 1}`)];
    const gameId = await forumGame(host, 'mafia-1923', 'two-families-of-8', names);
    const seats = (await host.api.host.view.query({ gameId })).view?.seats ?? [];
    const family = (name: string) => seats.find((s) => s.name === name)?.attributes?.['family'] as string;
    const noodle = family('Noodle');
    const fellow = seats.find((s) => s.name !== 'Noodle' && family(s.name) === noodle)?.name as string;
    const other = seats.map((s) => family(s.name)).find((f) => f !== noodle) as string;
    const page = xenforoPage([
      { number: 1, author: 'Gorny', at: '2026-11-20T18:00:00Z', body: '<b>Day 1 begins.</b>' },
      { number: 2, author: 'Noodle', at: '2026-11-20T18:10:00Z', body: `Off to court with them.<br />\n<b>Vote: ${other}</b><br />\n<b>Vote: ${fellow}</b>` },
      { number: 3, author: fellow, at: '2026-11-20T18:20:00Z', body: `<b>Vote: ${other}</b><br />\n<b>Vote: Noodle</b>` },
      { number: 4, author: fellow, at: '2026-11-20T18:30:00Z', body: '<b>Unvote</b>' },
    ]);
    const imported = await host.api.forum.importPages.mutate({ gameId, pages: [page] });
    expect(imported).toMatchObject({ ok: true, added: 4 });
    const seatOf = (name: string) => seats.find((s) => s.name === name)?.id as string;
    // The fellow's unvote took back his latest ballot (his individual vote for Noodle); his family ballot stays.
    expect(await ballots(host, gameId, 'court')).toEqual([`${seatOf('Noodle')}:family:${other}`, `${seatOf('Noodle')}:individual:${seatOf(fellow)}`, `${seatOf(fellow)}:family:${other}`].sort());
  });
});
