import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Actor and Red2 as the Hypnotist. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Acr', 'actor'] : name === 'Red2' ? ['Hyp', 'hypnotist'] : [name, role, negative],
);

describe('Actor r.19: as hypnotist he cannot deflect killers, but can force them to skip', () => {
  it('his redirect sends the detective on, while the killer aimed at him skips instead of hitting the named player', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Hyp']);
    g.night(1);
    g.ok('Acr', 'hypnotise', ['Blk']);
    g.ok('Det', 'detect', ['Acr'], { mode: 'role' });
    g.ok('Maf1', 'shoot', ['Acr'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.results('Det')).toContainEqual(expect.objectContaining({ kind: 'role', target: 'Blk' }));
    // hypnotist r.11 through the copy: he learns his visitors' roles.
    expect(g.results('Acr')).toContainEqual({ kind: 'visitor-roles', roles: ['detective', 'mafia'] });
  });
});
