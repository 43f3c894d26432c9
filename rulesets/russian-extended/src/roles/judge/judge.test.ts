import { describe, expect, it } from 'vitest';
import type { PollState } from '@mafia/kernel';
import { tallyPoll } from '@mafia/kernel';
import { Game, STANDARD } from '../../../test/helpers';
import { judgeWeight } from '.';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Jud', 'judge'] : row));

const totals = (g: Game, poll = 'lynch'): Record<string, number> =>
  Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === poll) as PollState).totals.map((t) => [t.option, t.total]));

/** Day 2 of a game whose first night passed quietly, at the lynch. */
const atLynch = (table = TABLE): Game => {
  const g = new Game(table);
  g.night(1);
  g.morning();
  g.to('lynch');
  return g;
};

describe('Judge (L33)', () => {
  it('r.1: his ballot counts 6', () => {
    const g = atLynch();
    g.votes('lynch', { Jud: 'Blk', Doc: 'Maf1', Com: 'Maf1', Det: 'Maf1', Blk: 'Doc' });
    g.closeStep();
    expect(totals(g)['Blk']).toBe(6);
    expect(g.dead()).toEqual(['Blk']);
  });

  it('r.2, r.3: a red he voted against costs 3, a red he did not 2; reading A1: never below 0', () => {
    const g = atLynch();
    g.votes('lynch', { Jud: 'Red2', Doc: 'Red2' });
    g.closeStep();
    expect(g.dead()).toEqual(['Red2']);
    expect(judgeWeight(g.state, 'Jud')).toBe(3);
    g.night(2);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Jud: 'Maf1', Doc: 'Det', Com: 'Det', Det: 'Com', Blo: 'Det', Inv: 'Det', Act: 'Det', Maf1: 'Det', Maf2: 'Det', Man: 'Det', Blk: 'Det' });
    g.closeStep();
    expect(totals(g)['Maf1']).toBe(3);
    expect(g.dead()).toContain('Det');
    expect(judgeWeight(g.state, 'Jud')).toBe(1);
    g.night(3);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Jud: 'Doc', Com: 'Doc', Blo: 'Doc', Inv: 'Doc', Act: 'Doc', Maf1: 'Doc', Maf2: 'Doc', Man: 'Doc', Blk: 'Doc', Doc: 'Maf1' });
    g.closeStep();
    expect(judgeWeight(g.state, 'Jud')).toBe(0);
  });

  it('r.4: a black he voted against adds 1, never above 6; a black he did not vote against changes nothing', () => {
    const g = atLynch();
    g.votes('lynch', { Jud: 'Red2', Doc: 'Red2' });
    g.closeStep();
    expect(judgeWeight(g.state, 'Jud')).toBe(3);
    g.night(2);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Jud: 'Blk', Doc: 'Blk' });
    g.closeStep();
    expect(g.dead()).toContain('Blk');
    expect(judgeWeight(g.state, 'Jud')).toBe(4);
    g.night(3);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Jud: 'Doc', Com: 'Man', Det: 'Man', Blo: 'Man', Inv: 'Man', Act: 'Man' });
    g.closeStep();
    expect(g.dead()).toContain('Man');
    expect(judgeWeight(g.state, 'Jud')).toBe(4);
  });

  it('r.5 (reading A2): the player he votes against, tied at the top, dies alone with no revote', () => {
    const g = atLynch();
    // Blk: the judge's 6; Maf1: six ballots of weight 1.
    g.votes('lynch', { Jud: 'Blk', Doc: 'Maf1', Com: 'Maf1', Det: 'Maf1', Blo: 'Maf1', Inv: 'Maf1', Act: 'Maf1', Red2: 'Doc', Maf1: 'Doc', Maf2: 'Com', Man: 'Com', Blk: 'Det' });
    g.closeStep();
    expect(totals(g)).toMatchObject({ Blk: 6, Maf1: 6 });
    expect(g.dead()).toEqual(['Blk']);
    expect(g.step).toBe('evening');
  });

  it('r.5: a tie that does not involve his target goes to a revote as usual', () => {
    const g = atLynch();
    g.votes('lynch', { Jud: 'Red2', Doc: 'Maf1', Com: 'Maf1', Det: 'Maf1', Blo: 'Maf1', Inv: 'Maf1', Act: 'Maf1', Maf2: 'Man', Man: 'Blk', Blk: 'Maf2', Red2: 'Blk', Maf1: 'Blk' });
    g.closeStep();
    // Maf1 6, Red2 6: the judge's target is tied, so Red2 dies alone.
    expect(g.dead()).toEqual(['Red2']);
  });

  it('r.8: above weight 3 his ballot against a barrier holder keeps 2 (the barrier then subtracts); at 3 it counts 1', () => {
    const table = TABLE.map((row): [string, string, string?] => (row[0] === 'Red2' ? ['Pri', 'priest'] : row));
    const g = atLynch(table);
    g.votes('lynch', { Jud: 'Pri', Doc: 'Pri', Com: 'Pri', Det: 'Pri', Blo: 'Pri', Pri: 'Blk' });
    g.closeStep();
    // Priest barrier 3: ballots 2 + 1 + 1 + 1 + 1 = 6, minus 3.
    expect(totals(g)['Pri']).toBe(3);
  });
});
