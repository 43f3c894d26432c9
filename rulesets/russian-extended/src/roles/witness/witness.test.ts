import { describe, expect, it } from 'vitest';
import type { PollState } from '@mafia/kernel';
import { tallyPoll } from '@mafia/kernel';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Wit', 'witness'] : row));

const lynchTotals = (g: Game): Record<string, number> =>
  Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === 'lynch') as PollState).totals.map((t) => [t.option, t.total]));

describe('Witness (L31)', () => {
  it('WIT-2, WIT-3 (edge case 1): named voters with him +1 each, he +1 per such voter; one who votes elsewhere gets nothing', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.ok('Wit', 'testify', ['Doc', 'Com', 'Det']);
    g.to('lynch');
    g.votes('lynch', { Wit: 'Blk', Doc: 'Blk', Com: 'Blk', Det: 'Maf1', Blk: 'Det', Maf1: 'Det' });
    g.closeStep();
    expect(lynchTotals(g)['Blk']).toBe(3 + 2 + 2);
    expect(lynchTotals(g)['Maf1']).toBe(1);
  });

  it('WIT-4: no testimony before the vote, no effect; a late one is refused', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(g.act('Wit', 'testify', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'wrong-step' } });
    g.votes('lynch', { Wit: 'Blk', Doc: 'Blk', Blk: 'Det' });
    g.closeStep();
    expect(lynchTotals(g)['Blk']).toBe(2);
  });
});
