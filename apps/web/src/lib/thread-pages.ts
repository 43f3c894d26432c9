import type { Post } from '@mafia/kernel';

/**
 * The client side of paged threads (issue #19): the view carries each channel's recent posts
 * (`earlierPosts` counts the ones it leaves out) and `game.thread` answers older pages. A post's
 * number is its place in its channel (1 is the first), as in forum links ("post #1234").
 */

/** One page as `game.thread` answers it. */
export interface PostPage {
  from: number;
  total: number;
  posts: Post[];
}

/** A channel's posts known to the client, by number: loaded pages plus the view's recent posts. */
export type KnownPosts = ReadonlyMap<number, Post>;

export type ThreadRow =
  { kind: 'post'; number: number; post: Post } | { kind: 'gap'; from: number; to: number };

/** The loaded posts with one more page added (a page never removes what is known). */
export function withPage(known: KnownPosts, page: PostPage): Map<number, Post> {
  const next = new Map(known);
  page.posts.forEach((post, i) => next.set(page.from + i, post));
  return next;
}

/**
 * What a channel shows: the loaded pages and the view's posts in number order, the view's copy
 * winning (it has the live edits), and a gap row wherever numbers are missing between them (after
 * a jump to an old post). Posts the view once carried and no longer does stay where they were.
 */
export function threadRows(
  viewPosts: readonly Post[],
  channel: string,
  earlier: number,
  known: KnownPosts,
): ThreadRow[] {
  const byNumber = new Map(known);
  let number = earlier;
  for (const post of viewPosts) {
    if (post.channel !== channel) continue;
    number += 1;
    byNumber.set(number, post);
  }
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  const rows: ThreadRow[] = [];
  let previous: number | null = null;
  for (const n of numbers) {
    if (previous !== null && n > previous + 1) rows.push({ kind: 'gap', from: previous + 1, to: n - 1 });
    rows.push({ kind: 'post', number: n, post: byNumber.get(n) as Post });
    previous = n;
  }
  return rows;
}

/** The number to page back from (the first shown post), or null when the channel's start is shown. */
export function earlierBefore(rows: readonly ThreadRow[]): number | null {
  const first = rows.find((row) => row.kind === 'post');
  return first && first.number > 1 ? first.number : null;
}

/** How many posts come before the first shown one. */
export function earlierCount(rows: readonly ThreadRow[]): number {
  const before = earlierBefore(rows);
  return before === null ? 0 : before - 1;
}

/** Whether post number n is shown. */
export function hasPost(rows: readonly ThreadRow[], n: number): boolean {
  return rows.some((row) => row.kind === 'post' && row.number === n);
}

/** A post number from what a reader types or pastes: "1234", "#1234", "post #1234", "пост №1234". */
export function parsePostNumber(text: string): number | null {
  const match = /^\s*(?:[^\d#№]*)?[#№]?\s*(\d{1,8})\s*$/u.exec(text);
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** The DOM id of a shown post (a jump scrolls to it). */
export const postAnchor = (channel: string, n: number): string =>
  `post-${channel.replace(/[^\w-]/g, '_')}-${n}`;
