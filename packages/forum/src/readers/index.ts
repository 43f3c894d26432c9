export { readThreadPages } from './read-pages';
export { detectTextEngine, readThreadText } from './text';
export { detectEngine, looksLikeHtml } from './detect';
export { FORUM_ENGINES } from './types';
export type {
  ForumEngine,
  ReadOptions,
  ReadProblem,
  ReadProblemCode,
  ThreadPages,
  ThreadPost,
} from './types';
