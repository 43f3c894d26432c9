import { applyUpdate, type StreamUpdate } from '@mafia/view-patch';
import type { OwnView } from '../trpc';

/** A message of `game.updates` as the client reads it (the server's `ViewUpdate`). */
export type ViewUpdate = StreamUpdate<OwnView>;

/**
 * The view after a live update: a whole view replaces the one held; a patch (the operations from
 * the view before to this one, `@mafia/view-patch`) applies to the view it was computed from. Null
 * when the held view is not that one (a reload raced the stream) or the patch does not fit it: the
 * caller then reloads the whole view. Untouched parts stay the same objects, so React re-renders
 * only what changed.
 */
export const applyViewUpdate = (current: OwnView | null | undefined, update: ViewUpdate): OwnView | null => applyUpdate(current, update);
