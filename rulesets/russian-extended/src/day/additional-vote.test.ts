import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';
import { russianExtended } from '..';

/** Red1 the Hero: day 2 he saves Doc; day 3 Doc is lynched alone, so an additional vote follows (AV-2). */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Her', 'hero'] : [name, role, negative]));

function lynchDocTwice(settings: Record<string, number> = {}): Game {
  const g = new Game(TABLE, settings);
  for (const night of [1, 2]) {
    g.night(night);
    g.morning();
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', seat.id === 'Doc' ? 'Blo' : 'Doc');
    if (night === 1) g.ok('Her', 'defend', ['Doc']);
    g.closeStep();
  }
  return g;
}

describe('the additional vote is announced with its limit (part 4 §5.9 AV-1d)', () => {
  it('"no more than 30 minutes": the announcement names the step\'s length, the setting additionalVoteLength', () => {
    const g = lynchDocTwice();
    expect(g.step).toBe('additional-vote');
    expect(g.lastPublic('day.additional-vote-hero-saved')).toEqual({ seat: 'Doc', minutes: 30 });
    const shorter = lynchDocTwice({ additionalVoteLength: 20 * 60_000 });
    expect(shorter.lastPublic('day.additional-vote-hero-saved')).toEqual({ seat: 'Doc', minutes: 20 });
  });

  it('a setting over 30 minutes is refused', () => {
    expect(russianExtended.parseSettings({ additionalVoteLength: 31 * 60_000 }).ok).toBe(false);
    expect(russianExtended.parseSettings({ additionalVoteLength: 30 * 60_000 }).ok).toBe(true);
  });
});
