import type { PhaseRef } from './ids';
import { PostLog } from './post-log';
import type { Post } from './state-parts';

/**
 * The post log as a snapshot stores it: one array per field instead of one object per post, the
 * repeated values (seats, channels, phases, flag sets) named once in `tables` and referred to by
 * index, `at` as the difference from the post before. Why (issue #19): a 100,000-event game's
 * snapshot was 13.7 MB of post objects, and parsing those objects was most of a cold load
 * (1.9 s under load); columns of numbers and strings parse several times faster and are a third
 * of the size. The bodies stay in the snapshot: the event log, not the Post table, is the truth
 * for a post's body (the Post table is written after the event, only by the API, and not by CLI
 * or scenario games), and reading 100,000 bodies back out of the log costs more than one column
 * of strings (docs/scaling.md, "Snapshots").
 */
export interface PostColumns {
  tables: { seats: string[]; channels: string[]; phases: PhaseRef[]; flags: string[][] };
  ids: string[];
  /** Index into tables.seats, or -1 for a post without a seat (the host's). */
  seats: number[];
  channels: number[];
  phases: number[];
  flags: number[];
  /** `at` of each post minus the `at` of the post before (the first: minus 0). */
  at: number[];
  bodies: string[];
  /** [index, editedAt] pairs of the edited posts, in index order. */
  edited: number[];
}

/** Numbers each distinct key in order of first sight. */
class Interner<T> {
  readonly values: T[] = [];
  readonly #index = new Map<string | object, number>();

  indexOf(key: string | object, value: T): number {
    let index = this.#index.get(key);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.#index.set(key, index);
    }
    return index;
  }
}

export function postsToColumns(log: PostLog): PostColumns {
  const seats = new Interner<string>();
  const channels = new Interner<string>();
  const phases = new Interner<PhaseRef>();
  const flagSets = new Interner<string[]>();
  const columns: PostColumns = {
    tables: { seats: seats.values, channels: channels.values, phases: phases.values, flags: flagSets.values },
    ids: [],
    seats: [],
    channels: [],
    phases: [],
    flags: [],
    at: [],
    bodies: [],
    edited: [],
  };
  let previousAt = 0;
  log.forEachFrom(0, (post, index) => {
    columns.ids.push(post.id);
    columns.seats.push(post.seat === null ? -1 : seats.indexOf(post.seat, post.seat));
    columns.channels.push(channels.indexOf(post.channel, post.channel));
    columns.phases.push(
      phases.indexOf(`${post.phase.kind}\u0000${post.phase.number}`, {
        kind: post.phase.kind,
        number: post.phase.number,
      }),
    );
    columns.flags.push(flagSets.indexOf(post.flags.join('\u0000'), [...post.flags]));
    columns.at.push(post.at - previousAt);
    previousAt = post.at;
    columns.bodies.push(post.body);
    if (post.editedAt !== undefined) columns.edited.push(index, post.editedAt);
  });
  return columns;
}

const isArrayOf = (value: unknown, item: (x: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(item);
const isString = (x: unknown): x is string => typeof x === 'string';
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isPhase = (x: unknown): x is PhaseRef =>
  typeof x === 'object' && x !== null && isString((x as PhaseRef).kind) && isNumber((x as PhaseRef).number);

/** Whether every index column points into its table (a damaged snapshot is refused, not trusted). */
function indexesIn(column: number[], table: readonly unknown[], allowNone = false): boolean {
  return column.every((i) => Number.isInteger(i) && i < table.length && (i >= 0 || (allowNone && i === -1)));
}

/** The post log these columns describe, or null when they are not a `postsToColumns` output. */
export function postsFromColumns(value: unknown): PostLog | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as PostColumns;
  const t = c.tables as PostColumns['tables'] | undefined;
  if (typeof t !== 'object' || t === null) return null;
  if (!isArrayOf(t.seats, isString) || !isArrayOf(t.channels, isString) || !isArrayOf(t.phases, isPhase))
    return null;
  if (!isArrayOf(t.flags, (set) => isArrayOf(set, isString))) return null;
  if (
    !isArrayOf(c.ids, isString) ||
    !isArrayOf(c.bodies, isString) ||
    !isArrayOf(c.at, isNumber) ||
    !isArrayOf(c.edited, isNumber)
  )
    return null;
  const count = c.ids.length;
  for (const column of [c.seats, c.channels, c.phases, c.flags, c.at, c.bodies] as unknown[]) {
    if (!Array.isArray(column) || column.length !== count) return null;
  }
  if (
    !indexesIn(c.seats, t.seats, true) ||
    !indexesIn(c.channels, t.channels) ||
    !indexesIn(c.phases, t.phases) ||
    !indexesIn(c.flags, t.flags)
  )
    return null;
  if (c.edited.length % 2 !== 0) return null;
  const editedAt = new Map<number, number>();
  for (let i = 0; i < c.edited.length; i += 2) editedAt.set(c.edited[i] as number, c.edited[i + 1] as number);
  const posts: Post[] = new Array<Post>(count);
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    at += c.at[i] as number;
    const seat = c.seats[i] as number;
    const edited = editedAt.get(i);
    // Written out key by key, in the order evolve makes them (the AGENTS.md spread gotcha).
    const post: Post = {
      id: c.ids[i] as string,
      seat: seat === -1 ? null : (t.seats[seat] as string),
      channel: t.channels[c.channels[i] as number] as string,
      body: c.bodies[i] as string,
      at,
      phase: t.phases[c.phases[i] as number] as PhaseRef,
      flags: t.flags[c.flags[i] as number] as string[],
    };
    if (edited !== undefined) post.editedAt = edited;
    posts[i] = post;
  }
  return PostLog.fromArray(posts);
}
