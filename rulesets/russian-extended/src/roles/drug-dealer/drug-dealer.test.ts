import { describe, expect, it } from 'vitest';
import { tallyPoll } from '@mafia/kernel';
import { Game, STANDARD } from '../../../test/helpers';
import { bankOf } from './bank';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Dea', 'drug-dealer'] : row[0] === 'Red2' ? ['Jud', 'judge'] : row));

const countFor = (g: Game, poll: string, option: string): number =>
  tallyPoll(g.state.polls.find((p) => p.spec.id === poll) as never).breakdown.find((r) => r.option === option)?.contributions.reduce((s, c) => s + c.counted, 0) ?? 0;

describe('Drug dealer (L34)', () => {
  it('r.1, r.2, r.4, r.16: two light doses: both drugged for the day and told without the dose; +2 to his bank', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Dea', 'drug', ['Doc', 'Maf1']);
    g.morning();
    expect(g.results('Doc')).toContainEqual({ kind: 'drugged' });
    expect(g.state.seats.find((s) => s.id === 'Maf1')?.statuses.map((s) => s.id)).toContain('drugged');
    expect(bankOf(g.state, 'Dea')).toBe(2);
    g.night(2);
    expect(g.state.seats.find((s) => s.id === 'Maf1')?.statuses.map((s) => s.id)).not.toContain('drugged');
  });

  it('r.10, r.13, r.14: himself nothing, a double dose +1, a triple dose nothing; r.12–r.14 refusals', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Dea', 'drug', ['Doc', 'Com'], { dose: 'double' })).toMatchObject({ ok: false, rejection: { code: 'dose-needs-one-target' } });
    expect(g.act('Dea', 'drug', ['Dea'], { dose: 'triple' })).toMatchObject({ ok: false, rejection: { code: 'no-triple-on-self' } });
    g.ok('Dea', 'drug', ['Dea', 'Doc']);
    g.morning();
    expect(bankOf(g.state, 'Dea')).toBe(1);
    g.night(2);
    g.ok('Dea', 'drug', ['Com'], { dose: 'double' });
    g.morning();
    expect(bankOf(g.state, 'Dea')).toBe(2);
    g.night(3);
    g.ok('Dea', 'drug', ['Com'], { dose: 'triple' });
    g.morning();
    expect(bankOf(g.state, 'Dea')).toBe(2);
  });

  it('r.15: blocked, the move fails: nobody drugged, no money', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Dea'], { mode: 'arrest' });
    g.ok('Dea', 'drug', ['Doc']);
    g.morning();
    expect(g.results('Doc')).not.toContainEqual({ kind: 'drugged' });
    expect(bankOf(g.state, 'Dea')).toBe(0);
  });

  it('r.15, reading A8: a player killed earlier that night is a corpse: nothing for him', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.ok('Dea', 'drug', ['Doc', 'Com']);
    g.morning();
    expect(bankOf(g.state, 'Dea')).toBe(1);
  });

  it('r.3: the drugged are named at the start of the vote; r.2: a single barrier; r.11, judge r.11: a drugged judge weighs 1', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Dea', 'drug', ['Jud', 'Maf2']);
    g.morning();
    g.to('lynch');
    expect(g.public('day.drugged')).toEqual([{ seats: ['Jud', 'Maf2'] }]);
    g.votes('lynch', { Jud: 'Maf1', Doc: 'Maf2', Com: 'Maf2', Blo: 'Maf2' });
    g.closeStep();
    const lynch = g.state.polls.find((p) => p.spec.id === 'lynch');
    expect(lynch?.spec.voters.find((v) => v.seat === 'Jud')?.weight).toBe(1);
    // Four ballots on Maf2 (his own autovote, D-2c, among them) less his single barrier: 3.
    expect(countFor(g, 'lynch', 'Maf2')).toBe(3);
    expect(g.dead()).toContain('Maf2');
  });

  it('r.5–r.7, A3, A6: bought votes add to his ballot and leave the bank; more than the bank is refused', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Dea', 'drug', ['Doc', 'Com']);
    g.morning();
    expect(g.act('Dea', 'buy-votes', [], { votes: '2.5' })).toMatchObject({ ok: false, rejection: { code: 'not-enough-money' } });
    g.ok('Dea', 'buy-votes', [], { votes: '1.5' });
    g.to('lynch');
    g.votes('lynch', { Dea: 'Blk', Maf1: 'Doc' });
    g.closeStep();
    expect(g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Dea')?.weight).toBe(2.5);
    expect(bankOf(g.state, 'Dea')).toBe(0.5);
  });

  it('r.8, A1: bought votes a drug barrier cuts off go back to the bank', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Dea', 'drug', ['Doc', 'Blk']);
    g.morning();
    g.ok('Dea', 'buy-votes', [], { votes: '2' });
    g.to('lynch');
    g.votes('lynch', { Dea: 'Blk' });
    g.closeStep();
    expect(bankOf(g.state, 'Dea')).toBe(2);
  });
});
