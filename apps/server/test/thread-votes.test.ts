/**
 * Issue #21: bold votes in posts of the in-app thread count by the ruleset's own syntax (Gorny,
 * seed 001 rule 6), through the vote panel's command path, and the poster is told what did not count.
 */
import { describe, expect, it } from 'vitest';
import { signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

type Player = Client & { username: string; seat: string; name: string };

async function gornyDay(): Promise<{ gameId: string; host: Client; players: Player[] }> {
  const host = await signedUp(url());
  const { gameId } = await host.api.lobby.create.mutate({ title: 'thread votes', rulesetId: 'gorny', setupId: 'basic-7', settings: { firstPhase: 'day' } });
  const joined = [];
  for (let i = 0; i < 7; i++) {
    const player = await signedUp(url());
    expect((await player.api.lobby.join.mutate({ gameId, as: 'player' })).ok).toBe(true);
    joined.push(player);
  }
  expect((await host.api.lobby.start.mutate({ gameId })).ok).toBe(true);
  const players: Player[] = [];
  for (const player of joined) {
    const own = await player.api.game.view.query({ gameId });
    if (own.viewer.kind !== 'seat') throw new Error('player not seated');
    const seat = own.viewer.seat;
    players.push({ ...player, seat, name: own.view?.seats.find((s) => s.id === seat)?.name ?? '' });
  }
  return { gameId, host, players };
}

async function ballots(client: Client, gameId: string): Promise<Array<[string, string[]]>> {
  const view = (await client.api.game.view.query({ gameId })).view;
  const poll = view?.polls.find((p) => p.id === 'lynch' && p.status === 'open');
  return (poll?.ballots ?? []).map((b) => [b.voter, [...b.targets]]);
}

describe('votes in thread posts (issue #21, seed 001 rule 6)', () => {
  it('[b]…[/b] and **…** cast, move and withdraw the vote; the answer says what counted', async () => {
    const { gameId, players } = await gornyDay();
    const [a, b, c] = players as [Player, Player, Player];
    const first = await a.api.game.post.mutate({ gameId, channel: 'thread', body: `I think so.\n[b]Vote: ${b.name}[/b]` });
    expect(first).toMatchObject({ ok: true, votes: [{ counted: true, kind: 'vote', target: b.seat }] });
    expect(await ballots(c, gameId)).toEqual([[a.seat, [b.seat]]]);

    const moved = await a.api.game.post.mutate({ gameId, channel: 'thread', body: `**vote ${c.name}**` });
    expect(moved).toMatchObject({ ok: true, votes: [{ counted: true, kind: 'vote', target: c.seat }] });
    expect(await ballots(c, gameId)).toEqual([[a.seat, [c.seat]]]);

    const withdrawn = await a.api.game.post.mutate({ gameId, channel: 'thread', body: '**Unvote**' });
    expect(withdrawn).toMatchObject({ ok: true, votes: [{ counted: true, kind: 'unvote' }] });
    expect(await ballots(c, gameId)).toEqual([]);
  });

  it('a fragment that did not count changes nothing and comes back with its reason', async () => {
    const { gameId, players } = await gornyDay();
    const [a, b] = players as [Player, Player];
    const result = await a.api.game.post.mutate({
      gameId,
      channel: 'thread',
      body: `Vote: ${b.name}\n**Vote: Nobodyhere**\n<b>Vote: ${b.name}</b>\n[quote=X #1]**Vote: ${b.name}**[/quote]`,
    });
    expect(result).toMatchObject({
      ok: true,
      votes: [
        { counted: false, reason: 'not-bold' },
        { counted: false, reason: 'unknown-name' },
        { counted: false, reason: 'not-bold' },
        { counted: false, reason: 'quoted' },
      ],
    });
    expect(await ballots(a, gameId)).toEqual([]);
    // The private notice names the post by its number in the thread and the reason, not a storage id.
    const notices = (await a.api.game.view.query({ gameId })).view?.notices.filter((n) => n.key === 'notices.vote-not-counted') ?? [];
    expect(notices.map((n) => n.params['reason'])).toEqual(['vote-not-bold', 'vote-unknown-name', 'vote-not-bold', 'vote-quoted']);
    expect(notices[0]?.params['number']).toBe(1);
    expect((await b.api.game.view.query({ gameId })).view?.notices.some((n) => n.key === 'notices.vote-not-counted')).toBe(false);
  });

  it('a bold vote with no vote open is refused by the kernel and changes no state', async () => {
    const { gameId, host, players } = await gornyDay();
    const [a, b] = players as [Player, Player];
    await host.api.host.closeStep.mutate({ gameId });
    const seq = (await a.api.game.view.query({ gameId })).seq;
    const result = await a.api.game.post.mutate({ gameId, channel: 'thread', body: `[b]Vote: ${b.name}[/b]` });
    expect(result).toMatchObject({ ok: true, votes: [{ counted: false, rejection: { code: expect.any(String) } }] });
    const after = (await a.api.game.view.query({ gameId })).seq;
    // The post itself (and its night flag notice) moved the log; the refused vote added no ballot.
    expect(after).toBeGreaterThan(seq);
    expect(await ballots(a, gameId)).toEqual([]);
  });
});
