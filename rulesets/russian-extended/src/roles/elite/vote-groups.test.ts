import type { PollTally, SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { allRedsAgainst, everyoneElseAgainst } from '../../corrections/overrides';
import { ELITE_GROUP } from '.';

const elite = (id: string, role: string, faction = 'red'): SeatSetup => ({ id, name: id, role: 'citizen', faction, modifiers: [], attributes: { elite: role } });

/** A tally where every listed voter put one counted vote on `option`. */
const against = (option: string, voters: string[]): PollTally =>
  ({ breakdown: [{ option, contributions: voters.map((voter, seq) => ({ voter, group: null, counted: 1, seq })) }] }) as unknown as PollTally;

describe('EL-1: elite voters belong to no team in the vote corrections (Context L10, L12, L13)', () => {
  it('the agent and the mason vote in the group `elite`, not as reds or blacks', () => {
    const g = new Game([], {}, 'elite-groups', [...seats(STANDARD), elite('Agt', 'agent'), elite('Mas', 'mason', 'black')]);
    g.night(1);
    g.to('lynch');
    const voters = g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters ?? [];
    expect(voters.find((v) => v.seat === 'Agt')?.group).toBe(ELITE_GROUP);
    expect(voters.find((v) => v.seat === 'Mas')).toMatchObject({ group: ELITE_GROUP, weight: 0 });
    expect(voters.find((v) => v.seat === 'Doc')?.group).toBe('red');
  });

  it('BAR-7 and RED-2/BAR-4 ("excluding phantoms, masons and agents"): an elite voter who votes elsewhere does not stop them', () => {
    const teams = { r1: 'red', r2: 'red', b1: 'black', X: 'black', Agt: ELITE_GROUP };
    expect(everyoneElseAgainst(against('X', ['r1', 'r2', 'b1']), teams)).toBe('X');
    expect(allRedsAgainst(against('X', ['r1', 'r2']), teams, (seat) => teams[seat as keyof typeof teams] ?? 'red')).toEqual(['X']);
  });
});
