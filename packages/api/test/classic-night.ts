/**
 * The started sandbox game the watch and replacement tests share (issue #21): a `classic-7` game at
 * night 1, every seat with a secret role, and its callers; a background reader of a live stream;
 * a poll for a condition.
 */
import { applyUpdate } from '@mafia/view-patch';
import { expect } from 'vitest';
import type { OwnView, ViewUpdate } from '../src';
import type { ApiHarness, Caller } from './harness';

export interface Member {
  username: string;
  caller: () => Promise<Caller>;
}

/** Accounts named `<prefix><pid>-<n>` (unique per file and process), and the night game they play. */
export function classicNight(harness: () => ApiHarness, prefix: string) {
  let counter = 0;
  const signedUp = async (): Promise<Member> => {
    counter += 1;
    const username = `${prefix}${process.pid}-${counter}`;
    return { username, caller: await harness().signedUp(username) };
  };
  /** A started classic-7 sandbox game at night 1, its host and its seven players. */
  async function nightGame(title: string): Promise<{ gameId: string; host: Member; players: Member[] }> {
    const host = await signedUp();
    const { gameId } = await (await host.caller()).lobby.create({ title, rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'night' } });
    const players: Member[] = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp();
      expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
      players.push(player);
    }
    expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
    return { gameId, host, players };
  }
  return { signedUp, nightGame };
}

/** Reads a stream in the background: every message, and the view they add up to. */
export function reader(stream: AsyncIterable<unknown>) {
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
      view = applyUpdate(view, update);
    }
    ended = true;
  })();
  return { messages, view: () => view, ended: () => ended, done };
}

/** Waits (10 ms steps, at most 5 s) until `what` holds. */
export async function until(what: () => boolean, label: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (what()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${label}`);
}
