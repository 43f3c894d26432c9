/**
 * `@mafia/forum/markup`: the post markup alone, for the browser (issue #21), without the page
 * readers and their HTML parser. The web client renders `parsePostTree`; the server counts votes
 * with `parsePostVotes(body, players, { syntax: 'thread' })`, which reads the same markup.
 */
export { flattenMarkup, MAX_OPEN_TAGS, MAX_QUOTE_DEPTH } from './flatten';
export type { FlatText, FlattenOptions, Mark } from './flatten';
export { markdownToBbcode } from './markdown';
export { parsePostTree, safeHref } from './tree';
export type { MarkupNode } from './tree';
