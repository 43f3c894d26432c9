/**
 * Issue #21, a live stream for watchers: `watch.updates` gives a visitor (no account) the same
 * live messages as a player's `game.updates`, of the spectator projection only. Every message is
 * checked for hidden information (roles, factions, actions, faction chat), and the stream ends
 * when the host closes the game to members.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { appRouter, createContextFactory } from '../src';
import { WATCH_RECHECK_MS } from '../src/watch-stream';
import { useApiHarness } from './harness';
import { classicNight, reader, until } from './classic-night';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
const { nightGame } = classicNight(harness, 'ws');

/** A visitor's caller whose streams end when `stop` aborts them. */
async function visitor() {
  const controller = new AbortController();
  const context = await createContextFactory(harness().services)({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } });
  return { caller: appRouter.createCaller(context, { signal: controller.signal }), stop: () => controller.abort() };
}




describe('The live stream of a watcher', () => {
  it('is refused for a members-only game to a visitor', async () => {
    const { gameId } = await nightGame('live watch');
    const visitor = await harness().anonymous();
    await expect(visitor.watch.updates({ gameId }).then((s) => s[Symbol.asyncIterator]().next())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('carries every public change live and never a role, a faction, an action or faction chat', async () => {
    const { gameId, host, players } = await nightGame('live watch');
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' });
    const watcher = await visitor();
    const stream = reader(await watcher.caller.watch.updates({ gameId }));
    await until(() => stream.view() !== null, 'the first message');
    expect(stream.messages[0]).toMatchObject({ kind: 'full', viewer: { kind: 'spectator' }, available: [] });

    const state = await harness().rooms.state(gameId);
    const secret = `mafia-plan-${process.pid}`;
    // Every player who can act tonight acts; the mafia talk in their chat; then the host ends the night.
    for (const player of players) {
      const own = await (await player.caller()).game.view({ gameId });
      const move = own.available.find((a) => a.type === 'submit-intent');
      const target = state.seats.find((s) => s.name !== player.username && s.alive);
      if (move && 'ability' in move && target) expect(await (await player.caller()).game.act({ gameId, ability: move.ability, targets: [target.id] })).toMatchObject({ ok: true });
    }
    const mafioso = state.seats.find((s) => s.faction === 'mafia');
    const mafiaPlayer = players.find((p) => p.username === mafioso?.name);
    if (!mafiaPlayer) throw new Error('no mafia player');
    expect(await (await mafiaPlayer.caller()).game.post({ gameId, channel: 'faction:mafia', body: secret })).toMatchObject({ ok: true });
    const advanced = await (await host.caller()).host.closeStep({ gameId });
    expect(advanced).toMatchObject({ ok: true });
    const last = (await harness().rooms.state(gameId)).seq;
    await until(() => (stream.view()?.seq ?? 0) >= last, 'the last seq on the watch stream');

    // The night ended on the stream (a day now), as a spectator sees it.
    expect(stream.view()?.view?.clock.phase.kind).toBe('day');
    expect(stream.messages.length).toBeGreaterThan(1);
    // The roles still hidden: a seat killed tonight has its role revealed to everyone (the sandbox
    // reveals on death), so only roles that no dead seat held may never appear (which seat dies
    // depends on the server's random deal).
    const after = await harness().rooms.state(gameId);
    const revealed = new Set(after.seats.filter((s) => !s.alive).map((s) => s.role));
    const roles = new Set(after.seats.filter((s) => s.alive && !revealed.has(s.role) && s.role !== 'villager').map((s) => s.role));
    expect(roles.size).toBeGreaterThan(0);
    for (const message of stream.messages) {
      const text = JSON.stringify(message);
      expect(text).not.toContain(secret);
      expect(text).not.toContain('faction:mafia');
      expect(text).not.toContain('"intents":[{');
      for (const role of roles) expect(text).not.toContain(`"${role}"`);
    }
    // What the stream adds up to is exactly the spectator's view.
    expect(stream.view()).toEqual(await (await harness().anonymous()).watch.view({ gameId }));
    watcher.stop();
    await stream.done;
  });

  it(`ends once the host closes the game to members (re-checked every ${WATCH_RECHECK_MS / 1000} s)`, { timeout: WATCH_RECHECK_MS + 15_000 }, async () => {
    const { gameId, host } = await nightGame('live watch');
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'anyone' });
    const stream = reader(await (await harness().anonymous()).watch.updates({ gameId }));
    await until(() => stream.view() !== null, 'the first message');
    await (await host.caller()).watch.setPublicSpectators({ gameId, watchers: 'members' });
    await stream.done;
    expect(stream.ended()).toBe(true);
  });
});
