import { describe, expect, it } from 'vitest';
import { analyzeThread, flagPosts } from '../src';
import type { ForumPlayer } from '../src';
import { cast, post, thread, vote } from './helpers';

const codes = (input: ReturnType<typeof thread>): string[] => flagPosts(input).map((flag) => `${flag.author}: ${flag.code}`);

describe('Posts the host should look at', () => {
  it('seed 001 rule 2: a player posting during the night is flagged', () => {
    const [flag] = flagPosts(thread([post('Noodle', 'psst', 24 * 60 + 30)]));
    expect(flag).toMatchObject({ code: 'night-post', player: 'noodle', params: { night: 1 } });
  });

  it('seed 001 rule 3: an edited post is flagged', () => {
    expect(codes(thread([post('Noodle', 'typo', 5, { editedAt: '2026-11-20T18:06Z' })]))).toEqual(['Noodle: edited']);
  });

  it('seed 001 rule 5: a dead player posting is flagged', () => {
    const players: ForumPlayer[] = cast.map((player) =>
      player.id === 'zarn' ? { ...player, elimination: { phase: { kind: 'night', number: 1 } } } : player,
    );
    expect(codes(thread([post('Zarn', 'I was town!', 36 * 60)], { players }))).toEqual(['Zarn: dead-player-post']);
  });

  it('a poster outside the game is flagged; the host and a clean post are not', () => {
    expect(codes(thread([post('Lurker', 'hi', 1), post('Gorny', 'Day 1 begins', 0), post('Noodle', vote('Dredd'), 2)]))).toEqual([
      'Lurker: non-player-post',
    ]);
  });

  it('a post before the game or between phases is flagged', () => {
    expect(codes(thread([post('Noodle', 'early', -60)]))).toEqual(['Noodle: outside-phase']);
  });

  it('one post can raise several flags', () => {
    expect(codes(thread([post('Noodle', 'psst', 24 * 60 + 30, { editedAt: '2026-11-21T18:40Z' })]))).toEqual(['Noodle: night-post', 'Noodle: edited']);
  });
});

describe('Reading a whole thread', () => {
  it('gives one report per day that has started, and the flags', () => {
    const report = analyzeThread(thread([post('Noodle', vote('Dredd'), 1), post('Ash', 'psst', 24 * 60 + 30), post('Ash', vote('Noodle'), 36 * 60)]));
    expect(report.days.map((day) => day.day)).toEqual([1, 2]);
    expect(report.days[0]?.tally.entries).toEqual([{ target: 'dredd', count: 1, voters: ['noodle'] }]);
    expect(report.days[1]?.tally.entries).toEqual([{ target: 'noodle', count: 1, voters: ['ash'] }]);
    expect(report.flags.map((flag) => flag.code)).toEqual(['night-post']);
  });

  it('stops at asOf', () => {
    const report = analyzeThread(thread([post('Noodle', vote('Dredd'), 1)], { asOf: '2026-11-21T00:00Z' }));
    expect(report.days.map((day) => day.day)).toEqual([1]);
  });
});
