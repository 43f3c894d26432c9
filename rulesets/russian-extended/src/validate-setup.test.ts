import { validateSetup, type SetupGroup } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { russianExtended } from './index';
import { extended, standard } from './formats';

const grouped = (seats: typeof standard.seats): SetupGroup[] => seats.map((seat) => ({ ...seat, count: 1 }));

describe('Russian validateSetup (issue #22: a format’s team sizes, part 4 §3.1, EXT-1)', () => {
  it('accepts the fixed formats', () => {
    expect(validateSetup(russianExtended, { groups: grouped(standard.seats), settings: { format: 'standard' } })).toEqual([]);
    expect(validateSetup(russianExtended, { groups: grouped(extended.seats), settings: { format: 'extended' } })).toEqual([]);
  });

  it('names the wrong team sizes of the chosen format', () => {
    // The standard table dealt under the extended format: 8 red of 11, 4 black of 5.
    expect(validateSetup(russianExtended, { groups: grouped(standard.seats), settings: { format: 'extended' } })).toEqual([
      { code: 'format-team-size', params: { format: 'extended', team: 'red', count: 8, needed: 11 } },
      { code: 'format-team-size', params: { format: 'extended', team: 'black', count: 4, needed: 5 } },
    ]);
  });

  it('refuses a negative move on a red seat, an unknown one, and a black team without a killer', () => {
    const seats = grouped(standard.seats);
    const redWithNegative = seats.map((g, i) => (i === 0 ? { ...g, attributes: { negative: 'maniac' } } : g));
    expect(validateSetup(russianExtended, { groups: redWithNegative, settings: { format: 'standard' } }).map((p) => p.code)).toEqual(['negative-needs-black-team']);
    const unknown = seats.map((g) => (g.attributes?.['negative'] === 'maniac' ? { ...g, attributes: { negative: 'dragon' } } : g));
    expect(validateSetup(russianExtended, { groups: unknown, settings: { format: 'standard' } }).map((p) => p.code)).toEqual(['unknown-negative']);
    const noKiller = seats.map((g) => (g.attributes?.['negative'] === 'mafia' ? { ...g, attributes: { negative: 'none' } } : g));
    expect(validateSetup(russianExtended, { groups: noKiller, settings: { format: 'standard' } }).map((p) => p.code)).toEqual(['black-without-mafia']);
  });
});
