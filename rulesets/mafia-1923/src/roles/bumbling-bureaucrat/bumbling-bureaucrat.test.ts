import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Bumbling Bureaucrat', () => {
  it('redirects the target\'s next action at random; the target is told the new target afterwards', () => {
    const g = new Game(table({ A1: 'bumbling-bureaucrat', A2: 'detective' }));
    g.mustAct('A1', 'redirect', 'A2');
    g.mustAct('A2', 'inquire', 'B8');
    g.end();
    const told = g.notices('A2').find((n) => n.key === 'notices.redirected');
    expect(told?.params['ability']).toBe('inquire');
    const [target] = told?.params['targets'] as string[];
    expect(g.results('A2')).toEqual([{ kind: 'inquiry', target, mafia: target?.endsWith('8') }]);
    expect(target).not.toBe('A2');
  });

  it('the redirection waits for the next action, even a day action', () => {
    const g = new Game(table({ A1: 'bumbling-bureaucrat', A2: 'sheriff' }));
    g.mustAct('A1', 'redirect', 'A2');
    g.end();
    expect(g.statuses('A2')).toContain('redirected');
    g.mustAct('A2', 'jail', 'G1', 'Gamma');
    g.fillVotes();
    g.end();
    expect(g.keys('A2')).toContain('notices.redirected');
    expect(g.statuses('A2')).not.toContain('redirected');
  });

  it('does not affect Mafia kills', () => {
    const g = new Game(table({ A1: 'bumbling-bureaucrat' }));
    g.mustAct('A1', 'redirect', 'B8');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect([g.alive('G1'), g.alive('G2')]).toEqual([false, false]);
    expect(g.keys('B8')).not.toContain('notices.redirected');
  });

  it('does not affect votes', () => {
    const g = new Game(table({ A1: 'bumbling-bureaucrat' }));
    g.mustAct('A1', 'redirect', 'B1');
    g.end();
    g.mustVote('B1', 'family', 'Gamma');
    g.fillVotes();
    g.end();
    expect(g.keys('B1')).not.toContain('notices.redirected');
    expect(g.statuses('B1')).toContain('redirected');
  });

  it('only twice per game', () => {
    const g = new Game(table({ A1: 'bumbling-bureaucrat' }));
    for (const target of ['B1', 'B2']) {
      g.mustAct('A1', 'redirect', target);
      g.end();
      g.fillVotes();
      g.end();
    }
    expect(g.act('A1', 'redirect', 'B3')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
