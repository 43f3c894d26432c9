import { tallyPoll, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

/** Red1 is the Hacker, Red2 the Liar. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Hac', 'hacker'] : row[0] === 'Red2' ? ['Lia', 'liar'] : row));
const totals = (g: Game, poll: string): Record<string, number> =>
  Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === poll) as PollState).totals.map((t) => [t.option, t.total]));

/** Day 1 evening: the Hacker hacks `hacked`; day 2: Com, Doc, Det vote Maf1 and the Liar compromises the commissar. */
function lynchAfterHack(hacked: string | null): Game {
  const g = new Game(TABLE);
  g.to('evening');
  if (hacked) g.ok('Hac', 'hack', [hacked]);
  g.night(1);
  g.to('lynch');
  g.votes('lynch', { Com: 'Maf1', Doc: 'Maf1', Det: 'Maf1', Maf1: 'Doc' });
  g.ok('Lia', 'compromise', ['Com']);
  g.closeStep();
  return g;
}

describe('MOV-7 by day: a blocked civilian role\'s day move is accepted and does not go through', () => {
  it('HAC-2: the Liar hacked the evening before compromises nobody at the next day\'s lynch', () => {
    expect(totals(lynchAfterHack('Lia'), 'lynch')['Maf1']).toBe(3);
  });

  it('not hacked, or another player hacked, his compromise zeroes the commissar (LIA-2)', () => {
    expect(totals(lynchAfterHack(null), 'lynch')['Maf1']).toBe(2);
    expect(totals(lynchAfterHack('Det'), 'lynch')['Maf1']).toBe(2);
  });
});
