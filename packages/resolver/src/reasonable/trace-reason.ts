// RAR's trace reasons made as one object literal per shape (issue #19): keys in the order the
// trace always had (stance, key, action, actor, ability, component, holds, counteredBy, then at,
// path, parts, ruledOut when present), so the JSON is unchanged, but the object is built whole
// instead of gaining its optional keys one by one (a map transition and a growing property
// store each). Shapes other than the common ones fall back to adding keys.
import type { MoveStep, ReasonKey, ReasonPart, SeatId, TraceReason } from '../types';

export function traceReason(
  stance: TraceReason['stance'],
  key: ReasonKey,
  part: ReasonPart,
  holds: boolean,
  counteredBy: TraceReason[],
  at: SeatId | undefined,
  path: MoveStep[] | undefined,
  parts: ReasonPart[] | undefined,
  ruledOut: boolean,
): TraceReason {
  const { action, actor, ability, component } = part;
  if (at !== undefined) {
    if (path === undefined && parts === undefined) {
      return ruledOut
        ? { stance, key, action, actor, ability, component, holds, counteredBy, at, ruledOut: 'already-in-chain' }
        : { stance, key, action, actor, ability, component, holds, counteredBy, at };
    }
    if (path !== undefined && parts !== undefined) {
      return ruledOut
        ? { stance, key, action, actor, ability, component, holds, counteredBy, at, path, parts, ruledOut: 'already-in-chain' }
        : { stance, key, action, actor, ability, component, holds, counteredBy, at, path, parts };
    }
    if (path === undefined && parts !== undefined && !ruledOut) {
      return { stance, key, action, actor, ability, component, holds, counteredBy, at, parts };
    }
  }
  const reason: TraceReason = { stance, key, action, actor, ability, component, holds, counteredBy };
  if (at !== undefined) reason.at = at;
  if (path !== undefined) reason.path = path;
  if (parts !== undefined) reason.parts = parts;
  if (ruledOut) reason.ruledOut = 'already-in-chain';
  return reason;
}
