import { tallyPoll } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

const totals = (g: Game) => {
  const poll = g.state.polls.find((p) => p.spec.id === 'court');
  if (!poll) throw new Error('no poll');
  return Object.fromEntries(tallyPoll(poll).totals.map((t) => [t.option, t.total]));
};

describe('Councilor', () => {
  it('casts an extra family vote and an extra individual vote, not bound by the normal rules', () => {
    const g = new Game(table({ A1: 'councilor' }));
    g.end();
    const slots = g.driver.available('A1').flatMap((c) => (c.type === 'cast-ballot' ? [c.slot] : []));
    expect(slots).toEqual(['family', 'individual', 'extra-family', 'extra-individual']);
    g.mustVote('A1', 'family', 'Beta');
    g.mustVote('A1', 'extra-family', 'Alpha'); // its own family
    g.mustVote('A1', 'extra-individual', 'A1'); // itself
    expect(totals(g)).toMatchObject({ Alpha: 1, Beta: 1, A1: 1 });
  });

  it('other players hold no extra ballots', () => {
    const g = new Game(table({ A1: 'councilor' }));
    g.end();
    expect(g.vote('A2', 'extra-family', 'Beta')).toMatchObject({ ok: false, rejection: { code: 'slot-not-held' } });
  });
});
