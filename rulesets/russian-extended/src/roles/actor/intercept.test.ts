import { describe, expect, it } from 'vitest';
import { grantsOf } from '@mafia/ruleset-kit';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Actor, in the extended format (both killer sides shoot on night 1, EXT-4a). */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Acr', 'actor'] : [name, role, negative]));
const takenOver = (g: Game, seat: string) => g.state.notices.filter((n) => n.key === 'pm.role-taken-over' && n.audience.to === 'seat' && n.audience.seat === seat).map((n) => n.params);

describe('Actor r.9: a copied active citizen intercepts a role leaving the game, after every competitor', () => {
  it('two roles vacated: the active citizen takes the first, the Actor the second, for the copy\'s game-day', () => {
    const g = new Game(TABLE, { format: 'extended' });
    g.to('evening');
    g.ok('Acr', 'copy', ['Act']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Com', 'Doc']);
    const actTook = takenOver(g, 'Act');
    const actorTook = takenOver(g, 'Acr');
    expect(actTook).toHaveLength(1);
    expect(actorTook).toHaveLength(1);
    expect(new Set([actTook[0]?.['role'], actorTook[0]?.['role']])).toEqual(new Set(['doctor', 'commissar']));
    const grant = grantsOf(g.state, 'Acr').find((x) => x.id === 'copy');
    expect(grant).toMatchObject({ role: actorTook[0]?.['role'], source: { rule: 'actor r.9' }, expires: { kind: 'day', number: 2 } });
  });

  it('one role vacated: the active citizen has priority, the Actor gets nothing', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Act']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.morning();
    expect(takenOver(g, 'Act')).toEqual([{ role: 'doctor', from: 'Doc' }]);
    expect(takenOver(g, 'Acr')).toEqual([]);
  });
});
