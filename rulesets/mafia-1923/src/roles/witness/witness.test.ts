import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Witness', () => {
  it('learns the role of every player who dies, by night and by court', () => {
    const g = new Game(table({ A1: 'witness', B1: 'doctor' }));
    g.mustAct('A8', 'kill', 'B1', 'B2');
    g.end();
    expect(g.results('A1')).toEqual([
      { kind: 'role', subject: 'B1', role: 'doctor', mafia: false },
      { kind: 'role', subject: 'B2', role: 'townsperson', mafia: false },
    ]);
    g.fillVotes('Gamma');
    g.end();
    expect(g.results('A1').at(-1)).toEqual({ kind: 'role', subject: 'G1', role: 'townsperson', mafia: false });
  });

  it('roles are not public: other players do not learn them', () => {
    const g = new Game(table({ A1: 'witness', B1: 'doctor' }));
    g.mustAct('A8', 'kill', 'B1', 'B2');
    g.end();
    expect(g.driver.view({ kind: 'seat', seat: 'A2' }).seats.find((s) => s.id === 'B1')?.role).toBeUndefined();
    expect(g.results('A2')).toEqual([]);
  });

  it('a dead Witness learns nothing more (the dead receive public messages only)', () => {
    const g = new Game(table({ A1: 'witness' }));
    g.mustAct('B8', 'kill', 'A1', 'A2');
    g.end();
    expect(g.results('A1')).toEqual([]);
  });
});
