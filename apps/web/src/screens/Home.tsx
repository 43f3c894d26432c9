import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/Feedback';
import { MyGames } from '../components/MyGames';
import { SettingsForm } from '../components/SettingsForm';
import { settingFields, settingsFromForm } from '../lib/settings-form';
import { playersNeeded } from '../lib/lobby';
import { useRulesets } from '../lib/use-ruleset';
import { href, navigate } from '../router';
import { useTRPC } from '../trpc';
import { useOptionalText } from '../lib/optional';
import { ShownInEnglish } from '../components/ShownInEnglish';
import { ForumCreate } from '../components/forum/ForumCreate';

export function Home() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const games = useQuery(trpc.lobby.list.queryOptions({ limit: 50 }));
  const rulesetList = useQuery(trpc.rulesets.list.queryOptions());
  return (
    <div className="columns">
      <section aria-labelledby="games-title" className="card">
        <h1 id="games-title">{t('lobby.games')}</h1>
        {games.isPending && <p role="status">{t('common.loading')}</p>}
        {games.data && games.data.length === 0 && <p className="muted">{t('lobby.noGames')}</p>}
        <ul className="game-list">
          {games.data?.map((game) => (
            <li key={game.id}>
              <a href={href({ name: 'game', id: game.id })}>{game.title}</a>{' '}
              <span className={`badge status-${game.status}`}>{t(`lobby.status.${game.status}`)}</span>{' '}
              <span className="muted">
                {t(`${game.rulesetId}:name`, { defaultValue: game.rulesetId })} · {t('lobby.playerCount', { players: game.players, needed: playersNeeded(game, rulesetList.data ?? []) ?? '?' })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <CreateGame />
      <ForumCreate />
      <MyGames />
    </div>
  );
}

function CreateGame() {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const trpc = useTRPC();
  const list = useQuery(trpc.rulesets.list.queryOptions());
  const rulesets = list.data ?? [];
  useRulesets(rulesets.map((r) => r.id));
  const [title, setTitle] = useState('');
  const [rulesetId, setRulesetId] = useState('');
  const [setupId, setSetupId] = useState('');
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [seed, setSeed] = useState('');
  const [roleRequests, setRoleRequests] = useState(false);
  const [publicSpectators, setPublicSpectators] = useState(false);
  const ids = { title: useId(), ruleset: useId(), setup: useId(), seed: useId(), seedHint: useId(), roleRequests: useId(), publicSpectators: useId() };
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const setup = ruleset?.setups.find((s) => s.id === setupId) ?? ruleset?.setups[0];
  const fields = useMemo(() => settingFields(ruleset?.settingsSchema), [ruleset]);
  const create = useMutation(trpc.lobby.create.mutationOptions({ onSuccess: (r) => navigate({ name: 'game', id: r.gameId }) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ruleset || !setup) return;
    // A fixed seed makes the deal and the game reproducible (the server checks its shape too).
    const fixed = seed.trim();
    create.mutate({ title, rulesetId: ruleset.id, setupId: setup.id, settings: settingsFromForm(fields, values), roleRequests, publicSpectators, ...(fixed ? { seed: fixed } : {}) });
  };

  return (
    <section aria-labelledby="create-title" className="card">
      <h2 id="create-title">{t('lobby.create')}</h2>
      <p className="hint">
        <a href={href({ name: 'setups' })}>{t('setupEditor.open')}</a>
      </p>
      <form onSubmit={submit} className="stack">
        <label htmlFor={ids.title}>{t('lobby.title')}</label>
        <input id={ids.title} name="title" required maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor={ids.ruleset}>{t('lobby.ruleset')}</label>
        <select
          id={ids.ruleset}
          name="ruleset"
          value={ruleset?.id ?? ''}
          onChange={(e) => {
            setRulesetId(e.target.value);
            setSetupId('');
            setValues({});
          }}
        >
          {rulesets.map((r) => (
            <option key={r.id} value={r.id}>
              {t(`${r.id}:name`, { defaultValue: r.id })}
            </option>
          ))}
        </select>
        {ruleset && (
          <p className="hint">
            {opt(`${ruleset.id}:description`)} <ShownInEnglish textKey={`${ruleset.id}:name`} /> <a href={href({ name: 'rules', id: ruleset.id })}>{t('lobby.readRules')}</a>
          </p>
        )}
        <label htmlFor={ids.setup}>{t('lobby.setup')}</label>
        <select id={ids.setup} name="setup" value={setup?.id ?? ''} onChange={(e) => setSetupId(e.target.value)}>
          {ruleset?.setups.map((s) => (
            <option key={s.id} value={s.id}>
              {t(`${ruleset.id}:setups.${s.id}.name`, { defaultValue: s.id })} — {t('lobby.players', { count: s.players })}
            </option>
          ))}
        </select>
        {setup && ruleset && (
          <p className="hint">
            {setup.roles.map((role, i) => (
              <span key={i} className="chip">
                {t(`${ruleset.id}:roles.${role}.name`, { defaultValue: role })}
              </span>
            ))}
          </p>
        )}
        {ruleset && <SettingsForm fields={fields} values={values} namespace={ruleset.id} onChange={(name, value) => setValues({ ...values, [name]: value })} />}
        <label htmlFor={ids.publicSpectators}>
          <input id={ids.publicSpectators} type="checkbox" name="publicSpectators" checked={publicSpectators} onChange={(e) => setPublicSpectators(e.target.checked)} />{' '}
          {t('watch.publicSpectators')}
        </label>
        <details className="advanced">
          <summary>{t('lobby.advanced')}</summary>
          <label htmlFor={ids.seed}>{t('lobby.seed')}</label>
          <input
            id={ids.seed}
            name="seed"
            value={seed}
            maxLength={32}
            pattern="[A-Za-z0-9_\-]{1,32}"
            autoComplete="off"
            aria-describedby={ids.seedHint}
            onChange={(e) => setSeed(e.target.value)}
          />
          <p id={ids.seedHint} className="hint">
            {t('lobby.seedHint')}
          </p>
          <label htmlFor={ids.roleRequests}>
            <input id={ids.roleRequests} type="checkbox" name="roleRequests" checked={roleRequests} onChange={(e) => setRoleRequests(e.target.checked)} />{' '}
            {t('lobby.roleRequests')}
          </label>
        </details>
        <ErrorMessage error={create.error} />
        <button type="submit" className="primary" disabled={create.isPending || !ruleset}>
          {t('lobby.createSubmit')}
        </button>
      </form>
    </section>
  );
}
