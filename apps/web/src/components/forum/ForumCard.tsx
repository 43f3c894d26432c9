import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc';
import { CommandFeedback } from '../Feedback';
import type { HostCardProps } from '../host/props';
import { ForumPosts } from './ForumPosts';
import { ForumReport } from './ForumReport';

/** Reads the chosen files as text, in the order given (the server sorts posts by their ids anyway). */
async function readFiles(files: FileList): Promise<{ name: string; content: string }[]> {
  return Promise.all([...files].map(async (file) => ({ name: file.name, content: await file.text() })));
}

/**
 * The host's forum-game screen (issue #23): import saved pages of the thread (many files at once,
 * overlaps welcome), the flags and the outcome of each post, end the step (the night resolves by
 * the usual path; actions from role PMs go through "Correct an action"), and the posts for the
 * thread. Shown only for a game played on an external forum.
 */
export function ForumCard({ gameId, view }: Pick<HostCardProps, 'gameId' | 'view'>) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = { files: useId() };
  const forum = useQuery({ ...trpc.forum.get.queryOptions({ gameId }), retry: false });
  const [files, setFiles] = useState<FileList | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.forum.get.queryKey({ gameId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.forum.posts.queryKey() });
  };
  // The game moved (a host command from another card, a live update): the report and the posts follow.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.forum.get.queryKey({ gameId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.forum.posts.queryKey() });
  }, [view, gameId, queryClient, trpc]);
  const importPages = useMutation(trpc.forum.importPages.mutationOptions({ onSuccess: refresh }));
  const advance = useMutation(trpc.forum.advance.mutationOptions({ onSuccess: refresh }));
  if (forum.error?.message === 'not-a-forum-game' || (!forum.data && !forum.isPending)) return null;
  // Every mutation refreshes `forum.get`, so the report shown is always the latest one.
  const report = forum.data?.report;
  const imported = importPages.data;

  return (
    <>
      <section aria-labelledby="forum-title" className="card">
        <h2 id="forum-title">{t('forumGame.console')}</h2>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (files && files.length > 0) void readFiles(files).then((pages) => importPages.mutate({ gameId, pages }));
          }}
        >
          <label htmlFor={ids.files}>{t('forumGame.pages')}</label>
          <input id={ids.files} name="forumPages" type="file" multiple accept=".html,.htm,.txt,text/html,text/plain" onChange={(e) => setFiles(e.target.files)} />
          <p className="hint">{t('forumGame.pagesHint')}</p>
          <button type="submit" className="primary" disabled={!files || files.length === 0 || importPages.isPending}>
            {t('forumGame.import')}
          </button>
        </form>
        <CommandFeedback result={imported ?? null} error={importPages.error} />
        {imported?.ok && (
          <p role="status">{t('forumGame.imported', { added: imported.added ?? 0, updated: imported.updated ?? 0, unchanged: imported.unchanged ?? 0 })}</p>
        )}
        {imported?.problems.filter((p) => !p.fatal).map((p, i) => (
          <p key={i} className="hint">
            {t(`forumGame.problems.${p.code}`, { page: p.page, defaultValue: p.code })}
          </p>
        ))}
        {report && <ForumReport report={report} seats={forum.data?.seats ?? []} />}
        <button type="button" onClick={() => advance.mutate({ gameId })} disabled={advance.isPending}>
          {t('forumGame.advance')}
        </button>
        <p className="hint">{t('forumGame.advanceHint')}</p>
        <CommandFeedback result={advance.data ?? null} error={advance.error} />
      </section>
      <ForumPosts gameId={gameId} />
    </>
  );
}
