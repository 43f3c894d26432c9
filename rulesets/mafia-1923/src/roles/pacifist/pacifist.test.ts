import { tallyPoll } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Pacifist', () => {
  it('casts a negative family vote and a negative individual vote, unbound', () => {
    const g = new Game(table({ A1: 'pacifist' }));
    g.end();
    g.mustVote('A2', 'family', 'Beta');
    g.mustVote('A3', 'family', 'Beta');
    g.mustVote('A1', 'negative-family', 'Beta');
    g.mustVote('A1', 'negative-individual', 'A1');
    const poll = g.state.polls.find((p) => p.spec.id === 'court');
    const totals = Object.fromEntries(tallyPoll(poll ?? (() => { throw new Error('no poll'); })()).totals.map((t) => [t.option, t.total]));
    expect(totals).toMatchObject({ Beta: 1, A1: -1 });
  });

  it('a negative vote can keep a family out of court', () => {
    const g = new Game(table({ A1: 'pacifist' }), { courtFamilies: 3 });
    g.end();
    g.mustVote('A2', 'family', 'Beta');
    g.mustVote('A1', 'negative-family', 'Beta');
    g.fillVotes('Gamma'); // Beta: 1 - 1 = 0, so only Alpha and Gamma go to court
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive).map((s) => s.attributes['family']);
    expect(dead.sort()).toEqual(['Alpha', 'Gamma']);
  });
});
