import { analyzeThread, parsePostVotes, type ForumPlayer, type ForumPost, type PostFlag } from '@mafia/forum';
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
  /**
   * Posts edited after their votes were applied whose votes the edit changed (seed 001 rule 3:
   * editing is a mod kill, the host's call): the votes as applied stay, the edit's are not applied.
   */
  editedVotes: { id: string; number: number | null; author: string; applied: string[]; now: string[] }[];
}

/** The vote fragments (`Vote: Борис`, `Unvote`) a post's outcome sent to the vote kernel, in order. */
const appliedVotes = (outcome: ForumPostOutcome): string[] => outcome.votes.filter((v) => !('reason' in v)).map((v) => v.text.trim());

/**
 * Seed 001 rule 3 and docs/forum-games.md "Decisions": a post re-read after an edit is compared with
 * what was applied from it; a change of its votes is listed for the host, never applied.
 */
function editedVotesOf(setup: ForumSetup, players: ForumPlayer[], posts: readonly ForumPostRecord[]): ForumReport['editedVotes'] {
  const keywords = setup.language === 'ru' ? 'ru' : 'en';
  return posts.flatMap((post) => {
    const outcome = post.outcome as ForumPostOutcome | null;
    if (post.editedAt === null || outcome === null || isProgress(outcome) || outcome.status !== 'counted') return [];
    const applied = appliedVotes(outcome);
    const now = parsePostVotes(post.body, players, { syntax: 'forum', keywords }).commands.map((c) => c.text.trim());
    const same = applied.length === now.length && applied.every((text, i) => text === now[i]);
    return same ? [] : [{ id: post.forumPostId, number: post.number, author: post.author, applied, now }];
  });
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
    editedVotes: editedVotesOf(setup, players, posts),
  };
}
