import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Thief', () => {
  it('steals a role: the Thief becomes it, the victim a Townsperson; both are told', () => {
    const g = new Game(table({ A1: 'thief', B2: 'doctor' }));
    g.mustAct('A1', 'steal', 'B2');
    g.end();
    expect([g.seat('A1').role, g.seat('B2').role]).toEqual(['doctor', 'townsperson']);
    expect(g.notices('A1').find((n) => n.key === 'notices.steal-succeeded')?.params).toEqual({ role: 'doctor' });
    expect(g.notices('B2').find((n) => n.key === 'notices.role-stolen')?.params).toEqual({ role: 'townsperson' });
  });

  it('the victim\'s action of that night does not happen', () => {
    const g = new Game(table({ A1: 'thief', B2: 'doctor' }));
    g.mustAct('A1', 'steal', 'B2');
    g.mustAct('B2', 'protect', 'G1');
    g.mustAct('A8', 'kill', 'G1', 'G2');
    g.end();
    expect(g.alive('G1')).toBe(false);
  });

  it('a poisoned victim is still poisoned: the poison is not an action the theft cancels', () => {
    const g = new Game(table({ A1: 'thief', A2: 'butler', B2: 'doctor' }));
    g.mustAct('A2', 'poison', 'B2');
    g.end();
    g.fillVotes();
    g.end();
    g.mustAct('A1', 'steal', 'B2');
    g.end();
    expect(g.alive('B2')).toBe(false);
    expect(g.seat('B2').eliminationCause).toBe('poison');
  });

  it('stealing from a Townsperson fails: the Thief becomes a Townsperson, told only that it failed', () => {
    const g = new Game(table({ A1: 'thief' }));
    g.mustAct('A1', 'steal', 'B1');
    g.end();
    expect(g.seat('A1').role).toBe('townsperson');
    expect(g.keys('A1')).toContain('notices.steal-failed');
    expect(g.keys('B1').filter((k) => k.includes('steal') || k.includes('stolen'))).toEqual([]);
  });

  it('takes a Mafia Member\'s second role without joining the Mafia; the victim stays in the Mafia', () => {
    const g = new Game(table({ A1: 'thief', B8: ['boss', 'mafia'] }));
    g.mustAct('A1', 'steal', 'B8');
    g.end();
    expect([g.seat('A1').role, g.seat('A1').faction]).toEqual(['boss', 'civilian']);
    expect([g.seat('B8').role, g.seat('B8').faction]).toEqual(['mafia-member', 'mafia']);
  });

  it('a Mafia Member without a second role cannot be turned into a Townsperson: the attempt fails', () => {
    const g = new Game(table({ A1: 'thief' }));
    g.mustAct('A1', 'steal', 'B8');
    g.end();
    expect([g.seat('A1').role, g.seat('B8').role]).toEqual(['townsperson', 'mafia-member']);
  });

  it('the stolen role comes with its own uses: a Butler who poisoned once yields two uses to the Thief', () => {
    const g = new Game(table({ A1: 'thief', B2: 'butler' }));
    g.mustAct('B2', 'poison', 'G1');
    g.end();
    g.fillVotes();
    g.end();
    g.mustAct('A1', 'steal', 'B2');
    g.end();
    g.fillVotes();
    g.end();
    g.mustAct('A1', 'poison', 'G3');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('A1', 'poison', 'G4').ok).toBe(true);
  });

  it('only once per game; stealing a Thief\'s role resets that limit', () => {
    const g = new Game(table({ A1: 'thief', B2: 'thief' }));
    g.mustAct('A1', 'steal', 'B2');
    g.end();
    // A1 became a Thief again with a fresh use (limits reset); B2 has none.
    expect(g.seat('B2').role).toBe('townsperson');
    g.fillVotes();
    g.end();
    g.mustAct('A1', 'steal', 'A2');
    g.end();
    expect(g.seat('A1').role).toBe('townsperson');
    expect(g.driver.available('A1').filter((c) => c.type === 'submit-intent')).toEqual([]);
  });
});
