import { decide, emptyState, type JsonObject, type SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { seats } from '../test/helpers';
import { russianExtended } from '.';
import { FORMATS } from './formats';
import { NEGATIVE_ROLES } from './model';

const parsed = russianExtended.parseSettings({});
const settings = (parsed.ok ? parsed.settings : {}) as JsonObject;
const start = (dealt: SeatSetup[]) => decide(russianExtended.runtime, emptyState(), { type: 'start-game', ruleset: 'russian-extended', settings, seed: 's', seats: dealt }, 0);

const table = (last: JsonObject, faction = 'black'): SeatSetup[] => [
  ...seats([['Doc', 'doctor'], ['Com', 'commissar'], ['Red1', 'citizen'], ['Maf1', 'citizen', 'mafia']]),
  { id: 'X', name: 'X', role: 'citizen', faction, modifiers: [], attributes: last },
];

describe('bad input at game start (issue #15; contract §1)', () => {
  it('refuses a negative role the ruleset does not play, naming the allowed ids', () => {
    // The list grows as lanes add the black roles (issue #17); it always starts with part 1's three.
    expect(NEGATIVE_ROLES.slice(0, 3)).toEqual(['mafia', 'maniac', 'none']);
    expect(start(table({ negative: 'mafiozo' }))).toEqual({
      ok: false,
      rejection: { code: 'unknown-negative', params: { seat: 'X', value: 'mafiozo', allowed: NEGATIVE_ROLES.join(', ') } },
    });
  });

  it('refuses an elite role the ruleset does not play, naming the allowed ids (issue #18: agent, mason, servant)', () => {
    expect(start(table({ elite: 'king' }, 'red'))).toMatchObject({ ok: false, rejection: { code: 'unknown-elite', params: { seat: 'X', value: 'king', allowed: 'agent, mason, servant' } } });
    expect(start(table({ elite: 'agent' }, 'red')).ok).toBe(true);
  });

  it('AG-6, MA-5, SV-5: refuses an elite player holding another role (a civilian role or a negative overlay)', () => {
    const doctorAgent: SeatSetup = { id: 'X', name: 'X', role: 'doctor', faction: 'red', modifiers: [], attributes: { elite: 'agent' } };
    expect(start([...table({}).slice(0, 4), doctorAgent])).toEqual({ ok: false, rejection: { code: 'elite-holds-a-role', params: { seat: 'X', elite: 'agent', role: 'doctor' } } });
    expect(start(table({ elite: 'mason', negative: 'mafia' }))).toEqual({ ok: false, rejection: { code: 'elite-holds-a-role', params: { seat: 'X', elite: 'mason', role: 'mafia' } } });
    expect(start(table({ elite: 'mason' })).ok).toBe(true);
  });

  it('refuses a non-text negative value and a negative overlay on a red seat', () => {
    expect(start(table({ negative: 3 }))).toMatchObject({ ok: false, rejection: { code: 'unknown-negative', params: { value: '3' } } });
    expect(start(table({ negative: 'maniac' }, 'red'))).toEqual({ ok: false, rejection: { code: 'negative-needs-black-team', params: { seat: 'X', negative: 'maniac' } } });
  });

  it('starts every format, a black without a negative move, and a black with no attribute (as none)', () => {
    for (const format of FORMATS) {
      const dealt = format.seats.map((s, i): SeatSetup => ({ id: `p${i}`, name: `p${i}`, role: s.role, faction: s.faction ?? 'red', modifiers: [], attributes: s.attributes ?? {} }));
      expect(start(dealt).ok).toBe(true);
    }
    expect(start(table({ negative: 'none' })).ok).toBe(true);
    expect(start(table({})).ok).toBe(true);
  });
});
