import { validateSetup, type SetupDraft } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../src';

const codes = (draft: SetupDraft): string[] => validateSetup(sandbox, draft).map((p) => p.code);

describe('sandbox validateSetup (issue #22, the setup editor)', () => {
  it('accepts every shipped setup', () => {
    for (const setup of sandbox.definition.setups) {
      expect(validateSetup(sandbox, { groups: setup.seats.map((seat) => ({ ...seat, count: 1 })), settings: setup.settings ?? {} }), setup.id).toEqual([]);
    }
  });

  it('refuses a table the mafia win at once, and one without mafia', () => {
    expect(codes({ groups: [{ role: 'goon', count: 3 }, { role: 'villager', count: 3 }] })).toEqual(['informed-majority']);
    expect(validateSetup(sandbox, { groups: [{ role: 'goon', count: 3 }, { role: 'villager', count: 3 }] })[0]?.params).toEqual({ informed: 3, others: 3 });
    expect(codes({ groups: [{ role: 'villager', count: 5 }, { role: 'cop', count: 1 }] })).toEqual(['one-faction', 'no-informed-minority']);
  });

  it("runs the kit's checks: counts, unknown roles and modifiers, the player range, settings", () => {
    expect(codes({ groups: [{ role: 'goon', count: -1 }, { role: 'villager', count: 6 }] })).toEqual(['bad-count', 'one-faction', 'no-informed-minority']);
    expect(codes({ groups: [{ role: 'wizard', count: 1 }, { role: 'goon', count: 1 }, { role: 'villager', count: 5 }] })).toEqual(['unknown-role']);
    expect(codes({ groups: [{ role: 'goon', count: 1 }, { role: 'villager', count: 5, modifiers: ['invisible-1'] }] })).toEqual(['unknown-modifier']);
    expect(codes({ groups: [{ role: 'goon', count: 1 }, { role: 'villager', count: 5, modifiers: ['bulletproof-1'] }] })).toEqual([]);
    expect(codes({ groups: [] })).toContain('too-few-players');
    expect(codes({ groups: [{ role: 'goon', count: 1 }, { role: 'villager', count: 5 }], settings: { firstPhase: 'dusk' } })).toEqual(['invalid-settings']);
  });
});
