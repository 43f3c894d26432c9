import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EstimatePanel } from '../components/setup-editor/EstimatePanel';
import { ErrorMessage } from '../components/Feedback';
import { SettingsForm } from '../components/SettingsForm';
import {
  attributeKeys,
  draftOf,
  rowsOfDraft,
  rowsOfSetup,
  shareLink,
  type Draft,
  type DraftRow,
} from '../lib/setup-draft';
import { settingFields, settingsFromForm, type FormValues } from '../lib/settings-form';
import { useRuleset } from '../lib/use-ruleset';
import { navigate } from '../router';
import { useTRPC } from '../trpc';

/**
 * The setup editor (issue #22): a host composes a setup for any ruleset (roles and counts, factions,
 * modifiers, the ruleset's attributes such as 1923 families or Russian negative moves, and the
 * settings it presets such as the format), sees the ruleset's problems live, estimates the balance,
 * saves it under a share link, and creates a game from it. `shareId` opens a saved setup.
 */
export default function SetupEditor({ shareId }: { shareId?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery(trpc.rulesets.list.queryOptions());
  const shared = useQuery({
    ...trpc.setups.get.queryOptions({ shareId: shareId ?? '' }),
    enabled: Boolean(shareId),
    retry: false,
  });
  const [rulesetId, setRulesetId] = useState('');
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [values, setValues] = useState<FormValues>({});
  const [base, setBase] = useState<Record<string, string | number | boolean | null>>({});
  const [title, setTitle] = useState('');
  const [loadedShare, setLoadedShare] = useState<string | null>(null);
  const ids = { ruleset: useId(), start: useId(), title: useId() };
  const rulesets = list.data ?? [];
  const summary = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const manifest = useRuleset(summary?.id);
  const keys = useMemo(() => attributeKeys(summary?.setups ?? []), [summary]);
  const fields = useMemo(() => settingFields(summary?.settingsSchema), [summary]);

  const startFrom = (index: number, ruleset = summary) => {
    const setup = ruleset?.setups[index];
    if (!ruleset || !setup) return;
    setRows(rowsOfSetup(setup, attributeKeys(ruleset.setups)));
    setBase(setup.settings as Record<string, string | number | boolean | null>);
    setValues({});
  };
  // A fresh editor starts from the first ruleset's first shipped setup.
  useEffect(() => {
    if (!shareId && rows.length === 0 && summary) startFrom(0);
    // Once, when the rulesets arrive (startFrom reads the latest summary).
  }, [summary?.id]);
  // A share link opens the saved setup.
  useEffect(() => {
    const data = shared.data;
    if (!data || loadedShare === data.shareId) return;
    const ruleset = rulesets.find((r) => r.id === data.rulesetId);
    if (!ruleset) return;
    setLoadedShare(data.shareId);
    setRulesetId(data.rulesetId);
    setTitle(data.title);
    setRows(rowsOfDraft(data.draft, attributeKeys(ruleset.setups)));
    setBase(data.draft.settings);
    setValues({});
  }, [shared.data, rulesets, loadedShare]);

  const draft: Draft = useMemo(
    () => draftOf(rows, { ...base, ...settingsFromForm(fields, values) }),
    [rows, base, fields, values],
  );
  const validation = useQuery({
    ...trpc.setups.validate.queryOptions({ rulesetId: summary?.id ?? '', draft }),
    enabled: Boolean(summary),
    placeholderData: (previous) => previous,
  });
  const problems = validation.data?.problems ?? [];
  const valid = validation.isSuccess && problems.length === 0 && !validation.isPlaceholderData;
  const save = useMutation(trpc.setups.save.mutationOptions());
  const create = useMutation(
    trpc.lobby.create.mutationOptions({ onSuccess: (r) => navigate({ name: 'game', id: r.gameId }) }),
  );
  const savedId = save.data?.ok ? save.data.shareId : (shared.data?.shareId ?? null);
  const link = savedId ? shareLink(location.origin, location.pathname, savedId) : null;
  // The saved setup is what a game is made from; an edit after saving needs a new save.
  const savedDraft = save.data?.ok ? save.variables?.draft : shared.data?.draft;
  const unchanged = savedDraft !== undefined && JSON.stringify(savedDraft) === JSON.stringify(draft);

  const update = (index: number, change: Partial<DraftRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const roleName = (role: string) => t(`${summary?.id}:roles.${role}.name`, { defaultValue: role });
  const factionName = (faction: string) =>
    t(`${summary?.id}:factions.${faction}.name`, { defaultValue: faction });
  const attributeLabel = (key: string) =>
    key === 'family' || key === 'negative' ? t(`setupEditor.${key}`) : key;

  if (shareId && shared.isError)
    return (
      <p className="error" role="alert">
        {t('setupEditor.loadFailed')}
      </p>
    );
  if (!summary || !manifest.data) return <p role="status">{t('common.loading')}</p>;
  return (
    <div className="columns setup-editor">
      <section aria-labelledby="setup-editor-title" className="card">
        <h1 id="setup-editor-title">{t('setupEditor.title')}</h1>
        <p className="hint">{t('setupEditor.intro')}</p>
        <div className="stack">
          <label htmlFor={ids.ruleset}>{t('setupEditor.ruleset')}</label>
          <select
            id={ids.ruleset}
            name="ruleset"
            value={summary.id}
            onChange={(e) => {
              const next = rulesets.find((r) => r.id === e.target.value);
              setRulesetId(e.target.value);
              startFrom(0, next);
            }}
          >
            {rulesets.map((r) => (
              <option key={r.id} value={r.id}>
                {t(`${r.id}:name`, { defaultValue: r.id })}
              </option>
            ))}
          </select>
          <label htmlFor={ids.start}>{t('lobby.setup')}</label>
          <select id={ids.start} name="start" value="" onChange={(e) => startFrom(Number(e.target.value))}>
            <option value="" disabled>
              —
            </option>
            {summary.setups.map((s, i) => (
              <option key={s.id} value={i}>
                {t(`${summary.id}:setups.${s.id}.name`, { defaultValue: s.id })} —{' '}
                {t('lobby.players', { count: s.players })}
              </option>
            ))}
          </select>
        </div>
        <table className="setup-rows">
          <caption>{t('setupEditor.roles')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('setupEditor.role')}</th>
              <th scope="col">{t('setupEditor.count')}</th>
              <th scope="col">{t('setupEditor.faction')}</th>
              <th scope="col">{t('setupEditor.modifiers')}</th>
              {keys.map((key) => (
                <th key={key} scope="col">
                  {attributeLabel(key)}
                </th>
              ))}
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} data-row={i}>
                <td>
                  <select
                    name={`role-${i}`}
                    aria-label={t('setupEditor.role')}
                    value={row.role}
                    onChange={(e) => update(i, { role: e.target.value })}
                  >
                    {summary.roles.map((role) => (
                      <option key={role.id} value={role.id}>
                        {roleName(role.id)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    name={`count-${i}`}
                    aria-label={t('setupEditor.count')}
                    type="number"
                    min={0}
                    max={100}
                    value={row.count}
                    onChange={(e) =>
                      update(i, {
                        count: Math.max(0, Math.min(100, Math.trunc(Number(e.target.value) || 0))),
                      })
                    }
                  />
                </td>
                <td>
                  <select
                    name={`faction-${i}`}
                    aria-label={t('setupEditor.faction')}
                    value={row.faction}
                    onChange={(e) => update(i, { faction: e.target.value })}
                  >
                    <option value="">{t('setupEditor.factionDefault')}</option>
                    {summary.factions.map((faction) => (
                      <option key={faction} value={faction}>
                        {factionName(faction)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    name={`modifiers-${i}`}
                    aria-label={t('setupEditor.modifiers')}
                    value={row.modifiers}
                    maxLength={200}
                    onChange={(e) => update(i, { modifiers: e.target.value })}
                  />
                </td>
                {keys.map((key) => (
                  <td key={key}>
                    <input
                      name={`${key}-${i}`}
                      aria-label={attributeLabel(key)}
                      value={row.attributes[key] ?? ''}
                      maxLength={64}
                      onChange={(e) =>
                        update(i, { attributes: { ...row.attributes, [key]: e.target.value } })
                      }
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setRows(rows.filter((_, j) => j !== i))}
                  >
                    {t('setupEditor.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          name="add-role"
          onClick={() =>
            setRows([
              ...rows,
              {
                role: summary.roles[0]?.id ?? '',
                count: 1,
                faction: '',
                modifiers: '',
                attributes: Object.fromEntries(keys.map((k) => [k, ''])),
              },
            ])
          }
        >
          {t('setupEditor.addRole')}
        </button>
        <p>{t('setupEditor.players', { count: validation.data?.players ?? 0 })}</p>
        <SettingsForm
          fields={fields}
          values={{
            ...Object.fromEntries(
              Object.entries(base)
                .filter(([, v]) => v !== null)
                .map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]),
            ),
            ...values,
          }}
          namespace={summary.id}
          onChange={(name, value) => setValues({ ...values, [name]: value })}
        />
        <div className="setup-problems" aria-live="polite">
          {problems.length === 0 && validation.isSuccess && <p className="ok">{t('setupEditor.valid')}</p>}
          {problems.length > 0 && (
            <>
              <h2>{t('setupEditor.problems')}</h2>
              <ul>
                {problems.map((problem, i) => (
                  <li key={i} className="error" data-code={problem.code}>
                    {t(`setupEditor.problemsText.${problem.code}`, {
                      ...problem.params,
                      defaultValue: problem.code,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ErrorMessage error={validation.error} />
        </div>
        <label htmlFor={ids.title}>{t('setupEditor.gameTitle')}</label>
        <input
          id={ids.title}
          name="title"
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button
          type="button"
          name="save"
          className="primary"
          disabled={!valid || !title.trim() || save.isPending}
          onClick={() => save.mutate({ rulesetId: summary.id, title: title.trim(), draft })}
        >
          {t('setupEditor.save')}
        </button>
        <ErrorMessage error={save.error} />
        {link && (
          <p className="share">
            {t('setupEditor.saved')} <a href={link}>{link}</a>
          </p>
        )}
        {savedId && unchanged && (
          <button
            type="button"
            name="create-game"
            disabled={create.isPending}
            onClick={() =>
              create.mutate({
                title: title.trim() || savedId,
                rulesetId: summary.id,
                setupId: `custom:${savedId}`,
              })
            }
          >
            {t('setupEditor.createGame')}
          </button>
        )}
        <ErrorMessage error={create.error} />
      </section>
      <EstimatePanel rulesetId={summary.id} draft={draft} disabled={!valid} />
    </div>
  );
}
