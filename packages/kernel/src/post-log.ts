import { PersistentList } from './persistent-list';
import type { Post } from './state-parts';

/**
 * Where each post id was appended, across every list that grew from one first post: ids map to the
 * indexes they took (almost always one; a second one only when two drafts of one game appended
 * different posts at different places). It only grows, and a log trusts an index only after
 * checking its own post there, so sharing it between a log and the logs made from it cannot change
 * what any of them answers: it is a cache, like view-memo's, not state.
 */
type IdIndex = Map<string, number | number[]>;

/**
 * The game's posts in the order they were made, all channels: an immutable value with O(1)
 * amortised append, O(log n) lookup by id and edit (issue #19: a busy thread reaches tens of
 * thousands of posts, and a copy per post made the fold quadratic). Reads mirror an array's
 * (length, at, iteration, filter, some, every, find, slice); JSON sees an array of posts.
 */
export class PostLog implements Iterable<Post> {
  static readonly empty: PostLog = new PostLog(PersistentList.empty(), undefined);

  static from(posts: Iterable<Post>): PostLog {
    let log = PostLog.empty;
    for (const post of posts) log = log.append(post);
    return log;
  }

  /** The log of these posts in one pass (a snapshot read back): same answers as appending each. */
  static fromArray(posts: readonly Post[]): PostLog {
    if (posts.length === 0) return PostLog.empty;
    const ids: IdIndex = new Map();
    posts.forEach((post, index) => {
      const where = ids.get(post.id);
      if (where === undefined) ids.set(post.id, index);
      else if (typeof where === 'number') ids.set(post.id, [where, index]);
      else where.push(index);
    });
    return new PostLog(PersistentList.fromArray(posts), ids);
  }

  readonly #posts: PersistentList<Post>;
  readonly #ids: IdIndex | undefined;

  private constructor(posts: PersistentList<Post>, ids: IdIndex | undefined) {
    this.#posts = posts;
    this.#ids = ids;
  }

  /** An object shared by every log grown from the same first post (a key for caches, view-memo.ts). */
  get origin(): object | undefined {
    return this.#ids;
  }

  get length(): number {
    return this.#posts.length;
  }

  at(index: number): Post | undefined {
    return this.#posts.at(index);
  }

  /** The index of the post with this id in this log, or -1. */
  indexOfId(id: string): number {
    const where = this.#ids?.get(id);
    if (where === undefined) return -1;
    if (typeof where === 'number') return this.#posts.at(where)?.id === id ? where : -1;
    for (const index of where) if (this.#posts.at(index)?.id === id) return index;
    return -1;
  }

  byId(id: string): Post | undefined {
    const index = this.indexOfId(id);
    return index < 0 ? undefined : this.#posts.at(index);
  }

  has(id: string): boolean {
    return this.indexOfId(id) >= 0;
  }

  append(post: Post): PostLog {
    // The first post starts the index: the empty log is shared by every game of the process.
    const ids: IdIndex = this.#ids ?? new Map();
    const index = this.#posts.length;
    const where = ids.get(post.id);
    if (where === undefined) ids.set(post.id, index);
    else if (typeof where === 'number') {
      if (where !== index) ids.set(post.id, [where, index]);
    } else if (!where.includes(index)) where.push(index);
    return new PostLog(this.#posts.append(post), ids);
  }

  /** The log with the post of this id replaced by `update(post)`; the same log when there is none. */
  edit(id: string, update: (post: Post) => Post): PostLog {
    const index = this.indexOfId(id);
    const post = index < 0 ? undefined : this.#posts.at(index);
    if (!post) return this;
    return new PostLog(this.#posts.set(index, update(post)), this.#ids);
  }

  /** Whether this log is `older` plus appended posts (no post of `older` edited); see PersistentList. */
  startsWith(older: PostLog): boolean {
    return this.#posts.startsWith(older.#posts);
  }

  /** Calls visit for each post from index start on. */
  forEachFrom(start: number, visit: (post: Post, index: number) => void): void {
    this.#posts.forEachFrom(start, visit);
  }

  [Symbol.iterator](): Iterator<Post> {
    return this.#posts[Symbol.iterator]();
  }

  filter(keep: (post: Post) => boolean): Post[] {
    const out: Post[] = [];
    this.#posts.forEachFrom(0, (post) => {
      if (keep(post)) out.push(post);
    });
    return out;
  }

  find(match: (post: Post) => boolean): Post | undefined {
    for (const post of this) if (match(post)) return post;
    return undefined;
  }

  some(match: (post: Post) => boolean): boolean {
    return this.find(match) !== undefined;
  }

  every(match: (post: Post) => boolean): boolean {
    return !this.some((post) => !match(post));
  }

  slice(start?: number, end?: number): Post[] {
    return this.#posts.slice(start, end);
  }

  toArray(): Post[] {
    return this.#posts.toArray();
  }

  toJSON(): Post[] {
    return this.toArray();
  }
}
