import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Detective', () => {
  it.each([
    ['B8', true],
    ['B1', false],
  ])('inquiring about %s: Mafia Member = %s', (target, mafia) => {
    const g = new Game(table({ A1: 'detective' }));
    g.mustAct('A1', 'inquire', target);
    g.end();
    expect(g.results('A1')).toEqual([{ kind: 'inquiry', target, mafia }]);
  });

  it('acts after the Mafia (step 10): killed that night, it learns nothing', () => {
    const g = new Game(table({ A1: 'detective' }));
    g.mustAct('A1', 'inquire', 'B8');
    g.mustAct('B8', 'kill', 'A1', 'A2');
    g.end();
    expect(g.alive('A1')).toBe(false);
    expect(g.state.notices.some((n) => n.result?.['kind'] === 'inquiry')).toBe(false);
  });

  it('twice per game', () => {
    const g = new Game(table({ A1: 'detective' }));
    for (let i = 0; i < 2; i++) {
      g.mustAct('A1', 'inquire', 'B8');
      g.end();
      g.fillVotes();
      g.end();
    }
    expect(g.act('A1', 'inquire', 'B8')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
