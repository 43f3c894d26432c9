import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Bodyguard', () => {
  it('protects from the Mafia; the attacker is injured and cannot vote the next day nor act the next night', () => {
    const g = new Game(table({ A1: 'bodyguard', B7: 'doctor' }));
    g.mustAct('A1', 'guard', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect([g.alive('G1'), g.alive('G2')]).toEqual([true, false]);
    expect(g.statuses('B8')).toContain('injured');
    expect(g.keys('B8')).toContain('notices.injured');
    expect(g.keys('A1')).not.toContain('notices.injured');
    expect(g.vote('B8', 'family', 'Alpha')).toMatchObject({ ok: false, rejection: { code: 'voter-cannot-vote' } });
    g.fillVotes();
    g.end();
    expect(g.act('B8', 'kill', 'A2')).toMatchObject({ ok: false, rejection: { code: 'actor-cannot-act' } });
    g.end();
    g.fillVotes();
    expect(g.statuses('B8')).not.toContain('injured');
  });

  it('protects from poison, injuring the Butler', () => {
    const g = new Game(table({ A1: 'bodyguard', A2: 'butler' }));
    g.mustAct('A1', 'guard', 'B1');
    g.mustAct('A2', 'poison', 'B1');
    g.end();
    expect(g.statuses('B1')).not.toContain('poisoned');
    expect(g.statuses('A2')).toContain('injured');
  });

  it('protects itself automatically once, then no more', () => {
    const g = new Game(table({ B1: 'bodyguard' }));
    g.mafiaKill('A8', 'B1', 'A1');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('A8')).toContain('injured');
    expect(g.keys('B1')).not.toContain('notices.saved');
    g.fillVotes();
    g.end();
    g.mafiaKill('G8', 'B1', 'A2');
    g.end();
    expect(g.alive('B1')).toBe(false);
  });

  it('may choose itself once (besides the automatic protection)', () => {
    const g = new Game(table({ B1: 'bodyguard' }));
    g.mustAct('B1', 'guard', 'B1');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('B1', 'guard', 'B1')).toMatchObject({ ok: false, rejection: { code: 'self-limit-reached' } });
    expect(g.act('B1', 'guard', 'B2').ok).toBe(true);
  });

  // Seed 002, Bodyguard: "In the event the protected player is attacked in one of these ways, the
  // attacker becomes injured" has no exception (issue #16; README Interpretation 5).
  it('a Doctor on the same target saves first, and the attacker is still injured', () => {
    const g = new Game(table({ A1: 'bodyguard', A2: 'doctor' }));
    g.mustAct('A1', 'guard', 'G1');
    g.mustAct('A2', 'protect', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect(g.alive('G1')).toBe(true);
    expect(g.statuses('B8')).toContain('injured');
  });

  it('the Butler\'s own immunity stops the attack, and the attacker is still injured', () => {
    const g = new Game(table({ A1: 'bodyguard', B1: 'butler' }));
    g.mustAct('A1', 'guard', 'B1');
    g.mustAct('G8', 'kill', 'B1', 'B2');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('G8')).toContain('injured');
  });

  it('the automatic self-protection is kept when a Doctor saves the Bodyguard (nobody injured)', () => {
    const g = new Game(table({ B1: 'bodyguard', A2: 'doctor' }));
    g.mustAct('A2', 'protect', 'B1');
    g.mustAct('G8', 'kill', 'B1', 'A3');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('G8')).not.toContain('injured');
    g.fillVotes();
    g.end();
    // The automatic protection is still there on the next night and injures this attacker.
    g.mustAct('A8', 'kill', 'B1', 'A4');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.statuses('A8')).toContain('injured');
  });
});
