import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/**
 * N-GEI.4 (part 3 §3, l.81–111): the Geisha holding the prostitute's role, with two clients. The
 * standard table with the werewolf slot held by her and Red2 turned into the Homeless.
 */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Blk' ? ['Gei', 'prostitute', 'geisha'] : name === 'Red2' ? ['Hom', 'homeless'] : [name, role, negative],
);

/** Night 2, the maniac's: the mafia kept night 1's shot in reserve (MAF-4) and fires it too. */
const tracked = (clients: string[], victims: string[]) => {
  const g = new Game(TABLE);
  g.night(1);
  g.morning();
  g.lynch('Red1');
  g.night(2);
  g.ok('Gei', 'entertain', clients);
  victims.forEach((victim, i) => g.ok(i === 0 ? 'Man' : 'Maf1', 'shoot', [victim], { insurance: 'off' }));
  g.ok('Det', 'detect', ['Gei'], { mode: 'track' });
  g.ok('Hom', 'watch', [clients[1] as string]);
  g.morning();
  return g;
};

describe('The geisha-prostitute tracked when a client dies (N-GEI.4)', () => {
  it('one client killed: the detective finds her at the other client, the Homeless watching him sees her', () => {
    const g = tracked(['Com', 'Inv'], ['Com']);
    expect(g.alive('Com')).toBe(false);
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Gei', visited: ['Inv'] });
    expect(g.results('Hom')).toContainEqual(expect.objectContaining({ kind: 'watch', target: 'Inv', visitors: ['Gei'] }));
  });

  it('both clients killed: she stayed at home', () => {
    const g = tracked(['Com', 'Inv'], ['Com', 'Inv']);
    expect(g.alive('Com')).toBe(false);
    expect(g.alive('Inv')).toBe(false);
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Gei', visited: [] });
  });

  it('no client killed: her company stays a special move no tracker sees (DET-8, HOM-8)', () => {
    const g = tracked(['Com', 'Inv'], ['Blo']);
    expect(g.alive('Blo')).toBe(false);
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Gei', visited: [] });
    expect(g.results('Hom')).toContainEqual(expect.objectContaining({ kind: 'watch', target: 'Inv', visitors: [] }));
  });
});
