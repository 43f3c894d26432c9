import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Hacker. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Hac', 'hacker'] : [name, role, negative]));
const statuses = (g: Game, seat: string) => g.state.seats.find((s) => s.id === seat)?.statuses.map((s) => s.id).sort() ?? [];

describe('MOV-9: blocking a negative role only disrupts its night move', () => {
  it('the hacked maniac\'s rumour (an evening move) goes through while his negative role is blocked; his shot that night does not', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Hac', 'hack', ['Man']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.lynch('Act');
    g.to('evening');
    // Reading HAC A1: no keep-role sent, the negative role stays blocked a second cycle.
    g.ok('Man', 'rumour', ['Doc']);
    g.night(2);
    expect(statuses(g, 'Man')).toContain('negative-blocked');
    g.ok('Man', 'shoot', ['Det']);
    g.ok('Com', 'check', ['Doc']);
    g.morning();
    expect(g.alive('Det')).toBe(true);
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Doc', colour: 'black' });
  });
});
