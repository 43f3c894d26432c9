/**
 * Issue #16: the host's exile (seed 002: "The Moderators reserve the right to exile any player for
 * any reason") through the API: host only, zod-validated, told to the exiled seat and the host only.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness, type Caller } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

async function startedGame() {
  const host = await harness().signedUp(`xh-${process.pid}`);
  const { gameId } = await (await host()).lobby.create({ title: 'exile', rulesetId: 'sandbox', setupId: 'classic-7' });
  const players: Array<{ caller: () => Promise<Caller>; username: string }> = [];
  for (let i = 0; i < 7; i++) {
    const username = `x${i}-${process.pid}`;
    const caller = await harness().signedUp(username);
    expect(await (await caller()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
    players.push({ caller, username });
  }
  expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
  const state = await harness().rooms.state(gameId);
  const seatOf = (username: string) => state.seats.find((s) => s.name === username)?.id ?? '';
  return { gameId, host, players, seatOf };
}

describe('The host exiles a player', () => {
  it('is a host command, validated, and shows the exile to the host and the player only', async () => {
    const { gameId, host, players, seatOf } = await startedGame();
    const [exiled, other] = players;
    if (!exiled || !other) throw new Error('players');
    const seat = seatOf(exiled.username);

    await expect((await other.caller()).host.exile({ gameId, seat })).rejects.toThrow();
    await expect((await host()).host.exile({ gameId, seat: '' })).rejects.toThrow();
    expect((await harness().rooms.state(gameId)).seats.find((s) => s.id === seat)?.removed).toBeFalsy();

    expect(await (await host()).host.exile({ gameId, seat })).toMatchObject({ ok: true });
    expect(await (await host()).host.exile({ gameId, seat })).toEqual({ ok: false, rejection: { code: 'target-not-alive', params: { target: seat } } });
    expect((await harness().rooms.state(gameId)).seats.find((s) => s.id === seat)).toMatchObject({ removed: true, eliminationCause: 'exiled:host' });

    const own = (await (await exiled.caller()).game.view({ gameId })).view;
    expect(own?.notices.map((n) => n.key)).toContain('notices.you-are-exiled');
    expect(own?.seats.find((s) => s.id === seat)).toMatchObject({ removed: true });
    const seen = (await (await other.caller()).game.view({ gameId })).view;
    expect(seen?.notices.map((n) => n.key)).not.toContain('notices.exiled');
    expect(seen?.seats.find((s) => s.id === seat)).toMatchObject({ alive: false, removed: false });
    expect(seen?.seats.find((s) => s.id === seat)?.eliminationCause).toBeUndefined();
    const hosted = (await (await host()).host.view({ gameId })).view;
    expect(hosted?.notices.map((n) => n.key)).toContain('notices.exiled');
  });
});
