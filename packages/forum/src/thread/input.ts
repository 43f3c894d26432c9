import type { ParsePostOptions } from '../votes/parse-post';
import type { ForumPlayer, ForumPost, Phase } from '../types';

export interface ThreadInput extends ParsePostOptions {
  readonly posts: readonly ForumPost[];
  /** The phase timeline, day and night, as the host ran it. */
  readonly phases: readonly Phase[];
  readonly players: readonly ForumPlayer[];
  /** Forum names of the host(s) and co-hosts: their posts are never flagged and never vote. */
  readonly hosts?: readonly string[];
  /** Seed 001 rule 13: the minimum number of posts per day phase to count as active. */
  readonly minPosts?: number;
  /**
   * Seed 001 rule 3 makes editing a post punishable, and an edited post may have had its vote
   * changed after the fact. Default `count`: the votes read as the post reads now, and the post is
   * flagged `edited` for the host; `ignore` drops votes from edited posts with `edited-post`.
   */
  readonly editedPostVotes?: 'count' | 'ignore';
  /** A live count: only posts at or before this instant are read. */
  readonly asOf?: string;
}
