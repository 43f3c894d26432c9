import { tallyPoll, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** Red1 is the Pimp, Red2 the Liar, Blk the Hacker (a black holder is not needed here: Blk stays a plain black). */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pim', 'pimp'] : row[0] === 'Red2' ? ['Lia', 'liar'] : row));
const totals = (g: Game, poll: string): Record<string, number> =>
  Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === poll) as PollState).totals.map((t) => [t.option, t.total]));
const statuses = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id).sort();

/** Day 1 evening: the pimp takes the liar; day 2: the lynch with Com, Doc, Det on Maf1. */
function liarSlaveAtTheLynch(): Game {
  const g = new Game(TABLE);
  g.to('evening');
  g.ok('Pim', 'enslave', ['Lia']);
  g.night(1);
  g.to('lynch');
  g.votes('lynch', { Com: 'Maf1', Doc: 'Maf1', Det: 'Maf1', Maf1: 'Doc' });
  return g;
}

describe('Pimp (L27): the day moves', () => {
  it('PIM-3: day-forbid cancels the slave\'s at-vote move of that step', () => {
    const g = liarSlaveAtTheLynch();
    g.ok('Lia', 'compromise', ['Com']);
    g.ok('Pim', 'day-forbid', ['Lia']);
    g.closeStep();
    expect(totals(g, 'lynch')['Maf1']).toBe(3);
  });

  it('PIM-3: day-order changes the slave\'s move; a red pimp\'s order keeps the red liar\'s zeroing (LIA-2)', () => {
    const g = liarSlaveAtTheLynch();
    g.ok('Lia', 'compromise', ['Doc']);
    g.ok('Pim', 'day-order', ['Lia'], { move: { ability: 'compromise', targets: ['Com'] } });
    g.closeStep();
    expect(totals(g, 'lynch')['Maf1']).toBe(2);
  });

  it('PIM-4: without an order the slave\'s move goes through', () => {
    const g = liarSlaveAtTheLynch();
    g.ok('Lia', 'compromise', ['Doc']);
    g.closeStep();
    expect(totals(g, 'lynch')['Maf1']).toBe(2);
  });

  it('contract §9 note 2: an ordered move the slave cannot make (not his ability) lapses', () => {
    const g = liarSlaveAtTheLynch();
    g.ok('Pim', 'day-order', ['Lia'], { move: { ability: 'hack', targets: ['Com'] } });
    g.closeStep();
    expect(totals(g, 'lynch')['Maf1']).toBe(3);
  });

  it('PIM-6: a killing day move cannot be assigned; only his slaves obey', () => {
    const g = liarSlaveAtTheLynch();
    expect(g.act('Pim', 'day-order', ['Lia'], { move: { ability: 'detonate', targets: ['Com'] } })).toMatchObject({ ok: false, rejection: { code: 'kill-target-fixed' } });
    expect(g.act('Pim', 'day-forbid', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'not-your-slave' } });
    expect(g.act('Pim', 'day-order', ['Lia'])).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
  });

  it('HAC-7: the hacker enslaved as he hacks the pimp: the hack fails, even without an order', () => {
    const rows = TABLE.map((row): [string, string, string?] => (row[0] === 'Lia' ? ['Hac', 'hacker'] : row));
    const g = new Game(rows);
    g.to('evening');
    g.ok('Hac', 'hack', ['Pim']);
    g.ok('Pim', 'enslave', ['Hac']);
    // He learns the move his new slave already sent, so that he may reassign it at once.
    expect(g.state.notices.filter((n) => n.key === 'pm.slave-move').map((n) => [n.audience, n.params])).toEqual([[{ to: 'seat', seat: 'Pim' }, { slave: 'Hac', ability: 'hack', targets: ['Pim'] }]]);
    g.night(1);
    expect(statuses(g, 'Pim')).toEqual([]);
  });

  it('HAC-6: hacked, the pimp takes his slave that evening but none the next evening', () => {
    const rows = TABLE.map((row): [string, string, string?] => (row[0] === 'Lia' ? ['Hac', 'hacker'] : row));
    const g = new Game(rows);
    g.to('evening');
    g.ok('Hac', 'hack', ['Pim']);
    g.ok('Pim', 'enslave', ['Det']);
    g.night(1);
    expect(g.results('Pim')).toContainEqual({ kind: 'slave-role', target: 'Det', role: 'detective' });
    g.ok('Maf1', 'shoot', ['Det'], { insurance: 'off' });
    g.to('evening');
    g.ok('Pim', 'enslave', ['Com']);
    g.night(2);
    expect(g.results('Pim')).not.toContainEqual({ kind: 'slave-role', target: 'Com', role: 'commissar' });
  });

  it('PIM-3: the pimp learns each move his slave sends as it is sent (by night: pimp-controls-moves); not another player\'s', () => {
    const g = liarSlaveAtTheLynch();
    const reports = () => g.state.notices.filter((n) => n.key === 'pm.slave-move').map((n) => [n.audience, n.params]);
    g.ok('Lia', 'compromise', ['Com']);
    expect(reports()).toEqual([[{ to: 'seat', seat: 'Pim' }, { slave: 'Lia', ability: 'compromise', targets: ['Com'] }]]);
    g.closeStep();
    g.night(2);
    g.ok('Doc', 'heal', ['Com']);
    expect(reports()).toHaveLength(1);
  });
});
