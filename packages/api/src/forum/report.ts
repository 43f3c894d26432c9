import { analyzeThread, type ForumPost, type PostFlag } from '@mafia/forum';
import type { ForumPostRecord } from '@mafia/db';
import type { GameState, PhaseRef } from '@mafia/kernel';
import type { ForumPostOutcome } from './apply';
import { isProgress } from './journal';
import { forumPlayersOf, timelineOf, type ForumSetup } from './setup';

/** A stored post as the host's screen lists it. */
export interface ForumPostSummary {
  id: string;
  number: number | null;
  author: string;
  postedAt: number;
  editedAt: number | null;
  /** Null while the post waits for its phase. */
  outcome: ForumPostOutcome | null;
}

/** What the host must look at (issue #23): the forum package's flags and the activity check. */
export interface ForumReport {
  posts: ForumPostSummary[];
  /** `night-post`, `edited`, `dead-player-post`, `non-player-post`, `outside-phase` (seed 001 rules 2, 3, 5). */
  flags: PostFlag[];
  /** Seed 001 rule 13: living players under the minimum of posts in each day so far. */
  underMinimum: { day: number; seat: string; name: string; posts: number; minimum: number }[];
  pending: number;
  phase: PhaseRef;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The host's report, read from the stored posts with `@mafia/forum`'s `analyzeThread` (the rules
 * `mafia forum count` applies), the timeline and the eliminations of the game's state. The vote
 * count itself is the kernel's poll, not this report's.
 */
export function forumReport(setup: ForumSetup, state: GameState, posts: readonly ForumPostRecord[]): ForumReport {
  const players = forumPlayersOf(setup, state);
  const threadPosts: ForumPost[] = posts.map((post) => ({
    id: post.number === null ? post.forumPostId : String(post.number),
    author: post.author,
    body: post.body,
    postedAt: iso(post.postedAt),
    ...(post.editedAt === null ? {} : { editedAt: iso(post.editedAt) }),
  }));
  const phases = timelineOf(setup);
  const analysis = analyzeThread({ posts: threadPosts, phases, players, hosts: setup.hosts, ...(setup.minPosts === undefined ? {} : { minPosts: setup.minPosts }) });
  const names = new Map(players.map((p) => [p.id, p.name]));
  // Days after the game's current phase have no posts yet: only the days played so far are checked.
  const underMinimum = analysis.days.filter((day) => day.day <= state.clock.phase.number).flatMap((day) =>
    day.underMinimum.map((seat) => ({
      day: day.day,
      seat,
      name: names.get(seat) ?? seat,
      posts: day.activity.find((entry) => entry.player === seat)?.posts ?? 0,
      minimum: setup.minPosts ?? 0,
    })),
  );
  return {
    posts: posts.map((post) => ({
      id: post.forumPostId,
      number: post.number,
      author: post.author,
      postedAt: post.postedAt,
      editedAt: post.editedAt,
      // A post a crash interrupted (its journal) is still pending for the host.
      outcome: isProgress(post.outcome) ? null : (post.outcome as ForumPostOutcome | null),
    })),
    flags: [...analysis.flags],
    underMinimum,
    pending: posts.filter((post) => post.outcome === null || isProgress(post.outcome)).length,
    phase: state.clock.phase,
  };
}
