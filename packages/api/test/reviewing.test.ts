/**
 * Issue #21, "players know the rules of the moment": while a night waits for the host's review,
 * every viewer's own view says so (`reviewing`), never what waits; the live stream carries the
 * change as a patch, and publishing clears it.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { viewUpdate } from '../src/view-update';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => ({ caller: await harness().signedUp(`rv${(counter += 1)}-${process.pid}`) });

async function startedGame(hostReview: boolean) {
  const host = await signedUp();
  const { gameId } = await (await host.caller()).lobby.create({ title: 'review', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night', hostReview } });
  const players = [];
  for (let i = 0; i < 7; i++) {
    const player = await signedUp();
    expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toMatchObject({ ok: true });
    players.push(player);
  }
  expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
  return { host, gameId, player: players[0] as (typeof players)[number] };
}

describe('the host reviewing the night', () => {
  it('every viewer reads that the host reviews, not what; publishing ends it', async () => {
    const { host, gameId, player } = await startedGame(true);
    const before = await (await player.caller()).game.view({ gameId });
    expect(before.reviewing).toBe(false);
    expect(await (await host.caller()).host.closeStep({ gameId })).toMatchObject({ ok: true });
    const held = await (await player.caller()).game.view({ gameId });
    expect(held.reviewing).toBe(true);
    expect(held.view?.pending).toBeNull();
    expect(held.view?.clock.phase).toEqual({ kind: 'night', number: 1 });
    expect((await (await host.caller()).host.view({ gameId })).reviewing).toBe(true);
    // The live stream: a patch that sets the flag.
    const update = viewUpdate(before, held);
    expect(update.kind).toBe('patch');
    if (update.kind === 'patch') expect(update.ops).toContainEqual({ op: 'set', path: ['reviewing'], value: true });

    expect(await (await host.caller()).host.publish({ gameId })).toMatchObject({ ok: true });
    const published = await (await player.caller()).game.view({ gameId });
    expect(published.reviewing).toBe(false);
    expect(published.view?.clock.phase).toEqual({ kind: 'day', number: 1 });
  });

  it('a night without review is never shown as reviewed', async () => {
    const { host, gameId, player } = await startedGame(false);
    expect(await (await host.caller()).host.closeStep({ gameId })).toMatchObject({ ok: true });
    const next = await (await player.caller()).game.view({ gameId });
    expect(next.reviewing).toBe(false);
    expect(next.view?.clock.phase).toEqual({ kind: 'day', number: 1 });
  });
});
