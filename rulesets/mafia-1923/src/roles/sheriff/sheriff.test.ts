import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Sheriff', () => {
  it('must choose both a player and a family', () => {
    const g = new Game(table({ A1: 'sheriff' }));
    g.end();
    expect(g.act('A1', 'jail', 'B1', 'B2')).toMatchObject({ ok: false, rejection: { code: 'jail-needs-player-and-family' } });
    expect(g.act('A1', 'jail', 'B1')).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    expect(g.act('A1', 'jail', 'B1', 'Gamma').ok).toBe(true);
  });

  it('votes by and against the jailed family do not count: it cannot go to court', () => {
    const g = new Game(table({ A1: 'sheriff' }));
    g.end();
    g.mustAct('A1', 'jail', 'A2', 'Gamma');
    for (const voter of ['A1', 'A3', 'A4']) g.mustVote(voter, 'family', 'Beta');
    g.fillVotes('Gamma'); // Gamma: 12 uncounted votes; Beta: 3; Alpha: Gamma's 8 uncounted
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive).map((s) => s.attributes['family']);
    expect(dead).toEqual(['Beta']);
  });

  it('the jailed player is removed from voting: no one dies in their place if they are the only one left', () => {
    const g = new Game(table({ A1: 'sheriff' }).filter((s) => s.attributes['family'] !== 'Gamma' || s.id === 'G1'));
    g.end();
    g.mustAct('A1', 'jail', 'G1', 'Beta');
    g.fillVotes('Gamma');
    g.end();
    expect(g.alive('G1')).toBe(true);
  });

  it('a family with no living players may be chosen', () => {
    const g = new Game(table({ A1: 'sheriff' }).filter((s) => s.attributes['family'] !== 'Gamma' || s.id === 'G1'));
    g.mafiaKill('A8', 'G1');
    g.end();
    expect(g.act('A1', 'jail', 'B1', 'Gamma').ok).toBe(true);
  });

  it('twice per game; its own family once; itself once', () => {
    const g = new Game(table({ A1: 'sheriff' }));
    g.end();
    g.mustAct('A1', 'jail', 'A1', 'Alpha');
    g.fillVotes();
    g.end();
    g.end();
    expect(g.act('A1', 'jail', 'A1', 'Beta')).toMatchObject({ ok: false, rejection: { code: 'self-limit-reached' } });
    expect(g.act('A1', 'jail', 'B1', 'Alpha')).toMatchObject({ ok: false, rejection: { code: 'own-family-limit-reached' } });
    g.mustAct('A1', 'jail', 'B1', 'Beta');
    g.fillVotes();
    g.end();
    g.end();
    expect(g.act('A1', 'jail', 'B2', 'Beta')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });

  it('jailing at night is refused without spending a use', () => {
    const g = new Game(table({ A1: 'sheriff' }));
    expect(g.act('A1', 'jail', 'B1', 'Beta')).toMatchObject({ ok: false, rejection: { code: 'wrong-phase' } });
    expect(g.state.ledger['uses:A1:jail']).toBeUndefined();
  });
});
