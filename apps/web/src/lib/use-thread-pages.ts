import type { Post } from '@mafia/kernel';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTRPCClient } from '../trpc';
import {
  earlierBefore,
  earlierCount,
  hasPost,
  postAnchor,
  threadRows,
  withPage,
  type PostPage,
  type ThreadRow,
} from './thread-pages';

export interface ThreadPages {
  rows: ThreadRow[];
  /** Posts before the first shown one. */
  earlier: number;
  loading: boolean;
  error: { message: string } | null;
  /** Loads the page before the first shown post. */
  loadEarlier(): void;
  /** Loads the posts of a gap (numbers from..to). */
  fillGap(to: number): void;
  /** Shows post number n (loading its page first when needed) and scrolls to it. */
  jumpTo(n: number): void;
}

/** A channel's shown posts: the view's recent ones plus the pages the reader asked for (thread-pages.ts). */
export function useThreadPages(
  gameId: string,
  channel: string,
  viewPosts: readonly Post[],
  earlierInView: number,
): ThreadPages {
  const client = useTRPCClient();
  const [known, setKnown] = useState<ReadonlyMap<number, Post>>(() => new Map());
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string } | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const busy = useRef(false);
  const rows = useMemo(
    () => threadRows(viewPosts, channel, earlierInView, known),
    [viewPosts, channel, earlierInView, known],
  );
  // The callbacks read the rows through a ref, so they keep their identity (an observer holds one).
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const load = useCallback(
    async (query: { before: number } | { around: number }): Promise<PostPage | null> => {
      if (busy.current) return null;
      busy.current = true;
      setLoading(true);
      try {
        const page = await client.game.thread.query({ gameId, channel, ...query });
        setKnown((current) => withPage(current, page));
        setError(null);
        return page;
      } catch (failure) {
        setError(failure instanceof Error ? failure : { message: String(failure) });
        return null;
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [client, gameId, channel],
  );
  const loadEarlier = useCallback(() => {
    const before = earlierBefore(rowsRef.current);
    if (before !== null) void load({ before });
  }, [load]);

  useEffect(() => {
    if (target === null || !hasPost(rows, target)) return;
    const post = document.getElementById(postAnchor(channel, target));
    post?.scrollIntoView({ block: 'center' });
    // The reader's focus goes with the jump (a post is focusable: the thread's roving tabindex).
    post?.focus({ preventScroll: true });
    setTarget(null);
  }, [rows, target, channel]);

  return {
    rows,
    earlier: earlierCount(rows),
    loading,
    error,
    loadEarlier,
    fillGap: (to) => void load({ before: to + 1 }),
    jumpTo: (n) => {
      setTarget(n);
      if (!hasPost(rows, n)) void load({ around: n });
    },
  };
}
