/**
 * Issue #18: the host's conduct sanction through the API (russian-extended part 4 §4.1): host only,
 * zod-validated (the sanction's kind and the rule C-1…C-16), passed to the ruleset as the host's
 * intent for the seat; a ruleset without a `sanction` move refuses it and nothing changes.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

describe('The host sanctions a player', () => {
  it('is a host command with validated input; the ruleset decides', async () => {
    const host = await harness().signedUp(`sh-${process.pid}`);
    const { gameId } = await (await host()).lobby.create({ title: 'sanction', rulesetId: 'sandbox', setupId: 'classic-7' });
    const names: string[] = [];
    let other = host;
    for (let i = 0; i < 7; i++) {
      const username = `s${i}-${process.pid}`;
      const caller = await harness().signedUp(username);
      await (await caller()).lobby.join({ gameId, as: 'player' });
      names.push(username);
      other = caller;
    }
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const before = await harness().rooms.state(gameId);
    const seat = before.seats.find((s) => s.name === names[0])?.id ?? '';

    await expect((await other()).host.sanction({ gameId, seat, kind: 'warning', rule: 'C-7' })).rejects.toThrow();
    await expect((await host()).host.sanction({ gameId, seat, kind: 'ban' as 'warning', rule: 'C-7' })).rejects.toThrow();
    await expect((await host()).host.sanction({ gameId, seat, kind: 'warning', rule: 'C-17' })).rejects.toThrow();
    // S-1's choice of roles is one of three words.
    await expect((await host()).host.sanction({ gameId, seat, kind: 'role-block', rule: 'C-7', block: 'some' as 'all' })).rejects.toThrow();
    expect(await (await host()).host.sanction({ gameId, seat, kind: 'role-block', rule: 'C-7', block: 'negative' })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(await (await host()).host.sanction({ gameId, seat, kind: 'warning', rule: 'C-7' })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect((await harness().rooms.state(gameId)).intents).toEqual(before.intents);
  });
});
