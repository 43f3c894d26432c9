/**
 * Issue #13 (High): a replaced player keeps no secrets. The outgoing player's open `game.updates`
 * stream stops carrying the seat's private view at the hand-over (faction chat, the host's post to
 * the faction, the new owner's night action); their seat commands are refused; a sign-out ends
 * the session's streams.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { applyUpdate as applyViewUpdate } from '@mafia/view-patch';
import type { OwnView, ViewUpdate } from '../src';
import { useApiHarness, type Caller } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => {
  counter += 1;
  const username = `r${counter}-${process.pid}`;
  return { caller: await harness().signedUp(username), username };
};

/** Reads a stream in the background: every message, and the view they add up to. */
function reader(stream: AsyncIterable<unknown>) {
  const messages: ViewUpdate[] = [];
  let view: OwnView | null = null;
  let ended = false;
  const iterator = stream[Symbol.asyncIterator]();
  const done = (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      // tRPC's caller yields `tracked(id, data)` envelopes as [id, data, marker].
      const update = (next.value as [string, ViewUpdate])[1];
      messages.push(update);
      view = applyViewUpdate(view, update);
    }
    ended = true;
  })();
  return {
    messages,
    view: () => view,
    ended: () => ended,
    done,
  };
}

async function until(what: () => boolean, label: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (what()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${label}`);
}

/** A started classic-7 sandbox game at night 1, its players by seat and a mafia seat. */
async function nightGame() {
  const host = await signedUp();
  const { gameId } = await (await host.caller()).lobby.create({ title: 'replace', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night' } });
  const players: Array<{ caller: () => Promise<Caller>; username: string }> = [];
  for (let i = 0; i < 7; i++) {
    const player = await signedUp();
    expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
    players.push(player);
  }
  expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
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
