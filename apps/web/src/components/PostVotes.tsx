import type { PostVoteOutcome } from '@mafia/server';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectionText, RulesetNamespace, type Translate } from '../lib/rejection';

/**
 * What the bold votes of one's own post did (issue #21): each fragment counted or not, and why not
 * (a forum reason `reasons.vote-<code>`, or the command's rejection `rejections.<code>`).
 */
export function PostVotes({ votes, nameOf }: { votes: readonly PostVoteOutcome[]; nameOf: (seat: string) => string }) {
  const { t } = useTranslation();
  const ns = useContext(RulesetNamespace);
  if (votes.length === 0) return null;
  return (
    // The live region wraps the list: a role on the <ul> itself would hide its items' list semantics (axe "listitem").
    <div role="status">
      <ul className="post-votes small">
        {votes.map((vote, i) => {
          if (vote.counted) {
            return (
              <li key={i} className="ok">
                {vote.kind === 'vote' ? t('game.voteCounted', { target: nameOf(vote.target ?? '') }) : t('game.unvoteCounted')}
              </li>
            );
          }
          const why = 'reason' in vote ? t(`reasons.vote-${vote.reason}`, { defaultValue: vote.reason }) : rejectionText(t as Translate, vote.rejection, ns);
          return (
            <li key={i} className="error">
              {t('game.voteNotCounted', { text: vote.text, reason: why })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
