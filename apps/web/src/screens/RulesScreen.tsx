import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/Feedback';
import { abilityFacts, type AbilityInfo } from '../lib/abilities';
import { useOptionalText } from '../lib/optional';
import { useRuleset } from '../lib/use-ruleset';
import { ShownInEnglish } from '../components/ShownInEnglish';

/** An ability's name (the ruleset's `abilities.<id>.name`, else its id), what it does if the ruleset says, and when and how it is used. */
function AbilityItem({ ability, ns }: { ability: AbilityInfo; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const facts = abilityFacts(ability).map((fact) =>
    t(fact.key, { ...fact.params, ...(fact.steps ? { steps: fact.steps.map((s) => t(`${ns}:steps.${s}`, { defaultValue: s })).join(', ') } : {}) }),
  );
  const summary = opt(`${ns}:abilities.${ability.id}.summary`);
  return (
    <li>
      <strong>{t(`${ns}:abilities.${ability.id}.name`, { defaultValue: ability.id })}</strong>
      {summary && <> — {summary}</>} <span className="muted">({facts.join(', ')})</span>
    </li>
  );
}

function AbilityList({ abilities, ns }: { abilities: AbilityInfo[]; ns: string }) {
  return (
    <ul className="abilities">
      {abilities.map((a) => (
        <AbilityItem key={a.id} ability={a} ns={ns} />
      ))}
    </ul>
  );
}

/** The rules page, generated from the ruleset's manifest (factions, roles with their abilities, setups) and its texts in the reader's language. */
export default function RulesScreen({ rulesetId }: { rulesetId: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const ruleset = useRuleset(rulesetId);
  if (ruleset.error) return <ErrorMessage error={ruleset.error} />;
  if (!ruleset.data) return <p role="status">{t('common.loading')}</p>;
  const r = ruleset.data;
  const ns = r.id;
  const factionsWithAbilities = r.factions.filter((f) => (r.factionAbilities[f] ?? []).length > 0);
  return (
    <article className="card rules" aria-labelledby="rules-title">
      <h1 id="rules-title">{t('rules.title', { name: t(`${ns}:name`, { defaultValue: ns }) })}</h1>
      <p>
        {opt(`${ns}:description`)} <ShownInEnglish textKey={`${ns}:name`} />
      </p>
      <p className="muted">{t('rules.players', { min: r.players.min, max: r.players.max })}</p>
      <h2>{t('rules.factions')}</h2>
      <ul>
        {r.factions.map((f) => (
          <li key={f}>
            <strong>{t(`${ns}:factions.${f}.name`, { defaultValue: f })}</strong> {opt(`${ns}:factions.${f}.summary`)}
          </li>
        ))}
      </ul>
      {factionsWithAbilities.length > 0 && (
        <>
          <h2>{t('rules.factionAbilities')}</h2>
          <dl className="roles">
            {factionsWithAbilities.map((f) => (
              <div key={f}>
                <dt>{t(`${ns}:factions.${f}.name`, { defaultValue: f })}</dt>
                <dd>
                  <AbilityList abilities={r.factionAbilities[f] ?? []} ns={ns} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h2>{t('rules.roles')}</h2>
      <dl className="roles">
        {r.roles.map((role) => (
          <div key={role.id}>
            <dt>
              {t(`${ns}:roles.${role.id}.name`, { defaultValue: role.id })}{' '}
              <span className="chip">{t(`${ns}:factions.${role.faction}.name`, { defaultValue: role.faction })}</span>
            </dt>
            <dd>
              {opt(`${ns}:roles.${role.id}.summary`)}
              {role.abilities.length > 0 ? <AbilityList abilities={role.abilities} ns={ns} /> : <p className="small muted">{t('rules.noAbilities')}</p>}
            </dd>
          </div>
        ))}
      </dl>
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
