import { detectTextEngine, looksLikeHtml, readThreadPages, readThreadText, type ForumEngine, type ReadProblem } from '@mafia/forum';
import type { NewForumPost } from '@mafia/db';
import { z } from 'zod';
import { FORUM_ENGINES } from '@mafia/forum';

/** One saved page (HTML) or a page's text copied from the browser, as the client read the file. */
export const forumPageInput = z.object({
  name: z.string().trim().min(1).max(200),
  content: z.string().max(4 * 1024 * 1024),
});

export const importPagesInput = z.object({
  pages: z.array(forumPageInput).min(1).max(50),
  /** Skip detection (a page saved with an unusual style). */
  engine: z.enum(FORUM_ENGINES).optional(),
  /** Overrides the setup's zone for this import (uCoz prints none). */
  utcOffset: z.string().regex(/^[+-]\d\d:\d\d$/, 'utc-offset').optional(),
});

/** Problems that leave nothing to import: the host must give other files (same set as the CLI's). */
const FATAL: ReadonlySet<ReadProblem['code']> = new Set(['unknown-engine', 'no-posts', 'mixed-engines', 'empty-page', 'text-without-times']);

export interface PageProblem {
  /** The file's name as the client gave it. */
  page: string;
  code: ReadProblem['code'] | 'html-and-text';
  params: Record<string, string | number | boolean>;
  /** The import stopped: nothing was stored. */
  fatal: boolean;
}

export interface ReadPages {
  engine: ForumEngine | null;
  /** True when the pages were text copies: no bold, so no vote counts (seed 001 rule 6). */
  text: boolean;
  posts: NewForumPost[];
  problems: PageProblem[];
}

/**
 * Reads the files the host gave with `@mafia/forum`'s readers (the same ones `mafia forum count`
 * uses): all saved pages, or all text copies, never both (they number posts differently). Pure.
 */
export function readForumPages(pages: readonly { name: string; content: string }[], options: { engine?: ForumEngine; utcOffset?: string }): ReadPages {
  const html = pages.filter((page) => looksLikeHtml(page.content) || detectTextEngine(page.content) === null);
  const text = pages.filter((page) => !html.includes(page));
  if (html.length > 0 && text.length > 0) {
    return { engine: null, text: false, posts: [], problems: [{ page: text[0]?.name ?? '', code: 'html-and-text', params: {}, fatal: true }] };
  }
  const read = text.length > 0 ? readThreadText(text.map((p) => p.content), options) : readThreadPages(html.map((p) => p.content), options);
  const given = text.length > 0 ? text : html;
  const problems = read.problems.map((problem): PageProblem => ({
    page: given[problem.page - 1]?.name ?? `#${problem.page}`,
    code: problem.code,
    params: { ...problem.params },
    fatal: FATAL.has(problem.code),
  }));
  const posts = problems.some((p) => p.fatal)
    ? []
    : read.posts.map((post): NewForumPost => ({
        forumPostId: post.id,
        number: post.number,
        author: post.author,
        body: post.body,
        postedAt: Date.parse(post.postedAt),
        editedAt: post.editedAt === undefined ? null : Date.parse(post.editedAt),
      }));
  return { engine: read.engine, text: text.length > 0, posts, problems };
}
