import { describe, expect, it } from 'vitest';
import { tallyPoll } from '@mafia/kernel';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Drug dealer and Red2 as the Hero (hero r.12: a single barrier of his own). */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Dea', 'drug-dealer'] : row[0] === 'Red2' ? ['Her', 'hero'] : row));

const countedBy = (g: Game, option: string, voter: string): number =>
  tallyPoll(g.state.polls.find((p) => p.spec.id === 'lynch') as never)
    .breakdown.find((r) => r.option === option)
    ?.contributions.filter((c) => c.voter === voter)
    .reduce((s, c) => s + c.counted, 0) ?? 0;

/** Night 1 the dealer drugs `target` (a single dose); day 2's lynch: the dealer and Doc vote for him. */
function dayTwo(target: string): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.ok('Dea', 'drug', [target]);
  g.morning();
  g.to('lynch');
  g.votes('lynch', { Dea: target, Doc: target, Com: target, Det: target });
  return g;
}

describe('Drug dealer r.9: his votes meet the sum of a player\'s own barrier and a drug barrier', () => {
  it('the drugged Hero (1 + 1): the dealer\'s ballot meets 2 and counts nothing; the others meet the larger, 1', () => {
    const g = dayTwo('Her');
    expect(countedBy(g, 'Her', 'Dea')).toBe(0);
    // Doc, Com and Det: 3 ballots of 1, less the barrier of 1 (BAR-2: the larger of 1 and 1).
    expect(countedBy(g, 'Her', 'Doc') + countedBy(g, 'Her', 'Com') + countedBy(g, 'Her', 'Det')).toBe(2);
  });

  it('a drugged player without a barrier of his own: the dealer meets the drug barrier as everyone does', () => {
    const g = dayTwo('Inv');
    const total = ['Dea', 'Doc', 'Com', 'Det'].reduce((s, v) => s + countedBy(g, 'Inv', v), 0);
    expect(total).toBe(3);
  });
});
