import { useTranslation } from 'react-i18next';

/** Who watches the game as a member (issue #21); visitors without an account are not counted. */
export function Spectators({ members }: { members: ReadonlyArray<{ username: string; role: string }> }) {
  const { t } = useTranslation();
  const names = members.filter((m) => m.role === 'spectator').map((m) => m.username);
  return (
    <section aria-labelledby="spectators-title" className="card spectators">
      <h2 id="spectators-title">{t('watch.spectators', { count: names.length })}</h2>
      {names.length === 0 ? (
        <p className="muted">{t('watch.noSpectators')}</p>
      ) : (
        <ul className="inline-list">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
