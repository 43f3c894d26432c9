import { describe, expect, it } from 'vitest';
import { Game, table } from '../../test/helpers';

describe('Daytime', () => {
  it('one poll with two ballots: the family vote (not one\'s own family) and the individual vote (own family, not oneself)', () => {
    const g = new Game(table());
    g.end();
    expect(g.vote('A1', 'family', 'Alpha')).toMatchObject({ ok: false, rejection: { code: 'inside-group' } });
    expect(g.vote('A1', 'individual', 'B1')).toMatchObject({ ok: false, rejection: { code: 'outside-group' } });
    expect(g.vote('A1', 'individual', 'A1')).toMatchObject({ ok: false, rejection: { code: 'self-vote-forbidden' } });
    expect(g.vote('A1', 'family', 'Beta').ok).toBe(true);
    expect(g.vote('A1', 'individual', 'A2').ok).toBe(true);
  });

  it('the families with most votes go to court (three by default), all tied at the cut included', () => {
    const seats = [...table(), ...table({}, 8).map((s) => ({ ...s, id: `D${s.id}`, name: `D${s.id}`, attributes: { family: `D${String(s.attributes['family'])}` } }))];
    const g = new Game(seats, { courtFamilies: 3 });
    g.end();
    // Alpha 3, Beta 2, Gamma 2, DAlpha 2, DBeta 1: Alpha, Beta, Gamma and DAlpha go to court.
    for (const [voter, family] of [['B1', 'Alpha'], ['B2', 'Alpha'], ['G1', 'Alpha'], ['A1', 'Beta'], ['A2', 'Beta'], ['A3', 'Gamma'], ['A4', 'Gamma'], ['A5', 'DAlpha'], ['A6', 'DAlpha'], ['A7', 'DBeta']] as const) {
      g.mustVote(voter, 'family', family);
    }
    for (const family of ['A', 'B', 'G', 'DA', 'DB', 'DG']) {
      for (let i = 2; i <= 8; i++) g.mustVote(`${family}${i}`, 'individual', `${family}1`);
      g.mustVote(`${family}1`, 'individual', `${family}2`);
    }
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive).map((s) => s.id).sort();
    expect(dead).toEqual(['A1', 'B1', 'DA1', 'G1']);
  });

  it('all tied players of a family in court die', () => {
    const g = new Game(table());
    g.end();
    g.mustVote('A1', 'family', 'Gamma');
    for (const [voter, target] of [['G1', 'G2'], ['G2', 'G1'], ['G3', 'G1'], ['G4', 'G2']] as const) g.mustVote(voter, 'individual', target);
    g.end();
    expect(g.state.seats.filter((s) => !s.alive).map((s) => s.id).sort()).toEqual(['G1', 'G2']);
  });

  it('vote counts are public, individual ballots secret', () => {
    const g = new Game(table());
    g.end();
    g.fillVotes();
    g.end();
    const counts = g.driver.view({ kind: 'spectator' }).notices.find((n) => n.key === 'notices.vote-counts');
    expect(counts?.params['totals']).toMatchObject({ Gamma: 16, Alpha: 8, G1: 7 });
  });

  it('the poll view hides other players\' ballots while the day runs and after it closes', () => {
    const g = new Game(table());
    g.end();
    g.fillVotes();
    const poll = g.driver.view({ kind: 'seat', seat: 'A1' }).polls[0];
    expect(poll?.ballots.every((b) => b.voter === 'A1')).toBe(true);
    expect(poll?.totals).toBeNull();
  });

  it('the injured cannot vote and owe no vote', () => {
    const g = new Game(table({ A1: 'bodyguard' }));
    g.mustAct('A1', 'guard', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.state.ledger['improper:B8']).toBeUndefined();
  });

  it('the game ends after Day 5', () => {
    const g = new Game(table());
    for (let day = 1; day <= 5; day++) {
      g.end();
      expect(g.state.result).toBeNull();
      g.fillVotes(['Gamma', 'Beta', 'Alpha', 'Gamma', 'Beta'][day - 1]);
      g.end();
    }
    expect(g.state.result).not.toBeNull();
    expect(g.state.clock.phase).toEqual({ kind: 'day', number: 5 });
  });

  // Seed 002, Announcements: "The only events that are announced publicly are deaths, poisonings,
  // and being cured from poison." An exile is none of them (issue #16).
  it('an exile is told to the host and the exiled player, never announced publicly', () => {
    const g = new Game(table());
    for (let day = 1; day <= 2; day++) {
      g.end();
      g.fillVotes();
      // fillVotes skips voters who already voted: B1's individual ballot is withdrawn, so it is missing.
      g.driver.dispatch({ type: 'withdraw-ballot', seat: 'B1', poll: 'individual' });
      g.end();
    }
    expect(g.seat('B1').removed).toBe(true);
    expect(g.keys('B1')).toContain('notices.you-are-exiled');
    expect(g.publicKeys()).not.toContain('notices.exiled');
    expect(g.keys('A1')).not.toContain('notices.exiled');
    expect(g.driver.view({ kind: 'host' }).notices.map((n) => n.key)).toContain('notices.exiled');
  });
});

