import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '.';
import { Game, STANDARD } from '../test/helpers';

const seen = (g: Game, viewer: string, seat: string) => g.view({ kind: 'seat', seat: viewer }).seats.find((s) => s.id === seat);

describe('Reveals (C-2, AMB-C-2)', () => {
  it('C-2: a black killed at night shows only his civilian role; his team and overlay stay hidden; his killer learns the team', () => {
    const g = new Game([...STANDARD.filter(([n]) => n !== 'Blk'), ['Blk', 'doctor', 'none']]);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    expect(seen(g, 'Red1', 'Blk')).not.toHaveProperty('faction');
    expect(seen(g, 'Red1', 'Blk')).not.toHaveProperty('role');
    expect(g.view({ kind: 'seat', seat: 'Red1' }).data['header-roles']).toEqual({ Blk: 'doctor' });
    expect(g.lastPublic('morning.civilian-role')).toEqual({ seat: 'Blk', role: 'doctor' });
    expect(g.lastPublic('day.negative-revealed')).toBeUndefined();
    expect(g.results('Maf1')).toContainEqual({ kind: 'victim-team', target: 'Blk', colour: 'black' });
    expect(runConformance(russianExtended, [{ name: 'c-2', events: g.events, state: g.state }])).toEqual([]);
  });

  it('AMB-C-2: a black lynched by day shows both roles (l.83, N.1)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    g.lynch('Man');
    expect(g.alive('Man')).toBe(false);
    expect(seen(g, 'Red1', 'Man')).toMatchObject({ role: 'citizen', faction: 'black' });
    expect(g.lastPublic('day.negative-revealed')).toEqual({ seat: 'Man', negative: 'maniac' });
  });
});
