/**
 * Issue #13 (Low): a co-host cannot demote the game's own host by naming them as co-host.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

describe('Co-hosts', () => {
  it('cannot demote the original host', async () => {
    const hostName = `h-${process.pid}`;
    const coName = `c-${process.pid}`;
    const host = await harness().signedUp(hostName);
    const co = await harness().signedUp(coName);
    const { gameId } = await (await host()).lobby.create({ title: 'hosts', rulesetId: 'sandbox', setupId: 'classic-7' });
    expect(await (await host()).host.addCoHost({ gameId, username: coName })).toEqual({ ok: true, seq: 0 });
    expect(await (await co()).host.addCoHost({ gameId, username: hostName })).toEqual({ ok: false, rejection: { code: 'already-host', params: { username: hostName } } });
    const members = (await (await host()).lobby.get({ gameId })).members;
    expect(members.find((m) => m.username === hostName)?.role).toBe('host');
    expect(members.find((m) => m.username === coName)?.role).toBe('co-host');
  });
});
