import { describe, expect, it } from 'vitest';
import { countDayVotes } from '../src';
import type { ForumPlayer, VoteHistoryEntry } from '../src';
import { cast, post, thread, unvote, vote } from './helpers';

const rejections = (history: readonly VoteHistoryEntry[]): string[] =>
  history.flatMap((entry) => (entry.type === 'rejected' ? [`${entry.voter ?? entry.author}: ${entry.rejection.code}`] : []));

describe('Seed 001 rule 7: majority is half the living players plus one, rounded down', () => {
  it('with seven alive the majority is 4 and a lock takes 5', () => {
    const { tally } = countDayVotes(thread([]), 1);
    expect(tally).toMatchObject({ alive: 7, majority: 4, lockAt: 5, entries: [], locked: null, atMajority: null });
    expect(tally.notVoting).toEqual(cast.map((player) => player.id));
  });

  it('a player with four votes holds the majority but is not locked', () => {
    const posts = ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Zarniwoop'].map((author, i) => post(author, vote('Dredd'), i + 1));
    const { tally } = countDayVotes(thread(posts), 1);
    expect(tally.entries).toEqual([{ target: 'dredd', count: 4, voters: ['noodle', 'ash', 'leo', 'zarn'] }]);
    expect(tally.atMajority).toBe('dredd');
    expect(tally.locked).toBeNull();
    expect(tally.notVoting).toEqual(['pyro', 'caluin', 'dredd']);
  });

  it('without a majority nobody is at majority', () => {
    const posts = [post('Noodle', vote('Dredd'), 1), post('Dredd', vote('Noodle'), 2), post('Ash', vote('Dredd'), 3), post('Pyro', vote('Noodle'), 4)];
    const { tally } = countDayVotes(thread(posts), 1);
    expect(tally.entries.map((entry) => [entry.target, entry.count])).toEqual([
      ['dredd', 2],
      ['noodle', 2],
    ]);
    expect(tally.atMajority).toBeNull();
    expect(tally.locked).toBeNull();
  });

  it('with six alive the majority is still 4', () => {
    const players: ForumPlayer[] = cast.map((player) =>
      player.id === 'dredd' ? { ...player, elimination: { phase: { kind: 'night', number: 1 } } } : player,
    );
    const { tally } = countDayVotes(thread([], { players }), 2);
    expect(tally).toMatchObject({ alive: 6, majority: 4, lockAt: 5 });
    expect(tally.notVoting).not.toContain('dredd');
  });
});

describe('Seed 001 rule 7: a lock occurs when someone at majority receives an additional vote', () => {
  const toLock = ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Zarniwoop', 'Pyrotechnician'].map((author, i) => post(author, vote('Dredd'), i + 1));

  it('the fifth vote on Dredd locks', () => {
    const report = countDayVotes(thread(toLock), 1);
    expect(report.tally.locked).toBe('dredd');
    const locking = report.history.filter((entry) => entry.type === 'applied' && entry.locks);
    expect(locking).toHaveLength(1);
    expect(locking[0]).toMatchObject({ voter: 'pyro' });
  });

  it('the fourth vote does not lock', () => {
    const report = countDayVotes(thread(toLock.slice(0, 4)), 1);
    expect(report.tally.locked).toBeNull();
    expect(report.history.some((entry) => entry.type === 'applied' && entry.locks)).toBe(false);
  });

  it('locked votes cannot be unvoted or moved: the attempts are reported, not applied', () => {
    const later = [post('Noodle', unvote, 10), post('Bad Ash', vote('Caluin'), 11), post('Pyro', '[b]Unvote: Dredd[/b]', 12)];
    const report = countDayVotes(thread([...toLock, ...later]), 1);
    expect(rejections(report.history)).toEqual(['noodle: vote-locked', 'ash: vote-locked', 'pyro: vote-locked']);
    expect(report.tally.entries).toEqual([{ target: 'dredd', count: 5, voters: ['noodle', 'ash', 'leo', 'zarn', 'pyro'] }]);
  });

  it('a vote joining the locked player is locked too, other voters stay free', () => {
    const later = [post('Caluin', vote('Noodle'), 10), post('Caluin', unvote, 11), post('Caluin', vote('Dredd'), 12), post('Caluin', unvote, 13)];
    const report = countDayVotes(thread([...toLock, ...later]), 1);
    expect(rejections(report.history)).toEqual(['caluin: vote-locked']);
    expect(report.tally.entries[0]).toMatchObject({ target: 'dredd', count: 6 });
  });

  it('an unvote before the lock is applied and postpones it', () => {
    const posts = [...toLock.slice(0, 4), post('Noodle', unvote, 5), post('Pyro', vote('Dredd'), 6)];
    const report = countDayVotes(thread(posts), 1);
    expect(report.tally.locked).toBeNull();
    expect(report.tally.entries[0]).toMatchObject({ target: 'dredd', count: 4 });
  });
});

describe('Seed 001 rule 6: one vote each, commands applied in order of appearance', () => {
  it('a new vote moves the old one', () => {
    const report = countDayVotes(thread([post('Noodle', vote('Dredd'), 1), post('Noodle', vote('Ash'), 2)]), 1);
    expect(report.tally.entries).toEqual([{ target: 'ash', count: 1, voters: ['noodle'] }]);
    expect(report.history.at(-1)).toMatchObject({ type: 'applied', effect: 'moved', previous: 'dredd' });
  });

  it('an unvote at the bottom of the post leaves the player not voting', () => {
    const report = countDayVotes(thread([post('Noodle', `${vote('Dredd')}\nOn second thought...\n${unvote}`, 1)]), 1);
    expect(report.tally.entries).toEqual([]);
    expect(report.tally.notVoting).toContain('noodle');
  });

  it('rejects unvotes with nothing to withdraw and a named unvote of someone else', () => {
    const posts = [post('Noodle', unvote, 1), post('Noodle', vote('Dredd'), 2), post('Noodle', '[b]Unvote: Ash[/b]', 3), post('Noodle', vote('Dredd'), 4)];
    const report = countDayVotes(thread(posts), 1);
    expect(rejections(report.history)).toEqual(['noodle: not-voting', 'noodle: unvote-target-mismatch', 'noodle: already-voting']);
    expect(report.tally.entries).toEqual([{ target: 'dredd', count: 1, voters: ['noodle'] }]);
  });

  it('lists fragments that did not count, with their post', () => {
    const report = countDayVotes(thread([post('Noodle', 'Vote: Dredd', 1)]), 1);
    expect(report.fragments).toMatchObject([{ postId: 'p1-Noodle', author: 'Noodle', rejection: { code: 'not-bold' } }]);
    expect(report.tally.entries).toEqual([]);
  });

  it('host posts never vote', () => {
    const report = countDayVotes(thread([post('Gorny', vote('Dredd'), 1)]), 1);
    expect(report.history).toEqual([]);
  });
});

describe('Who may vote and be voted', () => {
  const nightKilled: ForumPlayer[] = cast.map((player) =>
    player.id === 'zarn' ? { ...player, elimination: { phase: { kind: 'night', number: 1 }, cause: 'night-kill' } } : player,
  );
  const day2 = (minutes: number): number => 36 * 60 + minutes;

  it('seed 001 rule 5: a dead player\'s vote does not count', () => {
    const report = countDayVotes(thread([post('Zarniwoop', vote('Dredd'), day2(5))], { players: nightKilled }), 2);
    expect(rejections(report.history)).toEqual(['zarn: voter-not-alive']);
    expect(report.tally.entries).toEqual([]);
  });

  it('a vote on a dead player does not count', () => {
    const report = countDayVotes(thread([post('Noodle', vote('Zarn'), day2(5))], { players: nightKilled }), 2);
    expect(rejections(report.history)).toEqual(['noodle: target-not-alive']);
  });

  it('a non-player cannot vote', () => {
    const report = countDayVotes(thread([post('Lurker', vote('Dredd'), 5)]), 1);
    expect(rejections(report.history)).toEqual(['Lurker: voter-not-player']);
  });

  it('a mid-day mod kill removes the victim\'s vote and the votes on them, and lowers the majority', () => {
    const players: ForumPlayer[] = cast.map((player) =>
      player.id === 'pyro' ? { ...player, elimination: { phase: { kind: 'day', number: 1 }, at: '2026-11-20T20:00Z', cause: 'mod-kill' } } : player,
    );
    const posts = [post('Pyro', vote('Dredd'), 10), post('Noodle', vote('Pyro'), 20), post('Ash', vote('Dredd'), 200)];
    const report = countDayVotes(thread(posts, { players }), 1);
    expect(report.history.filter((entry) => entry.type === 'removed')).toMatchObject([
      { voter: 'pyro', target: 'dredd', reason: 'voter-eliminated', at: '2026-11-20T20:00:00.000Z' },
      { voter: 'noodle', target: 'pyro', reason: 'target-eliminated' },
    ]);
    expect(report.tally).toMatchObject({ alive: 6, majority: 4, entries: [{ target: 'dredd', count: 1, voters: ['ash'] }] });
  });

  it('a player eliminated by the day\'s vote stays alive until the day ends', () => {
    const players: ForumPlayer[] = cast.map((player) =>
      player.id === 'dredd' ? { ...player, elimination: { phase: { kind: 'day', number: 1 }, cause: 'vote' } } : player,
    );
    const { tally } = countDayVotes(thread([post('Dredd', vote('Noodle'), 1000)], { players }), 1);
    expect(tally.alive).toBe(7);
    expect(tally.entries).toEqual([{ target: 'noodle', count: 1, voters: ['dredd'] }]);
  });
});

describe('Edited posts and live counts', () => {
  const edited = post('Noodle', vote('Dredd'), 5, { editedAt: '2026-11-20T18:30Z' });

  it('by default the votes of an edited post count as it reads now', () => {
    expect(countDayVotes(thread([edited]), 1).tally.entries).toHaveLength(1);
  });

  it('a host may ignore votes from edited posts (seed 001 rule 3)', () => {
    const report = countDayVotes(thread([edited], { editedPostVotes: 'ignore' }), 1);
    expect(rejections(report.history)).toEqual(['noodle: edited-post']);
    expect(report.tally.entries).toEqual([]);
  });

  it('asOf reads only the posts made so far', () => {
    const posts = [post('Noodle', vote('Dredd'), 5), post('Ash', vote('Dredd'), 50)];
    const { tally } = countDayVotes(thread(posts, { asOf: '2026-11-20T18:30Z' }), 1);
    expect(tally.entries).toEqual([{ target: 'dredd', count: 1, voters: ['noodle'] }]);
  });

  it('posts outside the day are not read for it', () => {
    const nightPost = post('Noodle', vote('Dredd'), 24 * 60 + 30);
    expect(countDayVotes(thread([nightPost]), 1).history).toEqual([]);
  });

  it('asking for a day that is not in the timeline is a bug', () => {
    expect(() => countDayVotes(thread([]), 9)).toThrow(RangeError);
  });
});

describe('Seed 001 rule 13: activity per player per day', () => {
  it('counts each living player\'s posts during the day and lists those under the minimum', () => {
    const posts = [post('Noodle', 'hi', 1), post('Noodle', 'again', 2), post('Noodle', 'third', 3), post('Ash', 'once', 4), post('Gorny', 'host', 5)];
    const report = countDayVotes(thread(posts, { minPosts: 2 }), 1);
    expect(report.activity).toContainEqual({ player: 'noodle', posts: 3 });
    expect(report.activity).toContainEqual({ player: 'ash', posts: 1 });
    expect(report.activity).toContainEqual({ player: 'dredd', posts: 0 });
    expect(report.underMinimum).toEqual(['ash', 'leo', 'pyro', 'caluin', 'zarn', 'dredd']);
  });

  it('lists nobody when the host set no minimum', () => {
    expect(countDayVotes(thread([post('Noodle', 'hi', 1)]), 1).underMinimum).toEqual([]);
  });

  it('night posts do not count toward the day', () => {
    const report = countDayVotes(thread([post('Noodle', 'psst', 24 * 60 + 30)], { minPosts: 1 }), 1);
    expect(report.activity).toContainEqual({ player: 'noodle', posts: 0 });
    expect(report.underMinimum).toContain('noodle');
  });
});
