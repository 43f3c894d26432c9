/**
 * Issue #21, notifications: what changed for this viewer between two of their views of a game. Pure
 * (the time is a parameter), so every rule below is unit-tested; the hook `use-notifications.ts`
 * delivers the notes (the page, the browser's notifications, the digest).
 */
import type { AvailableCommand, GameView } from '@mafia/kernel';

export type NoteKind = 'phase' | 'your-turn' | 'deadline' | 'mention' | 'host-message';

export interface GameNote {
  /** Stable per cause, so the same note is never delivered twice (a refetch gives the same view). */
  id: string;
  gameId: string;
  kind: NoteKind;
  at: number;
  params: Record<string, string | number>;
}

/** What the notes read: the viewer's commands and view (an `OwnView` of the API). */
export interface NoteSource {
  view: GameView | null;
  available: readonly AvailableCommand[];
}

/** A step's deadline closer than this is announced once (issue #21: "deadlines near"). */
export const DEADLINE_WARNING_MS = 10 * 60_000;

const phaseKey = (v: GameView) => `${v.clock.phase.kind}-${v.clock.phase.number}`;

/** Something the viewer may do now and has not done: a move not yet sent, a vote not yet cast. */
function pendingMoves(source: NoteSource): number {
  const view = source.view;
  if (!view) return 0;
  let count = 0;
  for (const command of source.available) {
    if (command.type === 'submit-intent' && !command.current && command.targets.choices.length >= command.targets.count) count += 1;
    if (command.type === 'cast-ballot') {
      const seat = view.viewer.kind === 'seat' ? view.viewer.seat : null;
      const poll = view.polls.find((p) => p.id === command.poll);
      if (poll && !poll.ballots.some((b) => b.voter === seat && b.slot === command.slot)) count += 1;
    }
  }
  return count;
}

/** `name` as a word of `text` (any case), or an @-mention of it. */
export function mentions(text: string, name: string): boolean {
  if (name.trim() === '') return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])@?${escaped}($|[^\\p{L}\\p{N}_])`, 'iu').test(text);
}

/**
 * The notes between `prev` (the last view the page had, or null on the first) and `next`. The
 * first view notes nothing but a pending turn: a page that was closed does not replay the past.
 */
export function notesBetween(prev: NoteSource | null, next: NoteSource, context: { gameId: string; now: number; myName: string | null }): GameNote[] {
  const view = next.view;
  if (!view || view.result) return [];
  const notes: GameNote[] = [];
  const { gameId, now } = context;
  const phase = phaseKey(view);
  const note = (kind: NoteKind, cause: string, params: Record<string, string | number> = {}) =>
    notes.push({ id: `${gameId}/${kind}/${cause}`, gameId, kind, at: now, params });
  const before = prev?.view ?? null;
  if (before && phaseKey(before) !== phase) note('phase', phase, { kind: view.clock.phase.kind, number: view.clock.phase.number });
  const pending = pendingMoves(next);
  if (pending > 0 && (prev === null || pendingMoves(prev) === 0 || (before !== null && phaseKey(before) !== phase))) {
    note('your-turn', `${phase}/${view.clock.step}`, { count: pending });
  }
  if (before) {
    const known = new Set(before.posts.map((p) => p.id));
    const me = view.viewer.kind === 'seat' ? view.viewer.seat : null;
    for (const post of view.posts) {
      if (known.has(post.id) || (me !== null && post.seat === me)) continue;
      const author = post.seat === null ? null : (view.seats.find((s) => s.id === post.seat)?.name ?? post.seat);
      if (post.seat === null && view.viewer.kind !== 'host') note('host-message', post.id, { excerpt: post.body.slice(0, 120) });
      else if (context.myName !== null && mentions(post.body, context.myName)) note('mention', post.id, { name: author ?? '', excerpt: post.body.slice(0, 120) });
    }
  }
  return notes;
}

/** The deadline warning, once per step: when the step's deadline is within DEADLINE_WARNING_MS. */
export function deadlineNote(view: GameView | null, context: { gameId: string; now: number }): GameNote | null {
  if (!view || view.result || view.clock.deadline === null) return null;
  const left = view.clock.deadline - context.now;
  if (left <= 0 || left > DEADLINE_WARNING_MS) return null;
  const cause = `${phaseKey(view)}/${view.clock.step}/${view.clock.deadline}`;
  return { id: `${context.gameId}/deadline/${cause}`, gameId: context.gameId, kind: 'deadline', at: context.now, params: { count: Math.max(1, Math.ceil(left / 60_000)) } };
}
