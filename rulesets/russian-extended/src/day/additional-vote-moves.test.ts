import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

/** Red1 the Hero, Red2 the Witch, Inv the Fanatic. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Her', 'hero'] : name === 'Red2' ? ['Wit', 'witch'] : name === 'Inv' ? ['Fan', 'fanatic'] : [name, role, negative],
);

const everyone = (g: Game, poll: string, target: string, except: Record<string, string> = {}): void => {
  for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, poll, except[seat.id] ?? target);
};

/** Day 2 the Hero saves Doc; day 3 Doc is lynched alone: an additional vote follows (AV-2). */
function atAdditionalVote(): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Det'], { insurance: 'off' });
  g.morning();
  g.to('lynch');
  everyone(g, 'lynch', 'Doc', { Doc: 'Blo' });
  g.ok('Her', 'defend', ['Doc']);
  g.closeStep();
  g.night(2);
  g.morning();
  g.to('lynch');
  everyone(g, 'lynch', 'Doc', { Doc: 'Blo' });
  g.closeStep();
  expect(g.step).toBe('additional-vote');
  return g;
}

describe('At-vote moves at the additional vote (part 4 §5.9, reading AV-M)', () => {
  it("the Witch's deathbed swap is accepted at the additional vote (it was refused wrong-step); the Fanatic's take-along meets only its own rules", () => {
    const g = atAdditionalVote();
    expect(g.act('Wit', 'death-swap', ['Blo', 'Det'])).toMatchObject({ ok: true });
    expect(g.act('Fan', 'take-along', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-take-along' } });
  });
});
