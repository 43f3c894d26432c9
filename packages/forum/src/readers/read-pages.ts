import { instant } from '../thread/time';
import { describePage, ENGINE_READERS, engineOf } from './detect';
import { parseHtml } from './dom';
import type { ForumEngine, PagePost, ReadOptions, ReadProblem, ThreadPages, ThreadPost } from './types';

/**
 * Reads saved pages of one forum thread (HTML as the browser saves it), in any order and with
 * overlaps: each post is kept once by its post id, and the posts come back in thread order.
 * Problems are values (README "Thread pages"): a page no reader recognises is `unknown-engine`
 * with its title and generator, a page of a known engine without posts `no-posts`.
 */
export function readThreadPages(pages: readonly string[], options: ReadOptions = {}): ThreadPages {
  const problems: ReadProblem[] = [];
  const byId = new Map<string, PagePost>();
  let engine: ForumEngine | null = options.engine ?? null;

  pages.forEach((html, index) => {
    const page = index + 1;
    if (html.trim() === '') {
      problems.push({ page, code: 'empty-page', params: {} });
      return;
    }
    const document = parseHtml(html);
    const detected = options.engine ?? engineOf(document);
    if (detected === null) {
      problems.push({ page, code: 'unknown-engine', params: describePage(document) });
      return;
    }
    if (engine !== null && detected !== engine) {
      problems.push({ page, code: 'mixed-engines', params: { engine: detected, expected: engine } });
      return;
    }
    engine = detected;
    const read = ENGINE_READERS[detected].read(document, options);
    for (const problem of read.problems) {
      const repeated = problem.code === 'assumed-utc' && problems.some((seen) => seen.code === 'assumed-utc');
      if (!repeated) problems.push({ page, ...problem });
    }
    if (read.posts.length === 0)
      problems.push({ page, code: 'no-posts', params: { engine: detected, ...describePage(document) } });
    for (const post of read.posts) {
      const known = byId.get(post.id);
      // The same post saved twice: keep the copy saved after its latest edit.
      if (
        known === undefined ||
        (post.editedAt !== undefined &&
          (known.editedAt === undefined || instant(post.editedAt) > instant(known.editedAt)))
      ) {
        byId.set(post.id, post);
      }
    }
  });

  return { engine, posts: numbered([...byId.values()]), problems };
}

/**
 * Thread order is the printed number where every post has one, else posting time then post id
 * (ids grow with time on every engine read here); a post without a printed number gets its rank.
 */
function numbered(posts: readonly PagePost[]): ThreadPost[] {
  const allNumbered = posts.every((post) => post.number !== undefined);
  const sorted = [...posts].sort((a, b) =>
    allNumbered
      ? (a.number ?? 0) - (b.number ?? 0)
      : instant(a.postedAt) - instant(b.postedAt) || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id),
  );
  return sorted.map((post, index) => ({ ...post, number: post.number ?? index + 1 }));
}
