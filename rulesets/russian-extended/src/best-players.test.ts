import { describe, expect, it } from 'vitest';
import { bestPlayers, type BestPlayerBallot } from './best-players';

const participants = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const ballot = (voter: string, ...names: string[]): BestPlayerBallot => ({ voter, names });

describe('Voting for the best players (BP-0..BP-7)', () => {
  it('BP-3: 50% of those who voted passes; a refusal still counts among the voters (BP-1c)', () => {
    const r = bestPlayers({ participants, host: 'Host', ballots: [ballot('A', 'B', 'C'), ballot('B', 'C', 'D'), ballot('C', 'B'), ballot('D')] });
    expect(r.voters).toBe(4);
    expect(r.votes).toEqual({ B: 2, C: 2, D: 1 });
    expect(r.best).toEqual(['B', 'C']);
  });

  it('BP-1d: votes for oneself, the host or an outsider are refusals; outsiders\' ballots do not count (BP-3)', () => {
    const r = bestPlayers({ participants, host: 'Host', ballots: [ballot('A', 'A', 'Host', 'Zed'), ballot('Zed', 'B'), ballot('Host', 'B'), ballot('C', 'B')] });
    expect(r.voters).toBe(3);
    expect(r.votes).toEqual({ B: 2 });
    expect(r.best).toEqual(['B']);
  });

  it('BP-2: a vote may be added to, never taken back; BP-4a: nobody at 50% means no best player', () => {
    const r = bestPlayers({ participants, host: 'Host', ballots: [ballot('A', 'B'), ballot('A', 'C'), ballot('B', 'D'), ballot('C', 'E'), ballot('D', 'F')] });
    expect(r.votes).toEqual({ B: 1, C: 1, D: 1, E: 1, F: 1 });
    expect(r.best).toEqual([]);
  });

  it('BP-4c: the host may accept a lower pass mark; BP-7: he may decline to count a best player', () => {
    const ballots = [ballot('A', 'B'), ballot('B', 'C'), ballot('C', 'B'), ballot('D', 'E'), ballot('E', 'D')];
    expect(bestPlayers({ participants, host: 'Host', ballots }).best).toEqual([]);
    expect(bestPlayers({ participants, host: 'Host', ballots, passMark: { num: 1, den: 3 } }).best).toEqual(['B']);
    expect(bestPlayers({ participants, host: 'Host', ballots, passMark: { num: 1, den: 3 }, vetoed: ['B'] }).best).toEqual([]);
  });

  it('BP-0, BP-1, BP-1a: after the game the host and every participant vote, elite players and the eliminated included', () => {
    // `Agt` is an elite player (an agent) and `Dead` was eliminated: both are participants (AMB-BP-3).
    const r = bestPlayers({
      participants: ['A', 'B', 'Agt', 'Dead'],
      host: 'Host',
      ballots: [ballot('Host', 'A', 'Agt'), ballot('Agt', 'A'), ballot('Dead', 'A', 'Agt'), ballot('B', 'Dead')],
    });
    expect(r.voters).toBe(4);
    expect(r.votes).toEqual({ A: 3, Agt: 2, Dead: 1 });
    expect(r.best).toEqual(['A', 'Agt']);
  });

  it('BP-1b: the norm is two votes for different players, but more or fewer are allowed; a name twice counts once', () => {
    const r = bestPlayers({ participants, host: 'Host', ballots: [ballot('A', 'B', 'C', 'D'), ballot('B', 'C'), ballot('C', 'B', 'B')] });
    expect(r.votes).toEqual({ B: 2, C: 2, D: 1 });
    expect(r.best).toEqual(['B', 'C']);
  });

  it('BP-4, BP-4b: no best player below the mark, and no revote: one count decides, a tie below 50% stays without a winner', () => {
    const r = bestPlayers({ participants, host: 'Host', ballots: [ballot('A', 'B'), ballot('B', 'C'), ballot('C', 'D'), ballot('D', 'E'), ballot('E', 'F')] });
    expect(r.voters).toBe(5);
    expect(r.best).toEqual([]);
    expect(Object.keys(r)).toEqual(['voters', 'votes', 'best']);
  });

  it('BP-6: voting ends when everyone has voted or when the host says so: the count reads the ballots given by then', () => {
    const early = [ballot('A', 'B'), ballot('B', 'C'), ballot('C', 'B')];
    expect(bestPlayers({ participants, host: 'Host', ballots: early }).best).toEqual(['B']);
    const all = [...early, ballot('D', 'E'), ballot('E', 'D'), ballot('F', 'D'), ballot('G', 'D'), ballot('H', 'D')];
    expect(bestPlayers({ participants, host: 'Host', ballots: all }).best).toEqual(['D']);
  });

  it.each([
    ['five qualify with one at the bottom: the top four pass', { B: 7, C: 6, D: 5, E: 5, F: 4 }, ['B', 'C', 'D', 'E']],
    ['a tie across fourth and fifth place: neither passes (BP-5b)', { B: 7, C: 6, D: 5, E: 4, F: 4 }, ['B', 'C', 'D']],
  ])('BP-5, BP-5a: more than four qualifiers: %s', (_case, wanted, best) => {
    // Eight voters, so the pass mark is 4; each name gets its votes from the first voters who are not him.
    const ballots: BestPlayerBallot[] = participants.map((v) => ({ voter: v, names: [] }));
    for (const [name, count] of Object.entries(wanted)) {
      for (const b of ballots.filter((x) => x.voter !== name).slice(0, count)) b.names.push(name);
    }
    const result = bestPlayers({ participants, host: 'Host', ballots });
    expect(result.votes).toEqual(wanted);
    expect(result.best).toEqual(best);
  });
});
