import { viewFor } from '@mafia/kernel';
import { GameDriver } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { conanBo, DATA, FACTION, POLL } from '../src';

const ROLES = ['gin', 'vodka', 'korn', 'megure', 'ran', 'conan', 'townsperson', 'townsperson', 'townsperson'];
const seats = ROLES.map((role, i) => ({
  id: `p${i + 1}`,
  name: `P${i + 1}`,
  role,
  faction: ['gin', 'vodka', 'korn'].includes(role) ? FACTION.bo : FACTION.town,
  modifiers: [],
  attributes: {},
}));

const leaderSeen = (game: GameDriver, seat: string): unknown => viewFor(conanBo.runtime, game.state, { kind: 'seat', seat }).data[DATA.boLeader];

describe('the bo-leader election (CB-30, CB-D16)', () => {
  it.each([false, true])('an elected member takes office at the next phase (hostReview %s)', (hostReview) => {
    const game = new GameDriver(conanBo, { seats, seed: 'election', settings: { hostReview } });
    // Night 1: the default leader is the highest-ranked member, recorded for the BO only.
    expect(leaderSeen(game, 'p2')).toBe('p1');
    expect(leaderSeen(game, 'p4')).toBeUndefined();
    for (const voter of ['p1', 'p2', 'p3']) expect(game.dispatch({ type: 'cast-ballot', seat: voter, poll: POLL.boLeader, targets: ['p2'] }).ok).toBe(true);
    // Still Night 1: the office changes from the next phase.
    expect(leaderSeen(game, 'p1')).toBe('p1');
    expect(game.closeStep().ok).toBe(true);
    expect(game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
    expect(leaderSeen(game, 'p3')).toBe('p2');
    expect(game.state.notices.filter((n) => n.key === 'bo.leader').map((n) => n.params)).toEqual([{ seat: 'p2' }]);
    // Day 1's poll starts empty: ballots do not carry over.
    expect(game.state.polls.find((p) => p.spec.id === POLL.boLeader)?.ballots).toEqual([]);
  });

  it('two of four is no majority; the poll closes with no decision and nobody changes office', () => {
    const four = [...seats.slice(0, 3), { ...seats[3], role: 'vermouth', faction: FACTION.bo }, ...seats.slice(4)].map((s) => ({ ...s }));
    const game = new GameDriver(conanBo, { seats: four as typeof seats, seed: 'election-4' });
    for (const voter of ['p2', 'p3']) game.dispatch({ type: 'cast-ballot', seat: voter, poll: POLL.boLeader, targets: ['p2'] });
    expect(game.closeStep().ok).toBe(true);
    expect(leaderSeen(game, 'p2')).toBe('p1');
    expect(game.state.notices.some((n) => n.key === 'bo.leader')).toBe(false);
  });
});
