import { describe, expect, it } from 'vitest';
import type { PollState } from '@mafia/kernel';
import { tallyPoll } from '@mafia/kernel';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Lia', 'liar'] : row[0] === 'Red2' ? ['Pri', 'priest'] : row));

const totals = (g: Game, poll: string): Record<string, number> =>
  Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === poll) as PollState).totals.map((t) => [t.option, t.total]));

describe('Liar (L32) and the priest\'s barrier (PRI-9)', () => {
  it('PRI-9: four votes against the priest leave 1 after his barrier of 3', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Pri', Com: 'Pri', Det: 'Pri', Inv: 'Pri', Pri: 'Blk', Blk: 'Doc', Maf1: 'Blk' });
    g.closeStep();
    expect(totals(g, 'lynch')['Pri']).toBe(1);
  });

  it('LIA-2 (edge case 1): a compromised priest loses his barrier and his vote', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Pri', Com: 'Pri', Det: 'Pri', Inv: 'Pri', Pri: 'Blk', Blk: 'Doc', Maf1: 'Blk' });
    g.ok('Lia', 'compromise', ['Pri', 'Maf1']);
    expect(g.act('Lia', 'compromise', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'compromise-once-per-vote' } });
    g.closeStep();
    expect(totals(g, 'lynch')).toMatchObject({ Pri: 4, Blk: 0 });
    expect(g.dead()).toContain('Pri');
  });

  it('actor r.2, r.22: a copied liar\'s compromise zeroes the votes of the others, never a barrier for himself', () => {
    const g = new Game(TABLE.map((row): [string, string, string?] => (row[0] === 'Act' ? ['Acr', 'actor'] : row)));
    g.to('evening');
    g.ok('Acr', 'copy', ['Lia']);
    g.to('lynch');
    g.votes('lynch', { Maf1: 'Acr', Maf2: 'Acr', Man: 'Acr', Acr: 'Blk', Doc: 'Blk', Com: 'Blk', Blk: 'Doc' });
    expect(g.act('Acr', 'compromise', ['Acr', 'Maf1'])).toMatchObject({ ok: false, rejection: { code: 'copied-move-not-allowed' } });
    g.ok('Acr', 'compromise', ['Maf1']);
    g.closeStep();
    expect(totals(g, 'lynch')).toMatchObject({ Acr: 2 });
  });

  it('LIA-3 (readings LIA A1, A2 ★): naming himself, a barrier of 2 and his own vote kept', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Maf1: 'Lia', Maf2: 'Lia', Man: 'Lia', Lia: 'Blk', Doc: 'Blk', Blk: 'Doc' });
    g.ok('Lia', 'compromise', ['Lia', 'Maf1']);
    g.closeStep();
    expect(totals(g, 'lynch')).toMatchObject({ Lia: 0, Blk: 2 });
  });

  it('N-LIAR.2: a red liar has no secret votes', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(g.act('Lia', 'secret-vote', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-a-black-liar' } });
  });
});
