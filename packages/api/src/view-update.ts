import type { GameView } from '@mafia/kernel';
import type { OwnView } from './game-access';

/**
 * One message of the live update stream: the caller's whole own view, or only the parts of it that
 * changed since the message before (`base` is that message's seq). A vote changes one poll, but a
 * forum game's view carries its whole thread: re-sending and re-serialising every post to every
 * subscriber on every vote is most of the cost of a live update (bench/server.ts).
 */
export type ViewUpdate =
  | ({ kind: 'full' } & OwnView)
  | ({ kind: 'patch'; base: number; view: Partial<GameView> } & Omit<OwnView, 'view'>);

/** Same part: the same object (viewFor reuses unchanged projections), or arrays of the same items. */
function samePart(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

/** The message that takes a subscriber from `previous` (the last one it was sent) to `next`. */
export function viewUpdate(previous: OwnView | null, next: OwnView): ViewUpdate {
  const full: ViewUpdate = { kind: 'full', ...next };
  if (!previous?.view || !next.view) return full;
  // A new seat (a replacement, the start) is a new viewer: start again from a whole view.
  if (JSON.stringify(previous.viewer) !== JSON.stringify(next.viewer)) return full;
  const before = previous.view as unknown as Record<string, unknown>;
  const after = next.view as unknown as Record<string, unknown>;
  if (Object.keys(before).some((key) => !(key in after))) return full;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) if (!samePart(before[key], value)) changed[key] = value;
  const { view: _whole, ...rest } = next;
  return { kind: 'patch', base: previous.seq, ...rest, view: changed as Partial<GameView> };
}

/**
 * The client's side: the view after a message, or null when a patch does not follow on from the
 * view the client holds (it then reloads the whole view). Exported for tests that read the stream.
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
