import { applyPatch, PatchMismatch, type PatchOp } from './patch';

/**
 * One message of a live stream of values that carry their seq: the whole value, or the operations
 * that take the value of seq `base` to this one (`seq`).
 */
export type StreamUpdate<T extends { seq: number }> = ({ kind: 'full' } & T) | { kind: 'patch'; base: number; seq: number; ops: PatchOp[] };

/**
 * The value after a message: a whole value replaces the one held; a patch applies to the value it
 * was computed from. Null when the value held is not that one (a reload raced the stream, a message
 * was missed) or the patch does not fit it: the caller then reloads the whole value.
 */
export function applyUpdate<T extends { seq: number }>(current: T | null | undefined, update: StreamUpdate<T>): T | null {
  if (update.kind === 'full') {
    const { kind: _kind, ...whole } = update;
    return whole as unknown as T;
  }
  if (!current || current.seq !== update.base) return null;
  try {
    const next = applyPatch(current, update.ops);
    return next.seq === update.seq ? next : null;
  } catch (error) {
    if (error instanceof PatchMismatch) return null;
    throw error;
  }
}
