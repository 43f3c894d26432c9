import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/Feedback';
import { useRuleset } from '../lib/use-ruleset';
import { useOptionalText } from '../lib/optional';

/** The rules page, generated from the ruleset's manifest (factions, roles, setups) and its texts in the reader's language. */
export default function RulesScreen({ rulesetId }: { rulesetId: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const ruleset = useRuleset(rulesetId);
  if (ruleset.error) return <ErrorMessage error={ruleset.error} />;
  if (!ruleset.data) return <p role="status">{t('common.loading')}</p>;
  const r = ruleset.data;
  const ns = r.id;
  const english = (r.locales['en'] ?? {}) as { abilities?: Record<string, unknown> };
  const abilities = Object.keys(english.abilities ?? {});
  return (
    <article className="card rules" aria-labelledby="rules-title">
      <h1 id="rules-title">{t('rules.title', { name: t(`${ns}:name`, { defaultValue: ns }) })}</h1>
      <p>{opt(`${ns}:description`)}</p>
      <p className="muted">{t('rules.players', { min: r.players.min, max: r.players.max })}</p>
      <h2>{t('rules.factions')}</h2>
      <ul>
        {r.factions.map((f) => (
          <li key={f}>
            <strong>{t(`${ns}:factions.${f}.name`, { defaultValue: f })}</strong> {opt(`${ns}:factions.${f}.summary`)}
          </li>
        ))}
      </ul>
      <h2>{t('rules.roles')}</h2>
      <dl className="roles">
        {r.roles.map((role) => (
          <div key={role.id}>
            <dt>
              {t(`${ns}:roles.${role.id}.name`, { defaultValue: role.id })}{' '}
              <span className="chip">{t(`${ns}:factions.${role.faction}.name`, { defaultValue: role.faction })}</span>
            </dt>
            <dd>{opt(`${ns}:roles.${role.id}.summary`)}</dd>
          </div>
        ))}
      </dl>
      {abilities.length > 0 && (
        <>
          <h2>{t('rules.abilities')}</h2>
          <ul>
            {abilities.map((a) => (
              <li key={a}>
                <strong>{t(`${ns}:abilities.${a}.name`, { defaultValue: a })}</strong> {opt(`${ns}:abilities.${a}.summary`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t('rules.setups')}</h2>
      <ul>
        {r.setups.map((s) => (
          <li key={s.id}>
            <strong>{t(`${ns}:setups.${s.id}.name`, { defaultValue: s.id })}</strong> ({t('lobby.players', { count: s.players })}):{' '}
            {s.roles.map((role) => t(`${ns}:roles.${role}.name`, { defaultValue: role })).join(', ')}
          </li>
        ))}
      </ul>
    </article>
  );
}
