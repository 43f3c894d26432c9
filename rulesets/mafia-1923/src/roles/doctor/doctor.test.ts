import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Doctor', () => {
  it('saves one player from the Mafia kill', () => {
    const g = new Game(table({ A1: 'doctor' }));
    g.mustAct('A1', 'protect', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect([g.alive('G1'), g.alive('G2')]).toEqual([true, false]);
  });

  it('may protect itself at most twice', () => {
    const g = new Game(table({ A1: 'doctor' }));
    for (let i = 0; i < 2; i++) {
      g.mustAct('A1', 'protect', 'A1');
      g.end();
      g.fillVotes();
      g.end();
    }
    expect(g.act('A1', 'protect', 'A1')).toMatchObject({ ok: false, rejection: { code: 'self-limit-reached', params: { max: 2 } } });
    expect(g.act('A1', 'protect', 'A2').ok).toBe(true);
  });

  it('an action at the wrong time is refused and costs nothing', () => {
    const g = new Game(table({ A1: 'doctor' }));
    g.end();
    expect(g.act('A1', 'protect', 'A1')).toMatchObject({ ok: false, rejection: { code: 'wrong-phase' } });
    g.fillVotes();
    g.end();
    g.mustAct('A1', 'protect', 'A1');
  });
});
