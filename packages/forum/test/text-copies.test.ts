import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeThread, detectTextEngine, parseThreadExport, readThreadText, type ThreadInput } from '../src';

const fixture = (path: string): string => readFileSync(new URL(`fixtures/${path}`, import.meta.url), 'utf8');
const typedOut = parseThreadExport(fixture('game-12.thread.txt'));

// The .txt fixtures are Chromium's innerText of the .html fixtures: what Select All + Copy gives.
describe.each([
  ['phpbb3', { utcOffset: '+00:00' }],
  ['vbulletin4', {}],
  ['ucoz', { utcOffset: '+03:00' }],
] as const)('readThreadText: %s page copied as text', (engine, options) => {
  const pages = [fixture(`${engine}/page-2.txt`), fixture(`${engine}/page-1.txt`)];
  const read = readThreadText(pages, options);
  const input: ThreadInput = {
    posts: read.posts.map((post) => ({
      id: String(post.number),
      author: post.author,
      body: post.body,
      postedAt: post.postedAt,
      ...(post.editedAt === undefined ? {} : { editedAt: post.editedAt }),
    })),
    players: typedOut.players,
    phases: typedOut.phases,
    hosts: typedOut.hosts,
    minPosts: 2,
  };

  it('finds every post once with its author, time and edit mark', () => {
    expect(detectTextEngine(pages[0] ?? '')).toBe(engine);
    expect(read.engine).toBe(engine);
    expect(read.problems).toEqual([]);
    expect(read.posts.map((post) => [post.number, post.author, Date.parse(post.postedAt)])).toEqual(
      typedOut.posts.map((post) => [Number(post.id), post.author, Date.parse(post.postedAt)]),
    );
    expect(
      read.posts
        .filter((post) => post.editedAt !== undefined)
        .map((post) => [post.number, Date.parse(post.editedAt ?? ''), post.editedBy]),
    ).toEqual([[4, Date.parse('2026-11-20T19:07Z'), 'Bad Ash']]);
    expect(read.posts[1]?.body).toMatch(/^Dredd has been quiet & that worries me\.\nVote: Dredd/u);
  });

  it('gives the flags and the activity exactly, and counts no vote: plain text has no bold (seed 001 rule 6)', () => {
    const fromText = analyzeThread(input);
    const fromExport = analyzeThread(typedOut);
    expect(fromText.flags.map((flag) => `${flag.postId} ${flag.code}`)).toEqual(
      fromExport.flags.map((flag) => `${flag.postId} ${flag.code}`),
    );
    expect(fromText.days.map((day) => day.activity)).toEqual(fromExport.days.map((day) => day.activity));
    expect(fromText.days[0]?.tally.entries).toEqual([]);
    expect(
      fromText.days[0]?.fragments
        .filter((fragment) => fragment.author === 'Noodle')
        .map((fragment) => `${fragment.postId} ${fragment.rejection.code}`),
    ).toEqual(['2 not-bold', '7 not-bold']);
  });
});

describe('readThreadText: what it refuses', () => {
  it('XenForo copies have dates without times: text-without-times', () => {
    expect(readThreadText([fixture('xenforo2/page-1.txt')]).problems).toEqual([
      { page: 1, code: 'text-without-times', params: { engine: 'xenforo2' } },
    ]);
  });

  it('text of no known engine is unknown-engine, quoting its first line; an export file is not a text copy', () => {
    expect(readThreadText(['Shopping list\nmilk']).problems).toEqual([
      { page: 1, code: 'unknown-engine', params: { title: 'Shopping list', generator: 'plain text' } },
    ]);
    expect(detectTextEngine(fixture('game-12.thread.txt'))).toBeNull();
  });

  it('phpBB copies carry no zone: assumed-utc without utcOffset', () => {
    expect(readThreadText([fixture('phpbb3/page-1.txt')]).problems.map((problem) => problem.code)).toEqual([
      'assumed-utc',
    ]);
  });
});
