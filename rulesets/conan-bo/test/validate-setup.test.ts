import { validateSetup } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { conanBo, FACTION } from '../src';

describe('Conan BO validateSetup (issue #22, the setup editor)', () => {
  it('accepts every shipped setup', () => {
    for (const setup of conanBo.definition.setups) {
      expect(validateSetup(conanBo, { groups: setup.seats.map((seat) => ({ ...seat, count: 1 })), settings: setup.settings ?? {} }), setup.id).toEqual([]);
    }
  });

  it('refuses a setup without the BO, and one where the BO is half the table', () => {
    const town = conanBo.definition.roles.find((role) => role.faction === FACTION.town)?.id;
    const bo = conanBo.definition.roles.find((role) => role.faction === FACTION.bo)?.id;
    if (!town || !bo) throw new Error('conan-bo has no town or BO role');
    expect(validateSetup(conanBo, { groups: [{ role: town, count: 8 }] }).map((p) => p.code)).toEqual(['one-faction', 'no-informed-minority']);
    expect(validateSetup(conanBo, { groups: [{ role: town, count: 4 }, { role: bo, count: 4 }] }).map((p) => p.code)).toEqual(['informed-majority']);
  });
});
