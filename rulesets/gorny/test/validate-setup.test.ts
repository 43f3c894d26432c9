import { validateSetup } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { gorny } from '../src';

describe('Gorny validateSetup (issue #22, the setup editor)', () => {
  it('accepts every shipped setup', () => {
    for (const setup of gorny.definition.setups) {
      expect(validateSetup(gorny, { groups: setup.seats.map((seat) => ({ ...seat, count: 1 })), settings: setup.settings ?? {} }), setup.id).toEqual([]);
    }
  });

  it('counts the mafia and the cult together as the informed minority (seed 001: parity)', () => {
    const setup = gorny.definition.setups[0];
    if (!setup) throw new Error('gorny ships no setup');
    const town = setup.seats.filter((seat) => (seat.faction ?? gorny.role(seat.role).faction) === 'town').length;
    const roleOf = (faction: string): string => {
      const seat = setup.seats.find((s) => (s.faction ?? gorny.role(s.role).faction) === faction);
      if (!seat) throw new Error(`no ${faction} seat`);
      return seat.role;
    };
    const problems = validateSetup(gorny, { groups: [{ role: roleOf('town'), count: town }, { role: roleOf('mafia'), count: town }] });
    expect(problems.map((p) => p.code)).toEqual(['informed-majority']);
  });
});
