import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Boss', () => {
  it('cancels the target\'s night action: a Doctor\'s save does not happen', () => {
    const g = new Game(table({ A1: 'boss', A2: 'doctor' }));
    g.mustAct('A1', 'cancel', 'A2');
    g.mustAct('A2', 'protect', 'G1');
    g.mafiaKill('B8', 'G1', 'G2');
    g.end();
    expect(g.alive('G1')).toBe(false);
  });

  it('the target is told in the morning, even if it attempted nothing', () => {
    const g = new Game(table({ A1: 'boss' }));
    g.mustAct('A1', 'cancel', 'B3');
    g.end();
    expect(g.keys('B3')).toContain('notices.cancelled-by-boss');
    expect(g.keys('B4')).not.toContain('notices.cancelled-by-boss');
  });

  it('cannot prevent Mafia kills', () => {
    const g = new Game(table({ A1: 'boss' }));
    g.mustAct('A1', 'cancel', 'B8');
    g.mafiaKill('B8', 'G1', 'G2');
    g.end();
    expect([g.alive('G1'), g.alive('G2')]).toEqual([false, false]);
  });

  it('may act every night and target the same player again', () => {
    const g = new Game(table({ A1: 'boss' }));
    g.mustAct('A1', 'cancel', 'B3');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('A1', 'cancel', 'B3').ok).toBe(true);
  });
});
