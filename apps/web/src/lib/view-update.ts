import type { StreamUpdate } from '@mafia/view-patch';
import type { OwnView } from '../trpc';

/**
 * A message of `game.updates` as the client reads it (the server's `ViewUpdate`). Apply it with
 * `applyUpdate` from `@mafia/view-patch`: a whole view replaces the one held; a patch applies to the
 * view it was computed from, or gives null (reload the whole view). Untouched parts stay the same
 * objects, so React re-renders only what changed.
 */
export type ViewUpdate = StreamUpdate<OwnView>;
