/**
 * Issue #20: a game records the ruleset package and version it was created with, and `lobby.get`
 * says clearly when the installed version differs.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

let installedVersion = '1.0.0';
const harness = useApiHarness([sandbox as unknown as Ruleset], (id) =>
  id === 'sandbox' ? { packageName: '@mafia/ruleset-sandbox', version: installedVersion } : undefined,
);

describe('the ruleset version of a game', () => {
  it('is recorded at creation and compared with the installed one', async () => {
    const host = await harness().signedUp(`version-host-${process.pid}`);
    installedVersion = '1.0.0';
    const { gameId } = await (await host()).lobby.create({ title: 'versioned', rulesetId: 'sandbox', setupId: 'classic-7' });
    expect(await harness().services.games.get(gameId)).toMatchObject({ rulesetPackage: '@mafia/ruleset-sandbox', rulesetVersion: '1.0.0' });
    expect((await (await host()).lobby.get({ gameId })).rulesetVersion).toEqual({
      packageName: '@mafia/ruleset-sandbox',
      created: '1.0.0',
      installed: '1.0.0',
      differs: false,
    });

    installedVersion = '1.1.0';
    expect((await (await host()).lobby.get({ gameId })).rulesetVersion).toEqual({
      packageName: '@mafia/ruleset-sandbox',
      created: '1.0.0',
      installed: '1.1.0',
      differs: true,
    });
  });
});
