import { applyPatch, PatchMismatch, type PatchOp } from '@mafia/view-patch';
import type { OwnView } from '../trpc';

/** A message of `game.updates` as the client reads it (the server's `ViewUpdate`). */
export type ViewUpdate = ({ kind: 'full' } & OwnView) | { kind: 'patch'; base: number; seq: number; ops: PatchOp[] };

/**
 * The view after a live update: a whole view replaces the one held; a patch (the operations from
 * the view before to this one, `@mafia/view-patch`) applies to the view it was computed from. Null
 * when the held view is not that one (a reload raced the stream) or the patch does not fit it: the
 * caller then reloads the whole view. Untouched parts stay the same objects, so React re-renders
 * only what changed.
 */
export function applyViewUpdate(current: OwnView | null | undefined, update: ViewUpdate): OwnView | null {
  if (update.kind === 'full') {
    const { kind: _kind, ...own } = update;
    return own;
  }
  if (!current?.view || current.seq !== update.base) return null;
  try {
    return applyPatch(current, update.ops);
  } catch (error) {
    if (error instanceof PatchMismatch) return null;
    throw error;
  }
}
