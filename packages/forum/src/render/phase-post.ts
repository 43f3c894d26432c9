import { majorityOf } from '../thread/time';
import type { ForumPlayer, PhaseRef, Translate } from '../types';
import { bold, lines } from './bbcode';
import { withDetails } from './players';

export interface PhasePostInput {
  /** The phase that starts with this post. */
  readonly phase: PhaseRef;
  /** Players eliminated since the previous phase post, with their `elimination` details. */
  readonly eliminations?: readonly ForumPlayer[];
  /** Host announcements, already written in the thread's language. */
  readonly announcements?: readonly string[];
  /** Living players once this phase starts: at day start the post states majority and lock (seed 001 rule 7). */
  readonly alive?: number;
  /** The deadline, passed to `t` as-is so the caller formats it for its readers. */
  readonly endsAt?: string;
}

/** The host's day-start or night-start post: title, eliminations, announcements, rule 7 numbers, deadline. */
export function renderPhasePost(input: PhasePostInput, t: Translate): string {
  const title = t(input.phase.kind === 'day' ? 'forum.phasePost.dayStart' : 'forum.phasePost.nightStart', { number: input.phase.number });
  const eliminations = input.eliminations ?? [];
  const eliminated =
    eliminations.length === 0
      ? t('forum.phasePost.noEliminations')
      : eliminations.map((player) => withDetails(t('forum.phasePost.eliminated', { name: bold(player.name) }), player, t)).join('\n');
  const majority = input.alive !== undefined && input.phase.kind === 'day' ? majorityOf(input.alive) : undefined;
  return lines(
    bold(title),
    eliminated,
    ...(input.announcements ?? []),
    majority === undefined || input.alive === undefined ? null : t('forum.tally.majority', { alive: input.alive, count: majority }),
    majority === undefined ? null : t('forum.tally.lock', { count: majority + 1 }),
    input.endsAt === undefined ? null : t('forum.phasePost.endsAt', { endsAt: input.endsAt }),
  );
}
