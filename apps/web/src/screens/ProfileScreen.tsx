import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/Feedback';
import { useRulesets } from '../lib/use-ruleset';
import { href } from '../router';
import { useTRPC } from '../trpc';

/** A player's profile (issue #21): finished games played, wins, roles held; each game links to its end screen. */
export default function ProfileScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions({ username }));
  useRulesets([...new Set(profile.data?.games.map((g) => g.rulesetId) ?? [])]);
  if (profile.error) return <ErrorMessage error={profile.error} />;
  if (!profile.data) return <p role="status">{t('common.loading')}</p>;
  const p = profile.data;
  const roleName = (key: string) => {
    const [rulesetId = '', role = ''] = key.split(':');
    return `${t(`${rulesetId}:roles.${role}.name`, { defaultValue: role })} (${t(`${rulesetId}:name`, { defaultValue: rulesetId })})`;
  };
  return (
    <section aria-labelledby="profile-title" className="card profile">
      <h1 id="profile-title">{p.username}</h1>
      <dl className="profile-figures">
        <dt>{t('profile.played')}</dt>
        <dd data-figure="played">{p.played}</dd>
        <dt>{t('profile.wins')}</dt>
        <dd data-figure="wins">{p.wins}</dd>
      </dl>
      <h2>{t('profile.roles')}</h2>
      {Object.keys(p.roles).length === 0 ? (
        <p className="muted">{t('profile.noGames')}</p>
      ) : (
        <ul className="inline-list">
          {Object.entries(p.roles).map(([key, count]) => (
            <li key={key} className="chip">
              {roleName(key)} × {count}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('profile.games')}</h2>
      <ul className="game-list">
        {p.games.map((g) => (
          <li key={g.gameId} className={g.won ? 'won' : undefined}>
            <a href={href({ name: 'game', id: g.gameId })}>{g.title}</a>{' '}
            <span className="muted">
              {roleName(`${g.rulesetId}:${g.role}`)} · {t(g.won ? 'profile.won' : 'profile.lost')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
