import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Hypnotist and Act as the Prostitute; the Geisha in the werewolf seat. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Hyp', 'hypnotist'] : name === 'Act' ? ['Pro', 'prostitute'] : name === 'Blk' ? ['Gei', role, 'geisha'] : [name, role, negative],
);

describe('Hypnotist r.2 with the Prostitute and the Geisha (reading Hypnotist A5)', () => {
  it('their visit to him is an action on him: it goes to the player he named, who becomes their client; his hypnosis stands', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Red2']);
    g.ok('Pro', 'take', ['Hyp']);
    g.ok('Maf1', 'shoot', ['Inv'], { insurance: 'off' });
    g.morning();
    expect(g.results('Pro')).toContainEqual({ kind: 'client-role', target: 'Red2', role: 'citizen' });
    expect(g.results('Red2')).toContainEqual({ kind: 'company' });
    expect(g.results('Hyp')).toContainEqual({ kind: 'visitor-roles', roles: ['prostitute'] });
    g.lynch('Det');
    g.night(2);
    g.ok('Hyp', 'hypnotise', ['Com']);
    g.ok('Gei', 'entertain', ['Hyp']);
    g.morning();
    expect(g.results('Gei')).toContainEqual({ kind: 'client-role', target: 'Com', role: 'commissar' });
    expect(g.results('Com')).toContainEqual({ kind: 'company' });
  });
});
