import type { Post } from '@mafia/kernel';

/**
 * Paged threads (issue #19): a view carries only the recent posts of each channel, and the rest
 * comes page by page through `game.thread`. Why: a busy forum game reaches tens of thousands of
 * posts, and a first view with all of them was megabytes on the wire; the target is a first view
 * of a 20,000-post game ≤ 200 KB (`test/first-view-size.test.ts` prints it).
 *
 * A post's **number** is its place among the posts of its channel that the viewer may see (1 is
 * the channel's first), as forum links name them ("post #1234").
 */
export const THREAD_PAGE = 100;
/** The most posts one `game.thread` call answers. */
export const MAX_THREAD_PAGE = 200;

export interface RecentPosts {
  /** The posts a view carries: for each channel its last 100 to 199 posts, in the view's order. */
  posts: Post[];
  /** For each channel, how many of its earlier posts the view leaves out (the first carried is number earlier + 1). */
  earlier: Record<string, number>;
}

/**
 * Where a channel of `count` posts starts in a view: a multiple of the page, so the carried posts
 * only grow (view-patch sends each new post as an `append`) and move on one page at a time, once
 * per 100 posts of the channel, not with every post.
 */
export function windowStart(count: number): number {
  return count < 2 * THREAD_PAGE ? 0 : (Math.floor(count / THREAD_PAGE) - 1) * THREAD_PAGE;
}

/** Memo by the visible posts array: views share it between seqs while no visible post changed. */
const recentByPosts = new WeakMap<readonly Post[], RecentPosts>();

/** The posts a view carries, from all the posts the viewer may see (kernel `viewFor`). */
export function recentPosts(visible: readonly Post[]): RecentPosts {
  const known = recentByPosts.get(visible);
  if (known) return known;
  const counts = new Map<string, number>();
  for (const post of visible) counts.set(post.channel, (counts.get(post.channel) ?? 0) + 1);
  const earlier: Record<string, number> = {};
  let cut = false;
  for (const [channel, count] of counts) {
    const start = windowStart(count);
    if (start > 0) cut = true;
    earlier[channel] = start;
  }
  let posts: Post[] = visible as Post[];
  if (cut) {
    const seen = new Map<string, number>();
    posts = visible.filter((post) => {
      const index = seen.get(post.channel) ?? 0;
      seen.set(post.channel, index + 1);
      return index >= (earlier[post.channel] ?? 0);
    });
  }
  const recent = { posts, earlier };
  recentByPosts.set(visible, recent);
  return recent;
}

export interface ThreadPageQuery {
  channel: string;
  /** The posts numbered below this one (scrolling up from it). */
  before?: number | undefined;
  /** The page that holds this number (a link to "post #1234"). */
  around?: number | undefined;
  limit: number;
}

export interface ThreadPage {
  channel: string;
  /** The number of the first post of `posts` (1-based). */
  from: number;
  /** How many posts of the channel the viewer may see now. */
  total: number;
  posts: Post[];
}

/**
 * One page of a channel, from the posts the viewer may see: the last page when neither `before`
 * nor `around` is given. A number beyond the channel's end answers its last page (`around`) or the
 * posts before the end (`before`); nothing out of range throws.
 */
export function threadPage(visible: readonly Post[], query: ThreadPageQuery): ThreadPage {
  const channel = visible.filter((post) => post.channel === query.channel);
  const total = channel.length;
  const limit = Math.min(Math.max(1, Math.floor(query.limit)), MAX_THREAD_PAGE);
  let end: number;
  if (query.around !== undefined)
    end = Math.min(total, Math.max(query.around + Math.floor(limit / 2), limit));
  else if (query.before !== undefined) end = Math.min(total, Math.max(0, query.before - 1));
  else end = total;
  const start = Math.max(0, end - limit);
  return { channel: query.channel, from: start + 1, total, posts: channel.slice(start, end) };
}
