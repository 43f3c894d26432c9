/**
 * The lobby over the shipped rulesets: every registry entry is offered, sign-up options are each
 * ruleset's own (kit `signup`), and rulesets with their own deal (kit `assign`) deal with it.
 */
import { rulesetIds } from '@mafia/rulesets';
import { describe, expect, it } from 'vitest';
import { signedUp, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

async function lobby(rulesetId: string, setupId: string, signups: Array<Record<string, string | boolean>>) {
  const host = await signedUp(url());
  const { gameId } = await host.api.lobby.create.mutate({ title: rulesetId, rulesetId, setupId, settings: {} });
  const players = [];
  for (const attributes of signups) {
    const player = await signedUp(url());
    const joined = await player.api.lobby.join.mutate({ gameId, as: 'player', options: Object.keys(attributes).length > 0 ? { attributes } : {} });
    expect(joined, JSON.stringify(attributes)).toEqual({ ok: true, seq: 0 });
    players.push(player);
  }
  return { host, gameId, players };
}

describe('Rulesets come from the registry', () => {
  it('offers every registered ruleset, with nothing named in the server', async () => {
    const offered = (await (await signedUp(url())).api.rulesets.list.query()).map((r) => r.id).sort();
    expect(offered).toEqual(rulesetIds());
    expect(offered).toEqual(expect.arrayContaining(['gorny', 'mafia-1923', 'russian-extended', 'sandbox']));
  });
});

describe('Gorny: the buddy system (seed 001, notice to new players)', () => {
  it('refuses sign-up options Gorny does not have, and a start without the setup\'s seven', async () => {
    const { host, gameId } = await lobby('gorny', 'basic-7', [{}]);
    const player = await signedUp(url());
    const refused = await player.api.lobby.join.mutate({ gameId, as: 'player', options: { attributes: { family: 'x' } } });
    expect(refused).toMatchObject({ ok: false, rejection: { code: 'invalid-signup-options' } });
    expect((await host.api.lobby.get.query({ gameId })).game).toMatchObject({ players: 1, needed: 7 });
    expect(await host.api.lobby.start.mutate({ gameId })).toMatchObject({ ok: false, rejection: { code: 'wrong-player-count', params: { needed: 7, signedUp: 1 } } });
  });

  it('pairs a new player with the experienced buddy they named, in one faction', async () => {
    const { host, gameId, players } = await lobby('gorny', 'basic-7', [{}, {}, {}, {}, {}, {}]);
    // The seventh sign-up names an earlier one as buddy.
    const novice = await signedUp(url());
    await novice.api.lobby.join.mutate({ gameId, as: 'player', options: { attributes: { buddy: players[2]?.username ?? '' } } });
    const started = await host.api.lobby.start.mutate({ gameId });
    expect(started).toMatchObject({ ok: true, unmet: [] });
    const view = (await host.api.host.view.query({ gameId })).view;
    const noviceSeat = view?.seats.find((s) => s.name === novice.username);
    const mentorSeat = view?.seats.find((s) => s.name === players[2]?.username);
    expect(noviceSeat?.attributes?.['buddy']).toBe(mentorSeat?.id);
    expect(mentorSeat?.attributes?.['buddy']).toBe(noviceSeat?.id);
    expect(noviceSeat?.faction).toBe(mentorSeat?.faction);
    const own = (await novice.api.game.view.query({ gameId })).view;
    expect(own?.seats.find((s) => s.id === noviceSeat?.id)?.attributes?.['buddy']).toBe(mentorSeat?.id);
  });
});

describe('Mafia 1923: families and levels (seed 002, Setup)', () => {
  it('deals families of 8 with buildGame, Beginners as Townspeople or Mafia Members, and Spectators watch', async () => {
    const signups = Array.from({ length: 16 }, (_, i) => ({ level: i < 4 ? 'beginner' : 'standard', ...(i < 8 ? { group: 'Capulet' } : {}) }));
    const { host, gameId, players } = await lobby('mafia-1923', 'three-families', [...signups, { level: 'spectator' }]);
    const started = await host.api.lobby.start.mutate({ gameId });
    expect(started.ok, JSON.stringify(started)).toBe(true);
    const view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.seats).toHaveLength(16);
    const families = new Map<string, number>();
    for (const seat of view?.seats ?? []) families.set(String(seat.attributes?.['family']), (families.get(String(seat.attributes?.['family'])) ?? 0) + 1);
    expect([...families.values()]).toEqual([8, 8]);
    expect(families.get('Capulet')).toBe(8);
    for (const beginner of players.slice(0, 4)) {
      const seat = view?.seats.find((s) => s.name === beginner.username);
      expect(['townsperson', 'mafia-member']).toContain(seat?.role);
    }
    const watcher = players[16];
    const watching = await watcher?.api.game.view.query({ gameId });
    expect(watching).toMatchObject({ memberRole: 'spectator', viewer: { kind: 'spectator' } });
    const listed = await host.api.lobby.get.query({ gameId });
    expect(listed.members.find((m) => m.username === watcher?.username)).toMatchObject({ role: 'spectator', seatId: null });
  });

  it('refuses to start when no split into families of 8 or 10 fits, and stays in the lobby', async () => {
    const { host, gameId } = await lobby('mafia-1923', 'three-families', Array.from({ length: 12 }, () => ({ level: 'standard' })));
    expect(await host.api.lobby.start.mutate({ gameId })).toMatchObject({ ok: false, rejection: { code: 'player-count-unfit' } });
    expect((await host.api.lobby.get.query({ gameId })).game.status).toBe('lobby');
  });

  it('lists games with their player counts, filtered by ruleset and membership', async () => {
    const { host, gameId } = await lobby('mafia-1923', 'three-families', [{ level: 'standard' }, { level: 'beginner' }]);
    const mine = await host.api.lobby.list.query({ mine: true, rulesetId: 'mafia-1923' });
    expect(mine.map((g) => g.id)).toEqual([gameId]);
    expect(mine[0]).toMatchObject({ players: 2, needed: null, status: 'lobby' });
  });
});
