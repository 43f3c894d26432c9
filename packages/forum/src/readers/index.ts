export { readThreadPages } from './read-pages';
export { detectEngine, looksLikeHtml } from './detect';
export { FORUM_ENGINES } from './types';
export type { ForumEngine, ReadOptions, ReadProblem, ReadProblemCode, ThreadPages, ThreadPost } from './types';
