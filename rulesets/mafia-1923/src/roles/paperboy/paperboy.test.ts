import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Paperboy', () => {
  it('the first chosen player learns the role of the second', () => {
    const g = new Game(table({ A1: 'paperboy', B2: 'doctor' }));
    g.mustAct('A1', 'deliver', 'G3', 'B2');
    g.end();
    expect(g.results('G3')).toEqual([{ kind: 'role', subject: 'B2', role: 'doctor', mafia: false }]);
    expect(g.results('A1')).toEqual([]);
    expect(g.results('B2')).toEqual([]);
  });

  it('never chooses itself, in either position', () => {
    const g = new Game(table({ A1: 'paperboy' }));
    expect(g.act('A1', 'deliver', 'A1', 'B2')).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(g.act('A1', 'deliver', 'B2', 'A1')).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
  });

  it('only twice per game', () => {
    const g = new Game(table({ A1: 'paperboy' }));
    for (let i = 0; i < 2; i++) {
      g.mustAct('A1', 'deliver', 'A2', 'A3');
      g.end();
      g.fillVotes();
      g.end();
    }
    expect(g.act('A1', 'deliver', 'A2', 'A3')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
