import type { ForumPost, Rejection } from '../types';
import type { Document } from './dom';

export type ForumEngine = 'xenforo2' | 'phpbb3' | 'vbulletin4' | 'ucoz';

export const FORUM_ENGINES: readonly ForumEngine[] = ['xenforo2', 'phpbb3', 'vbulletin4', 'ucoz'];

/** A post read from a saved thread page. `id` is the engine's post id, so pages can overlap. */
export interface ThreadPost extends ForumPost {
  /** The number the forum prints on the post (`#12`), or its rank by post id where the engine prints none (phpBB). */
  readonly number: number;
  /** Who the engine says edited the post ("Last edited by …"), when it names someone. */
  readonly editedBy?: string;
}

export type ReadProblemCode =
  | 'unknown-engine'
  | 'no-posts'
  | 'mixed-engines'
  | 'unreadable-post'
  | 'unreadable-time'
  | 'assumed-utc'
  | 'empty-page'
  | 'text-without-times';

/** Something about a page the host must know; `page` is the 1-based index of the page as given. */
export interface ReadProblem extends Rejection<ReadProblemCode> {
  readonly page: number;
}

export interface ReadOptions {
  /** Force an engine instead of detecting it. */
  readonly engine?: ForumEngine;
  /**
   * The forum's display offset (`+03:00`) for engines that print local times without a zone
   * (uCoz always; vBulletin when the page has no "All times are GMT …" footer). Default `+00:00`, reported as `assumed-utc`.
   */
  readonly utcOffset?: string;
}

/** A post as one page shows it; the number is filled in when the engine prints none. */
export type PagePost = Omit<ThreadPost, 'number'> & { readonly number?: number };

/** What one engine reader gives for one page. */
export interface PageRead {
  readonly posts: readonly PagePost[];
  readonly problems: readonly Omit<ReadProblem, 'page'>[];
}

export interface EngineReader {
  readonly engine: ForumEngine;
  /** A human name for messages: `XenForo 2`. */
  readonly label: string;
  /** True when the page was produced by this engine (any page, not only threads). */
  readonly recognises: (document: Document) => boolean;
  readonly read: (document: Document, options: ReadOptions) => PageRead;
}

export interface ThreadPages {
  /** The engine of the pages; null when none was recognised. */
  readonly engine: ForumEngine | null;
  /** Posts of every page, each post once, in thread order. */
  readonly posts: readonly ThreadPost[];
  readonly problems: readonly ReadProblem[];
}
