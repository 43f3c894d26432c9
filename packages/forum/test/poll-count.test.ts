import { describe, expect, it } from 'vitest';
import { renderPollCount } from '../src';
import { t } from './english';

describe('renderPollCount: any ruleset\'s poll as the vote kernel counted it', () => {
  it('a plurality names its leader from the weighted totals, not from the head count', () => {
    const out = renderPollCount(
      {
        day: 2,
        entries: [
          { name: 'Vera', total: 6, voters: ['Gleb'] },
          { name: 'Boris', total: 3, voters: ['Alisa', 'Dina', 'Egor'] },
        ],
        notVoting: [],
        rule: { kind: 'plurality', places: 1 },
        leading: ['Vera'],
        tied: [],
        locked: null,
      },
      t,
    );
    expect(out.split('\n')).toEqual(['[b]Vote Tally, Day 2[/b]', '[b]Vera[/b] (6): Gleb', '[b]Boris[/b] (3): Alisa, Dina, Egor', 'The most votes decides (1 to be chosen).', 'Leading: Vera.']);
  });

  it('a tie is named, and a majority prints its mark and lock but no leader line', () => {
    const tie = renderPollCount({ day: 1, entries: [], notVoting: ['Alisa'], rule: { kind: 'plurality', places: 1 }, leading: [], tied: ['Boris', 'Vera'], locked: null }, t);
    expect(tie.split('\n')).toEqual(['[b]Vote Tally, Day 1[/b]', 'No votes yet.', 'Not voting (1): Alisa', 'The most votes decides (1 to be chosen).', 'Tied: Boris, Vera.']);
    const majority = renderPollCount(
      { day: 1, entries: [{ name: 'Dredd', total: 5, voters: ['A', 'B', 'C', 'D', 'E'] }], notVoting: [], rule: { kind: 'majority', alive: 7, needed: 4, lock: true }, leading: ['Dredd'], tied: [], locked: 'Dredd' },
      t,
    );
    expect(majority.split('\n')).toEqual(['[b]Vote Tally, Day 1[/b]', '[b]Dredd[/b] (5): A, B, C, D, E — [b]LOCKED[/b]', 'With 7 alive, 4 votes is a majority.', '5 votes locks the vote.']);
  });

  it('a pass mark the players may not know is left out', () => {
    const out = renderPollCount({ day: 3, entries: [], notVoting: [], rule: { kind: 'majority', alive: 6, needed: null, lock: false }, leading: [], tied: [], locked: null }, t);
    expect(out.split('\n')).toEqual(['[b]Vote Tally, Day 3[/b]', 'No votes yet.']);
  });
});
