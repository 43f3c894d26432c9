import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../trpc';

/** "Posts for the thread" (issue #23): each host post as BBCode in the thread's language, with a copy button. */
export function ForumPosts({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const posts = useQuery(trpc.forum.posts.queryOptions({ gameId }));
  return (
    <section aria-labelledby="forum-posts-title" className="card">
      <h2 id="forum-posts-title">{t('forumGame.postsTitle')}</h2>
      {posts.data?.posts.map((post, i) => {
        const label = post.kind === 'role-pm' ? t('forumGame.rolePmFor', { name: post.name ?? post.seat ?? '' }) : t(`forumGame.kinds.${post.kind}`);
        return (
          <div key={`${post.kind}-${post.seat ?? i}`} className="stack forum-post">
            <h3>{label}</h3>
            <textarea readOnly rows={Math.min(12, post.bbcode.split('\n').length + 1)} aria-label={label} value={post.bbcode} />
            <button type="button" onClick={() => void navigator.clipboard?.writeText(post.bbcode)}>
              {t('host.copy')}
            </button>
          </div>
        );
      })}
    </section>
  );
}
