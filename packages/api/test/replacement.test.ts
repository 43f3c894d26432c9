/**
 * Issue #13 (High): a replaced player keeps no secrets. The outgoing player's open `game.updates`
 * stream stops carrying the seat's private view at the hand-over (faction chat, the host's post to
 * the faction, the new owner's night action); their seat commands are refused; a sign-out ends
 * the session's streams.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';
import { classicNight, reader, until } from './classic-night';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
const classic = classicNight(harness, 'r');
const { signedUp } = classic;



/** A started classic-7 sandbox game at night 1, its players by seat and a mafia seat. */
async function nightGame() {
  const { gameId, host, players } = await classic.nightGame('replace');
  const state = await harness().rooms.state(gameId);
  const mafiaSeat = state.seats.find((s) => s.faction === 'mafia');
  if (!mafiaSeat) throw new Error('no mafia seat');
  const outgoing = players.find((p) => p.username === mafiaSeat.name);
  if (!outgoing) throw new Error('no player for the mafia seat');
  return { gameId, host, players, mafiaSeat, outgoing };
}

describe('A replaced player keeps no secrets', () => {
  it("ends the seat's view on the outgoing player's live stream at the hand-over", async () => {
    const { gameId, host, mafiaSeat, outgoing } = await nightGame();
    const incoming = await signedUp();
    expect(await (await incoming.caller()).lobby.join({ gameId, as: 'replacement' })).toEqual({ ok: true, seq: 0 });

    const stream = reader(await (await outgoing.caller()).game.updates({ gameId }));
    await until(() => stream.view()?.viewer.kind === 'seat', 'the seat view');
    expect(stream.view()?.viewer).toEqual({ kind: 'seat', seat: mafiaSeat.id });

    const replaced = await (await host.caller()).host.replace({ gameId, seat: mafiaSeat.id, username: incoming.username });
    if (!replaced.ok) throw new Error(JSON.stringify(replaced));
    const secrets = [`faction-secret-${process.pid}`, `host-to-faction-${process.pid}`];
    expect(await (await incoming.caller()).game.post({ gameId, channel: 'faction:mafia', body: secrets[0] as string })).toMatchObject({ ok: true });
    expect(await (await host.caller()).host.post({ gameId, channel: 'faction:mafia', body: secrets[1] as string })).toMatchObject({ ok: true });
    const newOwner = await (await incoming.caller()).game.view({ gameId });
    expect(newOwner.viewer).toEqual({ kind: 'seat', seat: mafiaSeat.id });
    const kill = newOwner.available.find((a) => 'ability' in a && a.ability === 'factional-kill');
    if (!kill) throw new Error(`no factional kill for the new owner: ${JSON.stringify(newOwner.available)}`);
    const victim = newOwner.view?.seats.find((s) => s.id !== mafiaSeat.id && s.role === undefined);
    const acted = await (await incoming.caller()).game.act({ gameId, ability: 'factional-kill', targets: [victim?.id ?? ''] });
    expect(acted).toMatchObject({ ok: true });
    const last = (await harness().rooms.state(gameId)).seq;

    await until(() => (stream.view()?.seq ?? 0) >= last, 'the last seq on the outgoing stream');
    // Every message from the replacement's seq on is the spectator's, and none carries a secret.
    const after = stream.messages.filter((m) => (m.kind === 'full' ? m.seq : m.seq) >= replaced.seq);
    expect(after.length).toBeGreaterThan(0);
    for (const message of after) {
      const text = JSON.stringify(message);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain('factional-kill');
    }
    expect(after[0]).toMatchObject({ kind: 'full', viewer: { kind: 'spectator' } });
    const final = stream.view();
    expect(final?.viewer).toEqual({ kind: 'spectator' });
    expect(final?.memberRole).toBe('spectator');
    // The view the stream adds up to is exactly what the outgoing player's own query answers.
    expect(final).toEqual(await (await outgoing.caller()).game.view({ gameId }));
    expect(JSON.stringify(final)).not.toContain(secrets[0]);
    // Nor can they act for the seat any more.
    await expect((await outgoing.caller()).game.withdraw({ gameId, ability: 'factional-kill' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await harness().rooms.state(gameId)).seq).toBe(last);
    // Signing out ends the (now spectator) stream.
    await (await outgoing.caller()).auth.signOut();
    await stream.done;
  });

  it('gives the outgoing player the spectator view from the replacement seq even before the member rows change', async () => {
    const { gameId, host, mafiaSeat, outgoing } = await nightGame();
    const incoming = await signedUp();
    await (await incoming.caller()).lobby.join({ gameId, as: 'replacement' });
    // The kernel command alone (as if the process stopped before the rows were written).
    const result = await harness().rooms.dispatch(gameId, { type: 'replace-player', seat: mafiaSeat.id, name: incoming.username });
    expect(result.ok).toBe(true);
    const own = await (await outgoing.caller()).game.view({ gameId });
    expect(own.viewer).toEqual({ kind: 'spectator' });
    expect(await (await outgoing.caller()).game.post({ gameId, channel: 'faction:mafia', body: 'still here?' })).toEqual({ ok: false, rejection: { code: 'game-not-started' } });
    expect((await (await host.caller()).host.view({ gameId })).viewer).toEqual({ kind: 'host' });
  });

  it("ends the session's live streams at sign-out", async () => {
    const { gameId, outgoing } = await nightGame();
    const caller = await outgoing.caller();
    const stream = reader(await caller.game.updates({ gameId }));
    await until(() => stream.messages.length > 0, 'the first message');
    await caller.auth.signOut();
    await until(() => stream.ended(), 'the stream to end');
    await stream.done;
  });
});
