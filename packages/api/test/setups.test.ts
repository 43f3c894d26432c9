/**
 * Issue #22, the setup editor: drafts are checked by the kit and the ruleset, saved under a share id
 * in PostgreSQL, read back by anyone with the link, played as a game through `lobby.create`, and
 * estimated in chunks with progress, win rates with Wilson intervals and the win rate by day.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { wilson, type BalanceEstimator, type EstimateEvent } from '../src';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);
let counter = 0;
const signedUp = async () => harness().signedUp(`ed${(counter += 1)}-${process.pid}`);

const draft = (goons: number, villagers: number) => ({
  groups: [
    { role: 'goon', count: goons },
    { role: 'cop', count: 1 },
    { role: 'villager', count: villagers, modifiers: ['bulletproof-1'] },
  ],
  settings: { firstPhase: 'day' },
});

/**
 * A stand-in for the simulator (apps/server passes the real one; the browser test plays it):
 * game k of the run is won by the town when k is divisible by 3, else by the mafia, ending in
 * phase k mod 5 + 1, so the statistics can be checked by hand.
 */
const byGame: BalanceEstimator = {
  play(_ruleset, setup, seed) {
    if (setup.seats.length !== 6) throw new Error(`the estimate played ${setup.seats.length} seats`);
    const game = Number(seed.split(':').at(-1));
    return { winners: game % 3 === 0 ? ['town'] : ['mafia'], phases: (game % 5) + 1 };
  },
};

describe('setups router (issue #22)', () => {
  it('validates a draft with coded problems, anonymously', async () => {
    const caller = await harness().anonymous();
    expect(await caller.setups.validate({ rulesetId: 'sandbox', draft: draft(1, 4) })).toEqual({ problems: [], players: 6 });
    const majority = await caller.setups.validate({ rulesetId: 'sandbox', draft: draft(3, 2) });
    expect(majority).toEqual({ problems: [{ code: 'informed-majority', params: { informed: 3, others: 3 } }], players: 6 });
    await expect(caller.setups.validate({ rulesetId: 'nope', draft: draft(1, 4) })).rejects.toThrow('unknown-ruleset');
    await expect(caller.setups.validate({ rulesetId: 'sandbox', draft: { groups: [{ role: 'goon', count: -1 }] } })).rejects.toThrow();
  });

  it('refuses to save a draft with problems and stores nothing', async () => {
    const host = await signedUp();
    const before = await harness().db.prisma.customSetup.count();
    const refused = await (await host()).setups.save({ rulesetId: 'sandbox', title: 'bad', draft: draft(3, 2) });
    expect(refused).toEqual({ ok: false, problems: [{ code: 'informed-majority', params: { informed: 3, others: 3 } }] });
    expect(await harness().db.prisma.customSetup.count()).toBe(before);
    await expect((await harness().anonymous()).setups.save({ rulesetId: 'sandbox', title: 'x', draft: draft(1, 4) })).rejects.toThrow('sign-in-required');
  });

  it('saves a setup, reads it back by its share id, and creates and starts a game from it', async () => {
    const host = await signedUp();
    const saved = await (await host()).setups.save({ rulesetId: 'sandbox', title: 'Six with a cop', draft: draft(1, 4) });
    if (!saved.ok) throw new Error('the valid draft was refused');
    expect(saved.shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(saved.setupId).toBe(`custom:${saved.shareId}`);
    const shared = await (await harness().anonymous()).setups.get({ shareId: saved.shareId });
    expect(shared).toMatchObject({ rulesetId: 'sandbox', title: 'Six with a cop', draft: draft(1, 4), setupId: saved.setupId });
    await expect((await harness().anonymous()).setups.get({ shareId: 'AAAAAAAAAAAAAAAA' })).rejects.toThrow('unknown-setup');

    const { gameId } = await (await host()).lobby.create({ title: 'custom', rulesetId: 'sandbox', setupId: saved.setupId });
    const lobby = await (await host()).lobby.get({ gameId });
    expect(lobby.game).toMatchObject({ setupId: saved.setupId, needed: 6, settings: { firstPhase: 'day' } });
    const players = await Promise.all(Array.from({ length: 7 }, () => signedUp()));
    const joined = await Promise.all(players.map(async (p) => (await p()).lobby.join({ gameId, as: 'player' })));
    // The setup's six seats cap the sign-ups.
    expect(joined.filter((r) => r.ok)).toHaveLength(6);
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true, unmet: [] });
    const state = await harness().rooms.state(gameId);
    expect(state.seats.map((s) => s.role).sort()).toEqual(['cop', 'goon', 'villager', 'villager', 'villager', 'villager']);
    expect(state.seats.filter((s) => s.role === 'villager').every((s) => s.modifiers.some((m) => m.id === 'bulletproof'))).toBe(true);
  });

  it('refuses a custom setup id of another ruleset or of no saved setup', async () => {
    const host = await signedUp();
    await expect((await host()).lobby.create({ title: 'x', rulesetId: 'sandbox', setupId: 'custom:AAAAAAAAAAAAAAAA' })).rejects.toThrow('unknown-setup');
  });

  it('estimates in chunks with progress, Wilson intervals and the win rate by day', async () => {
    const host = await signedUp();
    const services = harness().services;
    await expect(async () => {
      for await (const event of await (await host()).setups.estimate({ rulesetId: 'sandbox', draft: draft(1, 4), games: 10 })) void event;
    }).rejects.toThrow('estimates-unavailable');
    services.balance = byGame;
    try {
      const events: EstimateEvent[] = [];
      for await (const event of await (await host()).setups.estimate({ rulesetId: 'sandbox', draft: draft(1, 4), games: 50, seed: 's' })) events.push(event as EstimateEvent);
      expect(events.filter((e) => e.kind === 'progress').map((e) => (e.kind === 'progress' ? e.done : 0))).toEqual([20, 40, 50]);
      const last = events.at(-1);
      if (last?.kind !== 'done') throw new Error('no result');
      const town = Math.floor(50 / 3);
      expect(last.result).toMatchObject({ games: 50, wins: { town, mafia: 50 - town }, draws: 0, unfinished: 0, errors: 0 });
      expect(last.result.intervals['town']).toEqual(wilson(town, 50));
      // Phases 1..5 end on days 1..3; the series is cumulative and ends at the final rates.
      expect(last.result.byDay.map((d) => d.day)).toEqual([1, 2, 3]);
      expect(last.result.byDay.at(-1)?.rates).toEqual({ town: town / 50, mafia: (50 - town) / 50 });
      const firstDayTown = [...Array(50).keys()].map((i) => i + 1).filter((k) => k % 3 === 0 && (k % 5) + 1 <= 2).length;
      expect(last.result.byDay[0]?.rates['town']).toBe(firstDayTown / 50);

      const refused: unknown[] = [];
      for await (const event of await (await host()).setups.estimate({ rulesetId: 'sandbox', draft: draft(3, 2), games: 10 })) refused.push(event);
      expect(refused).toEqual([{ kind: 'refused', problems: [{ code: 'informed-majority', params: { informed: 3, others: 3 } }] }]);
    } finally {
      delete services.balance;
    }
  });
});
