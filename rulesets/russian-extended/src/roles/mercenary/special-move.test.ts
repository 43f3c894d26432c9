import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Mercenary in the werewolf slot and the mafia already out (r.19). */
const ALONE: Array<[string, string, string?]> = STANDARD.filter(([name]) => name !== 'Maf1' && name !== 'Maf2').map(([name, role, negative]) => (name === 'Blk' ? ['Mer', 'citizen', 'mercenary'] : [name, role, negative]));

describe('Mercenary r.20 (part 2 §4.2, l.49): all his kills are a werewolf\'s special move', () => {
  it('his own shot once the mafia is out: the detective tracking him sees no visit (DET-8), and it still turns his check black (r.22)', () => {
    const g = new Game(ALONE);
    g.night(1);
    g.ok('Mer', 'shoot', ['Red1']);
    g.ok('Det', 'detect', ['Mer'], { mode: 'track' });
    g.ok('Com', 'check', ['Mer']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Mer', visited: [] });
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Mer', colour: 'black' });
  });
});
