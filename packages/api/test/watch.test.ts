/**
 * Issue #21, spectators: a game the host opens to the public is watchable without an account; any
 * other game only by its members. Whoever watches gets the spectator projection: no hidden role,
 * no action, no private result of anyone.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { useApiHarness, type Caller } from './harness';
import { classicNight } from './classic-night';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
const { signedUp, nightGame } = classicNight(harness, 'w');
const codeOf = async (call: Promise<unknown>): Promise<string> =>
  call.then(
    () => 'ok',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}:${error.message}` : String(error)),
  );


describe('Watching a game', () => {
  it('is for members only until the host opens the game, then for anyone, without an account', async () => {
    const { gameId, host, players } = await nightGame('watch');
    const outsider = await signedUp();
    expect(await codeOf((await harness().anonymous()).watch.view({ gameId }))).toBe('UNAUTHORIZED:sign-in-required');
    expect(await codeOf((await outsider.caller()).watch.view({ gameId }))).toBe('FORBIDDEN:not-allowed-in-game');
    // Only a host decides.
    expect(await codeOf((await (players[0]?.caller ?? host.caller)()).watch.setPublicSpectators({ gameId, watchers: 'anyone' }))).toBe('FORBIDDEN:not-allowed-in-game');
    expect(await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' })).toEqual({ ok: true, seq: 0 });
    expect((await (await harness().anonymous()).lobby.get({ gameId })).game.publicSpectators).toBe(true);
    expect((await (await harness().anonymous()).watch.view({ gameId })).viewer).toEqual({ kind: 'spectator' });
    expect((await (await outsider.caller()).watch.view({ gameId })).viewer).toEqual({ kind: 'spectator' });
    expect(await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'members' })).toEqual({ ok: true, seq: 0 });
    expect(await codeOf((await harness().anonymous()).watch.view({ gameId }))).toBe('UNAUTHORIZED:sign-in-required');
  });

  it("never shows a spectator a seat's hidden role, an action or a private result, whoever asks", async () => {
    const { gameId, host, players } = await nightGame('watch');
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' });
    const state = await harness().rooms.state(gameId);
    // Every player who can act tonight does so, so the state holds intents to leak.
    for (const player of players) {
      const own = await (await player.caller()).game.view({ gameId });
      const move = own.available.find((a) => a.type === 'submit-intent');
      const target = state.seats.find((s) => s.name !== player.username && s.alive);
      if (move && 'ability' in move && target) await (await player.caller()).game.act({ gameId, ability: move.ability, targets: [target.id] });
    }
    const after = await harness().rooms.state(gameId);
    expect(after.intents.length).toBeGreaterThan(0);
    const roles = new Set(after.seats.map((s) => s.role));
    // A visitor, a signed-in outsider and a seated player asking as a spectator all get the same projection.
    const watchers: Array<() => Promise<Caller>> = [() => harness().anonymous(), (await signedUp()).caller, players[0]?.caller ?? host.caller];
    for (const watcher of watchers) {
      const watched = await (await watcher()).watch.view({ gameId });
      expect(watched.viewer).toEqual({ kind: 'spectator' });
      expect(watched.available).toEqual([]);
      const view = watched.view;
      if (!view) throw new Error('a started game has a view');
      expect(view.intents).toEqual([]);
      expect(view.pending).toBeNull();
      for (const seat of view.seats) {
        expect(seat).not.toHaveProperty('role');
        expect(seat).not.toHaveProperty('faction');
        expect(seat).not.toHaveProperty('lastAction');
      }
      // No notice or post addressed to a seat or a faction.
      for (const notice of view.notices) expect(notice.audience).toEqual({ to: 'public' });
      const text = JSON.stringify(view);
      for (const role of roles) if (role !== 'villager') expect(text).not.toContain(`"${role}"`);
    }
  });
});

describe('The end of a game', () => {
  it('reveals every role and faction, the winners, each phase, and the traces once the host publishes them', async () => {
    const { gameId, host } = await nightGame('watch');
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' });
    const visitor = await harness().anonymous();
    expect(await visitor.watch.ending({ gameId })).toBeNull();
    expect(await (await host.caller()).watch.publishTraces({ gameId })).toEqual({ ok: false, rejection: { code: 'game-not-over' } });
    // The host removes the mafia: the town wins.
    const state = await harness().rooms.state(gameId);
    const mafia = state.seats.filter((s) => s.faction === 'mafia');
    for (const seat of mafia) expect(await (await host.caller()).host.modkill({ gameId, seat: seat.id, reason: 'modkill' })).toMatchObject({ ok: true });
    const end = await harness().rooms.state(gameId);
    expect(end.result?.factions).toEqual(['town']);

    const ending = await visitor.watch.ending({ gameId });
    if (!ending) throw new Error('the game is over');
    expect(ending.result).toEqual(end.result);
    expect(ending.seats.map((s) => [s.id, s.role, s.faction])).toEqual(end.seats.map((s) => [s.id, s.role, s.faction]));
    expect(ending.seats.filter((s) => s.won).map((s) => s.id)).toEqual(end.seats.filter((s) => s.faction === 'town').map((s) => s.id));
    expect(ending.phases[0]?.phase).toEqual({ kind: 'night', number: 1 });
    expect(ending.phases.flatMap((p) => p.deaths.map((d) => d.seat)).sort()).toEqual(mafia.map((s) => s.id).sort());
    for (const phase of ending.phases) for (const notice of phase.notices) expect(notice.audience).toEqual({ to: 'public' });
    expect(ending.traces).toBeNull();

    expect(await (await host.caller()).watch.publishTraces({ gameId })).toEqual({ ok: true, seq: 0 });
    expect((await visitor.watch.ending({ gameId }))?.traces).toEqual([]);
  });
});

describe('A profile', () => {
  it('counts the finished games a watcher may see: games, wins and roles, never a running game', async () => {
    const { gameId, host, players } = await nightGame('watch');
    const state = await harness().rooms.state(gameId);
    const player = players[0];
    if (!player) throw new Error('no player');
    const seat = state.seats.find((s) => s.name === player.username);
    if (!seat) throw new Error('no seat');
    const visitor = await harness().anonymous();
    // Running: nothing counts, for anyone.
    expect(await (await player.caller()).profile.get({ username: player.username })).toMatchObject({ played: 0, wins: 0, games: [] });
    for (const mafia of state.seats.filter((s) => s.faction === 'mafia')) await (await host.caller()).host.modkill({ gameId, seat: mafia.id, reason: 'modkill' });
    const expected = { played: 1, wins: seat.faction === 'town' ? 1 : 0, roles: { [`sandbox:${seat.role}`]: 1 } };
    // A members-only game: its members see the game on the profile, a visitor does not.
    expect(await (await player.caller()).profile.get({ username: player.username })).toMatchObject(expected);
    expect(await visitor.profile.get({ username: player.username })).toMatchObject({ played: 0, games: [] });
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' });
    const seen = await visitor.profile.get({ username: player.username });
    expect(seen).toMatchObject(expected);
    expect(seen.games[0]).toMatchObject({ gameId, role: seat.role, faction: seat.faction, won: seat.faction === 'town' });
    expect(await codeOf(visitor.profile.get({ username: 'nobody-by-this-name' }))).toBe('NOT_FOUND:unknown-account');
  });
});
