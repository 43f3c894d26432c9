/**
 * Issue #13 (Medium): simultaneous joins cannot overfill a lobby, and the host can remove a sign-up.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => {
  const username = `j${(counter += 1)}-${process.pid}`;
  return { caller: await harness().signedUp(username), username };
};

describe('Lobby joins', () => {
  it('fill a 7-seat lobby with exactly 7 of 20 simultaneous joins', async () => {
    const host = await signedUp();
    const { gameId } = await (await host.caller()).lobby.create({ title: 'race', rulesetId: 'sandbox', setupId: 'classic-7' });
    const joiners = await Promise.all(Array.from({ length: 20 }, () => signedUp()));
    const callers = await Promise.all(joiners.map((j) => j.caller()));
    const results = await Promise.all(callers.map((caller) => caller.lobby.join({ gameId, as: 'player' })));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.rejection.code))).toEqual(Array<string>(13).fill('game-full'));
    const members = await harness().services.members.listByGame(gameId);
    expect(members.filter((m) => m.role === 'player')).toHaveLength(7);
  });

  it('let the host remove a sign-up, which frees the seat and ends that member’s stream', async () => {
    const host = await signedUp();
    const { gameId } = await (await host.caller()).lobby.create({ title: 'remove', rulesetId: 'sandbox', setupId: 'classic-7' });
    const players = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp();
      expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toMatchObject({ ok: true });
      players.push(player);
    }
    const late = await signedUp();
    expect(await (await late.caller()).lobby.join({ gameId, as: 'player' })).toMatchObject({ ok: false, rejection: { code: 'game-full' } });
    const removed = players[0] as (typeof players)[number];
    const stream = (await (await removed.caller()).game.updates({ gameId }))[Symbol.asyncIterator]();
    expect((await stream.next()).done).toBe(false);

    // Only hosts may remove; nobody removes a host.
    await expect((await (players[1] as (typeof players)[number]).caller()).lobby.removeSignup({ gameId, username: removed.username })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await (await host.caller()).lobby.removeSignup({ gameId, username: host.username })).toMatchObject({ ok: false, rejection: { code: 'not-signed-up' } });
    expect(await (await host.caller()).lobby.removeSignup({ gameId, username: removed.username })).toEqual({ ok: true, seq: 0 });
    expect((await stream.next()).done).toBe(true);
    expect((await (await host.caller()).lobby.get({ gameId })).members.some((m) => m.username === removed.username)).toBe(false);
    expect(await (await late.caller()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
    expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
    // After the start a player is replaced, not removed.
    expect(await (await host.caller()).lobby.removeSignup({ gameId, username: late.username })).toMatchObject({ ok: false, rejection: { code: 'game-already-started' } });
  });

  it('refuse role requests unless the host turned them on, and honour them when on', async () => {
    const host = await signedUp();
    const off = await (await host.caller()).lobby.create({ title: 'requests off', rulesetId: 'sandbox', setupId: 'classic-7' });
    const asker = await signedUp();
    expect(await (await asker.caller()).lobby.join({ gameId: off.gameId, as: 'player', options: { request: { role: 'goon' } } })).toEqual({ ok: false, rejection: { code: 'role-requests-off' } });
    expect((await (await host.caller()).lobby.get({ gameId: off.gameId })).game.roleRequests).toBe(false);

    const on = await (await host.caller()).lobby.create({ title: 'requests on', rulesetId: 'sandbox', setupId: 'classic-7', roleRequests: true });
    expect((await (await host.caller()).lobby.get({ gameId: on.gameId })).game.roleRequests).toBe(true);
    expect(await (await asker.caller()).lobby.join({ gameId: on.gameId, as: 'player', options: { request: { role: 'goon' } } })).toEqual({ ok: true, seq: 0 });
    for (let i = 0; i < 6; i++) await (await (await signedUp()).caller()).lobby.join({ gameId: on.gameId, as: 'player' });
    expect(await (await host.caller()).lobby.start({ gameId: on.gameId })).toMatchObject({ ok: true, unmet: [] });
    const state = await harness().rooms.state(on.gameId);
    expect(state.seats.find((s) => s.name === asker.username)?.role).toBe('goon');
  });
});
