import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

const toHost = (g: Game, day: number) =>
  g.state.notices.filter((n) => n.key === 'conduct.autovotes-in-a-row' && n.audience.to === 'host' && n.phase.kind === 'day' && n.phase.number === day).map((n) => n.params);

/** Today's lynch: the players in `ballots` vote, every other living player gets the autovote (D-2c). */
function lynchDay(g: Game, ballots: Record<string, string>): void {
  g.to('lynch');
  g.votes('lynch', ballots);
  g.to('evening');
}

describe('D-3, SC-7: two autovotes in a row (part 4 §5.2 [L150], §8)', () => {
  it('D-3: a player autovoted at two lynch days in a row is not eliminated for it; the host is told (S-9 "taken into account in future")', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    // Day 2: Red1 does not vote; everyone else votes Red2 (so Red2 is lynched, not Red1).
    const voters = ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act', 'Maf1', 'Maf2', 'Man', 'Blk'];
    lynchDay(g, Object.fromEntries(voters.map((v) => [v, 'Red2'])));
    expect(toHost(g, 2)).toEqual([]);
    g.night(2);
    g.morning();
    // Day 3: Red1 again does not vote; the rest vote Blk.
    lynchDay(g, Object.fromEntries(voters.filter((v) => v !== 'Blk').map((v) => [v, 'Blk'])));
    expect(toHost(g, 3)).toEqual([expect.objectContaining({ seat: 'Red1', count: 2 })]);
    expect(g.state.seats.find((s) => s.id === 'Red1')?.alive).toBe(true);
    // Nothing public: the count is the host's note.
    expect(g.state.notices.some((n) => n.key === 'conduct.autovotes-in-a-row' && n.audience.to === 'public')).toBe(false);
  });

  it('SC-7: a vote of his own ends the streak', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    const voters = ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act', 'Maf1', 'Maf2', 'Man', 'Blk'];
    lynchDay(g, Object.fromEntries(voters.map((v) => [v, 'Red2'])));
    g.night(2);
    g.morning();
    lynchDay(g, { ...Object.fromEntries(voters.filter((v) => v !== 'Blk').map((v) => [v, 'Blk'])), Red1: 'Blk' });
    expect(toHost(g, 3)).toEqual([]);
  });
});
