import { useTranslation } from 'react-i18next';
import type { Outputs } from '../../trpc';

type Report = Outputs['forum']['get']['report'];

/** The flags (seed 001 rules 2, 3, 5), the players under the activity minimum (rule 13) and each post's outcome. */
export function ForumReport({ report, seats }: { report: Report; seats: { seat: string; name: string }[] }) {
  const { t } = useTranslation();
  const name = (seat: string | null) => seats.find((s) => s.seat === seat)?.name ?? seat ?? '';
  return (
    <div className="stack">
      <p>{t('forumGame.summary', { posts: report.posts.length, pending: report.pending })}</p>
      <h3>{t('forumGame.flags')}</h3>
      {report.flags.length === 0 ? (
        <p className="muted">{t('forumGame.noFlags')}</p>
      ) : (
        <ul aria-label={t('forumGame.flags')}>
          {report.flags.map((flag, i) => (
            <li key={i}>
              {t('forumGame.post', { number: flag.postId, author: flag.author })}: {t(`forumGame.flagCodes.${flag.code}`)}
            </li>
          ))}
        </ul>
      )}
      {report.underMinimum.length > 0 && (
        <>
          <h3>{t('forumGame.underMinimum')}</h3>
          <ul aria-label={t('forumGame.underMinimum')}>
            {report.underMinimum.map((u) => (
              <li key={`${u.day}-${u.seat}`}>{t('forumGame.underMinimumLine', { day: u.day, name: u.name, posts: u.posts, minimum: u.minimum })}</li>
            ))}
          </ul>
        </>
      )}
      {report.editedVotes.length > 0 && (
        <>
          {/* Seed 001 rule 3: an edit is the host's call (a mod kill); the votes as first counted stay. */}
          <h3>{t('forumGame.editedVotes')}</h3>
          <ul aria-label={t('forumGame.editedVotes')}>
            {report.editedVotes.map((edit) => (
              <li key={edit.id}>
                {t('forumGame.editedVoteLine', {
                  post: t('forumGame.post', { number: edit.number ?? edit.id, author: edit.author }),
                  applied: edit.applied.join(', ') || t('forumGame.editedVoteNone'),
                  now: edit.now.join(', ') || t('forumGame.editedVoteNone'),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <details>
        <summary>{t('forumGame.postsRead')}</summary>
        <ul aria-label={t('forumGame.postsRead')}>
          {report.posts.map((post) => (
            <li key={post.id}>
              {t('forumGame.post', { number: post.number ?? post.id, author: post.author })}:{' '}
              {post.outcome ? t(`forumGame.status.${post.outcome.status}`) : t('forumGame.status.pending')}
              {post.outcome?.votes.map((vote, i) => (
                <span key={i} className={vote.counted ? 'badge' : 'badge muted'}>
                  {vote.counted
                    ? vote.kind === 'vote'
                      ? t('forumGame.votedFor', { name: name(vote.target ?? null) })
                      : t('forumGame.unvoted')
                    : `${vote.text} — ${'reason' in vote ? t(`reasons.vote-${vote.reason}`, { defaultValue: vote.reason }) : t(`rejections.${vote.rejection.code}`, { defaultValue: vote.rejection.code })}`}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
