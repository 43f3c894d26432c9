import type { Command, GameState, PhaseRef } from '@mafia/kernel';
import type { ForumVoteOutcome } from './apply';

/**
 * How far applying one imported post got, stored in its row (`outcome`) before each of its ballots
 * is sent (issue #23 follow-up, atomic imports): the room has no idempotency key, so a crash
 * between sending a ballot and marking the post applied is recovered from this journal. `done`
 * votes are settled (`votes` says how); `poll`/`history` are the poll the next ballot goes to and
 * its history's length just before it was sent.
 */
export interface ForumPostProgress {
  status: 'applying';
  phase: PhaseRef;
  seat: string;
  /** The body whose votes are being sent: an edit imported meanwhile does not change them. */
  body: string;
  done: number;
  votes: ForumVoteOutcome[];
  next: { poll: string; history: number } | null;
}

export function isProgress(outcome: unknown): outcome is ForumPostProgress {
  return outcome !== null && typeof outcome === 'object' && (outcome as { status?: unknown }).status === 'applying';
}

const sameTargets = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Whether `command`, the post's next ballot, already reached the game before a crash: its poll's
 * history holds, past the length the journal noted, an entry of the same kind by the same seat
 * (only this post's import casts for that seat, one command at a time, so no other entry of the
 * seat can be there). A ballot the kernel refused left no entry: it is sent again and refused again.
 */
export function alreadyApplied(state: GameState, progress: ForumPostProgress, command: Command): boolean {
  const next = progress.next;
  if (next === null || (command.type !== 'cast-ballot' && command.type !== 'withdraw-ballot') || command.poll !== next.poll) return false;
  const poll = state.polls.find((p) => p.id === next.poll);
  if (!poll) return false;
  return poll.history.slice(next.history).some((entry) =>
    entry.voter === command.seat && (command.type === 'cast-ballot' ? entry.kind === 'cast' && sameTargets(entry.targets, command.targets) : entry.kind === 'withdraw'),
  );
}
