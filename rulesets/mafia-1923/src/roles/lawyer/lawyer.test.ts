import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Lawyer', () => {
  it('saves the player the court would kill; the second most voted of that family dies instead', () => {
    const g = new Game(table({ A1: 'lawyer' }));
    g.end();
    g.mustAct('A1', 'represent', 'G1');
    g.mustVote('G2', 'individual', 'G3');
    g.mustVote('G4', 'individual', 'G3');
    g.fillVotes('Gamma'); // G1 gets 5, G3 gets 2, G2 gets 1
    g.end();
    expect([g.alive('G1'), g.alive('G3'), g.alive('G2')]).toEqual([true, false, true]);
  });

  it('the only living player of a family: no one dies from that family', () => {
    const g = new Game(table({ A1: 'lawyer' }).filter((s) => s.attributes['family'] !== 'Gamma' || s.id === 'G1'));
    g.end();
    g.mustAct('A1', 'represent', 'G1');
    g.fillVotes('Gamma');
    g.end();
    expect(g.alive('G1')).toBe(true);
    expect(g.state.seats.every((s) => s.alive)).toBe(true);
  });

  it('may represent itself only once', () => {
    const g = new Game(table({ A1: 'lawyer' }));
    g.end();
    g.mustAct('A1', 'represent', 'A1');
    g.fillVotes();
    g.end();
    g.end();
    expect(g.act('A1', 'represent', 'A1')).toMatchObject({ ok: false, rejection: { code: 'self-limit-reached' } });
  });
});
