import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Shadchan', () => {
  it('two players fall in love; only they are told, each about the other', () => {
    const g = new Game(table({ A1: 'shadchan' }));
    g.mustAct('A1', 'matchmake', 'B2', 'G2');
    g.end();
    expect(g.notices('B2').find((n) => n.key === 'notices.in-love')?.params).toEqual({ partner: 'G2' });
    expect(g.notices('G2').find((n) => n.key === 'notices.in-love')?.params).toEqual({ partner: 'B2' });
    expect(g.keys('A1')).not.toContain('notices.in-love');
    expect(g.keys('B3')).not.toContain('notices.in-love');
  });

  // Issue #16: no effect the text does not support; the rulebook mentions no death from love.
  it('when one lover dies, the other lives on (no death the rulebook does not mention)', () => {
    const g = new Game(table({ A1: 'shadchan' }));
    g.mustAct('A1', 'matchmake', 'B2', 'G2');
    g.mafiaKill('A8', 'B2', 'B3');
    g.end();
    expect([g.alive('B2'), g.alive('G2')]).toEqual([false, true]);
  });

  it('only once per game', () => {
    const g = new Game(table({ A1: 'shadchan' }));
    g.mustAct('A1', 'matchmake', 'B4', 'G4');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('A1', 'matchmake', 'B5', 'G5')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
