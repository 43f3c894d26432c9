/**
 * Issue #13 (Medium): game commands are limited per account and per game (a refused command is a
 * rejection value and changes nothing), and one account's live streams are capped.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { defaultLimits, TokenBuckets } from '../src';
import { MAX_BALLOT_CHANGES } from '../src/routers/game';
import { useApiHarness, type Caller } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => harness().signedUp(`l${(counter += 1)}-${process.pid}`);

async function dayGame() {
  const host = await signedUp();
  const { gameId } = await (await host()).lobby.create({ title: 'limits', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
  const players: Array<() => Promise<Caller>> = [];
  for (let i = 0; i < 7; i++) {
    const player = await signedUp();
    await (await player()).lobby.join({ gameId, as: 'player' });
    players.push(player);
  }
  expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
  const view = await (await (players[0] as () => Promise<Caller>)()).game.view({ gameId });
  const poll = view.view?.polls[0]?.id ?? '';
  const target = view.view?.seats.find((s) => view.viewer.kind === 'seat' && s.id !== view.viewer.seat)?.id ?? '';
  return { gameId, host, players, poll, target };
}

describe('Command limits', () => {
  it('refuse commands past the account budget with command-rate-limited, changing nothing', async () => {
    const { services } = harness();
    const saved = services.limits;
    try {
      services.limits = { ...defaultLimits(), commandPerAccount: new TokenBuckets(5, 0.001) };
      const { gameId, players, poll, target } = await dayGame();
      const voter = await (players[0] as () => Promise<Caller>)();
      const results = [];
      for (let i = 0; i < 8; i++) results.push(i % 2 === 0 ? await voter.game.vote({ gameId, poll, targets: [target] }) : await voter.game.unvote({ gameId, poll }));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      const seq = (await harness().rooms.state(gameId)).seq;
      expect(await voter.game.vote({ gameId, poll, targets: [target] })).toEqual({ ok: false, rejection: { code: 'command-rate-limited' } });
      expect((await harness().rooms.state(gameId)).seq).toBe(seq);
      // Another account in the same game still has its own budget.
      expect(await (await (players[1] as () => Promise<Caller>)()).game.vote({ gameId, poll, targets: [target] })).toMatchObject({ ok: true });
    } finally {
      services.limits = saved;
    }
  });

  it('refuse commands past the game budget, whoever sends them', async () => {
    const { services } = harness();
    const saved = services.limits;
    try {
      const { gameId, players, poll, target } = await dayGame();
      services.limits = { ...defaultLimits(), commandPerGame: new TokenBuckets(3, 0.001) };
      const codes = [];
      for (const player of players.slice(0, 5)) {
        const result = await (await player()).game.vote({ gameId, poll, targets: [target] });
        codes.push(result.ok ? 'ok' : result.rejection.code);
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'command-rate-limited', 'command-rate-limited']);
    } finally {
      services.limits = saved;
    }
  });
});

describe('Vote changes', () => {
  it(`stop at ${MAX_BALLOT_CHANGES} history entries per voter per poll (too-many-vote-changes), for that voter only`, async () => {
    const { services } = harness();
    const saved = services.limits;
    try {
      services.limits = { ...defaultLimits(), commandPerAccount: new TokenBuckets(10_000, 1_000), commandPerGame: new TokenBuckets(10_000, 1_000) };
      const { gameId, players, poll, target } = await dayGame();
      const voter = await (players[0] as () => Promise<Caller>)();
      let refused: unknown = null;
      for (let i = 0; i < MAX_BALLOT_CHANGES + 2 && refused === null; i++) {
        const result = i % 2 === 0 ? await voter.game.vote({ gameId, poll, targets: [target] }) : await voter.game.unvote({ gameId, poll });
        if (!result.ok) refused = result.rejection;
      }
      expect(refused).toEqual({ code: 'too-many-vote-changes', params: { max: MAX_BALLOT_CHANGES } });
      const state = await harness().rooms.state(gameId);
      const seat = (await voter.game.view({ gameId })).viewer;
      const mine = state.polls.find((p) => p.spec.id === poll)?.history.toArray().filter((h) => seat.kind === 'seat' && h.voter === seat.seat).length;
      expect(mine).toBe(MAX_BALLOT_CHANGES);
      expect(await (await (players[1] as () => Promise<Caller>)()).game.vote({ gameId, poll, targets: [target] })).toMatchObject({ ok: true });
    } finally {
      services.limits = saved;
    }
  });
});

describe('Live streams', () => {
  it(`are capped per account (${defaultLimits().streamsPerAccount})`, async () => {
    const { gameId, players } = await dayGame();
    const caller = await (players[2] as () => Promise<Caller>)();
    const cap = harness().services.limits.streamsPerAccount;
    const iterators = [];
    for (let i = 0; i < cap; i++) {
      const iterator = (await caller.game.updates({ gameId }))[Symbol.asyncIterator]();
      expect((await iterator.next()).done).toBe(false);
      iterators.push(iterator);
    }
    const extra = (await caller.game.updates({ gameId }))[Symbol.asyncIterator]();
    await expect(extra.next()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'too-many-streams' });
    // Another account is not affected.
    const other = (await (await (players[3] as () => Promise<Caller>)()).game.updates({ gameId }))[Symbol.asyncIterator]();
    expect((await other.next()).done).toBe(false);
    // Signing out ends them (and frees the account's budget).
    await caller.auth.signOut();
    await (await (players[3] as () => Promise<Caller>)()).auth.signOut();
    for (const iterator of [...iterators, other]) expect((await iterator.next()).done).toBe(true);
  });
});
