import type { Post } from '@mafia/kernel';
import { applyUpdate } from '@mafia/view-patch';
import { describe, expect, it } from 'vitest';
import {
  earlierBefore,
  earlierCount,
  hasPost,
  parsePostNumber,
  postAnchor,
  threadRows,
  withPage,
  type ThreadRow,
} from '../src/lib/thread-pages';

// Issue #19, paged threads: the view carries a channel's recent posts, older pages come from
// `game.thread`; the client merges them by post number.
const phase = { kind: 'day', number: 1 } as const;
const post = (n: number, channel = 'thread', body = `post ${n}`): Post => ({
  id: `${channel}-${n}`,
  seat: 's1',
  channel,
  body,
  at: n,
  phase,
  flags: [],
});
const range = (from: number, to: number, channel = 'thread') =>
  Array.from({ length: to - from + 1 }, (_, i) => post(from + i, channel));
const shown = (rows: ThreadRow[]) =>
  rows.map((row) => (row.kind === 'post' ? row.number : `gap ${row.from}-${row.to}`));

describe('threadRows: what a channel shows', () => {
  it('numbers the view posts of the channel after the ones it leaves out', () => {
    const view = [...range(301, 450), post(1, 'dead')];
    const rows = threadRows(view, 'thread', 300, new Map());
    expect(shown(rows)).toEqual(Array.from({ length: 150 }, (_, i) => 301 + i));
    expect(earlierBefore(rows)).toBe(301);
    expect(earlierCount(rows)).toBe(300);
    expect(shown(threadRows(view, 'dead', 0, new Map()))).toEqual([1]);
    expect(earlierBefore(threadRows(view, 'dead', 0, new Map()))).toBeNull();
  });

  it('puts a loaded page before the view, and pages back until the first post', () => {
    const view = range(301, 450);
    let known = withPage(new Map(), { from: 201, total: 450, posts: range(201, 300) });
    let rows = threadRows(view, 'thread', 300, known);
    expect(shown(rows).slice(0, 2)).toEqual([201, 202]);
    expect(rows).toHaveLength(250);
    expect(earlierBefore(rows)).toBe(201);
    known = withPage(known, { from: 1, total: 450, posts: range(1, 200) });
    rows = threadRows(view, 'thread', 300, known);
    expect(earlierBefore(rows)).toBeNull();
    expect(shown(rows)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
  });

  it('marks a gap after a jump to an old post, and fills it', () => {
    const view = range(19_901, 20_000);
    const jumped = withPage(new Map(), { from: 1_184, total: 20_000, posts: range(1_184, 1_283) });
    const rows = threadRows(view, 'thread', 19_900, jumped);
    expect(hasPost(rows, 1_234)).toBe(true);
    expect(rows.find((row) => row.kind === 'gap')).toEqual({ kind: 'gap', from: 1_284, to: 19_900 });
    expect(earlierBefore(rows)).toBe(1_184);
  });

  it('shows the view copy of a post (live edits), and keeps a post the view no longer carries once loaded', () => {
    const loaded = withPage(new Map(), { from: 1, total: 3, posts: [post(1), post(2), post(3)] });
    const view = [post(1), post(2, 'thread', 'edited live'), post(3), post(4)];
    const rows = threadRows(view, 'thread', 0, loaded);
    expect(rows.map((row) => row.kind === 'post' && row.post.body)).toEqual([
      'post 1',
      'edited live',
      'post 3',
      'post 4',
    ]);
    // The window moved on a page: the view now starts at 201; what was loaded stays shown.
    expect(shown(threadRows(range(201, 300), 'thread', 200, loaded)).slice(0, 4)).toEqual([
      1,
      2,
      3,
      'gap 4-200',
    ]);
  });

  it('follows live appends (view-patch) without losing the loaded pages', () => {
    const own = { seq: 1, view: { posts: range(101, 250) }, earlierPosts: { thread: 100 } };
    const next = applyUpdate(own, {
      kind: 'patch',
      base: 1,
      seq: 2,
      ops: [
        { op: 'set', path: ['seq'], value: 2 },
        { op: 'append', path: ['view', 'posts'], items: [post(251)] },
      ],
    });
    const known = withPage(new Map(), { from: 1, total: 251, posts: range(1, 100) });
    if (!next) throw new Error('the patch did not apply');
    const rows = threadRows(next.view.posts, 'thread', next.earlierPosts.thread, known);
    expect(rows).toHaveLength(251);
    expect(shown(rows).at(-1)).toBe(251);
  });
});

describe('parsePostNumber: a post link as a reader types it', () => {
  it.each([
    ['1234', 1234],
    ['#1234', 1234],
    [' post #1234 ', 1234],
    ['пост №77', 77],
    ['№5', 5],
    ['0', null],
    ['', null],
    ['#', null],
    ['12a', null],
    ['1e5', null],
  ])('%j → %j', (text, expected) => {
    expect(parsePostNumber(text)).toBe(expected);
  });

  it('anchors are valid ids per channel', () => {
    expect(postAnchor('faction:mafia', 3)).toBe('post-faction_mafia-3');
  });
});
