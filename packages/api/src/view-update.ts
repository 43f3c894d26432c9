import { diff, type PatchOp, type StreamUpdate } from '@mafia/view-patch';
import type { OwnView } from './game-access';

/**
 * One message of the live update stream: the caller's whole own view, or the operations that take
 * the view of the message before (`base` is its seq) to this one. A vote changes one poll's
 * ballots and appends to its history; a post appends to a thread. Sending only that (not the whole
 * poll, not the whole thread) keeps an update's size and serialisation cost flat however long the
 * game runs (bench/server.ts). The format is `@mafia/view-patch`, shared with the client, which
 * applies a message with `applyUpdate` from there (so do tests that read the stream).
 */
export type ViewUpdate = StreamUpdate<OwnView>;

/**
 * Diffs of the shared parts, once per pair of objects. Every subscriber with the same viewer holds
 * the same view and available-commands objects (game-access computes them once per distinct viewer
 * per seq), so 20 subscribers of a game cost one diff per distinct viewer, not one each. Both maps
 * are weak: an entry goes with the views it was computed from.
 */
const sharedDiffs = { view: new WeakMap<object, WeakMap<object, PatchOp[]>>(), available: new WeakMap<object, WeakMap<object, PatchOp[]>>() };

function diffShared(key: keyof typeof sharedDiffs, before: object | null, after: object | null): PatchOp[] {
  if (before === null || after === null) return before === after ? [] : [{ op: 'set', path: [key], value: after }];
  let byAfter = sharedDiffs[key].get(before);
  if (!byAfter) {
    byAfter = new WeakMap();
    sharedDiffs[key].set(before, byAfter);
  }
  let ops = byAfter.get(after);
  if (!ops) {
    ops = diff(before, after, [key]);
    byAfter.set(after, ops);
  }
  return ops;
}

/** The same kernel viewer (a changed one gets a whole view, never a patch). */
export const sameViewer = (a: OwnView['viewer'], b: OwnView['viewer']): boolean =>
  a.kind === b.kind && (a.kind !== 'seat' || (b.kind === 'seat' && a.seat === b.seat));

/** The message that takes a subscriber from `previous` (the last one it was sent) to `next`. */
export function viewUpdate(previous: OwnView | null, next: OwnView): ViewUpdate {
  // A first message, or a new seat (a replacement, the start: a new viewer): start from a whole view.
  if (!previous?.view || !next.view || !sameViewer(previous.viewer, next.viewer)) return { kind: 'full', ...next };
  const ops: PatchOp[] = [];
  if (previous.seq !== next.seq) ops.push({ op: 'set', path: ['seq'], value: next.seq });
  if (previous.status !== next.status) ops.push({ op: 'set', path: ['status'], value: next.status });
  if (previous.memberRole !== next.memberRole) ops.push({ op: 'set', path: ['memberRole'], value: next.memberRole });
  if (previous.reviewing !== next.reviewing) ops.push({ op: 'set', path: ['reviewing'], value: next.reviewing });
  // Changes once per 100 posts of a channel (thread-pages.ts), when the view's window moves on.
  if (previous.earlierPosts !== next.earlierPosts && JSON.stringify(previous.earlierPosts) !== JSON.stringify(next.earlierPosts)) {
    ops.push({ op: 'set', path: ['earlierPosts'], value: next.earlierPosts });
  }
  ops.push(...diffShared('view', previous.view, next.view), ...diffShared('available', previous.available, next.available));
  return { kind: 'patch', base: previous.seq, seq: next.seq, ops };
}
