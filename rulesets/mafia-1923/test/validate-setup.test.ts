import { validateSetup, type SetupGroup } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { mafia1923 } from '../src';

const family = (name: string, groups: Array<[string, number, string?]>): SetupGroup[] =>
  groups.map(([role, count, faction]) => ({ role, count, ...(faction ? { faction } : {}), attributes: { family: name } }));

describe('Mafia 1923 validateSetup (issue #22, seed 002 Setup: families of 8 or 10)', () => {
  it('accepts every shipped setup', () => {
    for (const setup of mafia1923.definition.setups) {
      expect(validateSetup(mafia1923, { groups: setup.seats.map((seat) => ({ ...seat, count: 1 })), settings: setup.settings ?? {} }), setup.id).toEqual([]);
    }
  });

  it('accepts a Mafia Boss as a family of 8’s one Mafia Member', () => {
    const groups = [...family('Alpha', [['boss', 1, 'mafia'], ['townsperson', 7]]), ...family('Beta', [['mafia-member', 1], ['doctor', 1], ['townsperson', 6]])];
    expect(validateSetup(mafia1923, { groups })).toEqual([]);
  });

  it('names a family without its Mafia (a family without a boss)', () => {
    const groups = [...family('Alpha', [['mafia-member', 1], ['townsperson', 7]]), ...family('Beta', [['doctor', 1], ['townsperson', 7]])];
    expect(validateSetup(mafia1923, { groups })).toEqual([{ code: 'family-without-mafia', params: { family: 'Beta' } }]);
  });

  it('names a family of the wrong size, a family of 10 with one Mafia Member, seats without a family and a lone family', () => {
    const wrongSize = [...family('Alpha', [['mafia-member', 1], ['townsperson', 6]]), ...family('Beta', [['mafia-member', 1], ['townsperson', 7]])];
    expect(validateSetup(mafia1923, { groups: wrongSize })).toEqual([{ code: 'family-wrong-size', params: { family: 'Alpha', size: 7 } }]);
    const tenWithOne = [...family('Alpha', [['mafia-member', 1], ['townsperson', 9]]), ...family('Beta', [['mafia-member', 1], ['townsperson', 7]])];
    expect(validateSetup(mafia1923, { groups: tenWithOne })).toEqual([{ code: 'family-wrong-mafia', params: { family: 'Alpha', size: 10, count: 1, needed: 2 } }]);
    const lone = [...family('Alpha', [['mafia-member', 1], ['townsperson', 7]]), { role: 'townsperson', count: 2 }];
    expect(validateSetup(mafia1923, { groups: lone }).map((p) => p.code)).toEqual(['seat-without-family', 'too-few-families']);
  });
});
