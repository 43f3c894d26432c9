/**
 * @mafia/forum: reads forum-thread games (bold votes in BBCode posts) and writes the host's
 * BBCode templates. Pure functions over plain JSON; no I/O, no clock, no language.
 */
export type { Elimination, ForumPlayer, ForumPost, Phase, PhaseKind, PhaseRef, PlayerId, Rejection, Translate } from './types';

export { flattenMarkup, markdownToBbcode, MAX_OPEN_TAGS, MAX_QUOTE_DEPTH, parsePostTree, safeHref } from './markup';
export type { FlatText, FlattenOptions, Mark, MarkupNode } from './markup';

export { matchAuthorName, matchPlayerName, normalizeName } from './names';
export type { AuthorMatch, NameMatch } from './names';

export { parsePostVotes } from './votes/parse-post';
export type { ParsePostOptions, PostVoteRejection, PostVoteRejectionCode, PostVotes, VoteCommand } from './votes/parse-post';

export type { ThreadInput } from './thread/input';
export { countDayVotes } from './thread/count-day';
export type {
  ActivityEntry,
  DayReport,
  FragmentReport,
  TallyEntry,
  VoteHistoryEntry,
  VoteRejectionCode,
  VoteTally,
} from './thread/count-day';
export { flagPosts } from './thread/flags';
export type { PostFlag, PostFlagCode } from './thread/flags';
export { analyzeThread } from './thread/analyze';
export type { ThreadReport } from './thread/analyze';
export { majorityOf } from './thread/time';

export { parseThreadExport } from './export/parse-export';
export type { ExportProblem, ExportProblemCode, ThreadExport } from './export/parse-export';

export { detectEngine, detectTextEngine, FORUM_ENGINES, looksLikeHtml, readThreadPages, readThreadText } from './readers';
export type { ForumEngine, ReadOptions, ReadProblem, ReadProblemCode, ThreadPages, ThreadPost } from './readers';

export { FORUM_LABEL_KEYS, causeKey, eliminationText } from './render/labels';
export type { ForumLabelKey } from './render/labels';
export { renderAlivePlayers, renderDeadPlayers, renderPlayerList } from './render/players';
export { renderVoteTally } from './render/tally';
export { renderPollCount } from './render/poll-count';
export type { PollCountEntry, PollCountInput } from './render/poll-count';
export { renderPhasePost } from './render/phase-post';
export type { PhasePostInput } from './render/phase-post';
export { renderLockedCount, renderNightResults, renderReveal, renderRolePm } from './render/host-posts';
export type { NightResultsInput, RevealInput, RolePmInput } from './render/host-posts';
