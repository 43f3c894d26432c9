import type { OwnView } from '../trpc';

/** A message of `game.updates` as the client reads it (the server's `ViewUpdate`). */
export type ViewUpdate =
  | ({ kind: 'full' } & OwnView)
  | ({ kind: 'patch'; base: number; view: Partial<NonNullable<OwnView['view']>> } & Omit<OwnView, 'view'>);

/**
 * The view after a live update: a whole view replaces the one held; a patch (only the parts that
 * changed) applies to the view it was computed from. Null when the held view is not that one (a
 * reload raced the stream): the caller then reloads the whole view. The server's twin is
 * `applyViewUpdate` in packages/api (the client may import only types from the server).
 */
export function applyViewUpdate(current: OwnView | null | undefined, update: ViewUpdate): OwnView | null {
  if (update.kind === 'full') {
    const { kind: _kind, ...own } = update;
    return own;
  }
  if (!current?.view || current.seq !== update.base) return null;
  const { kind: _kind, base: _base, view, ...rest } = update;
  return { ...rest, view: { ...current.view, ...view } };
}
