import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../router';
import { rejectedField, schemaFields, type FormField, type FormValues } from '../lib/settings-form';
import { useRuleset } from '../lib/use-ruleset';
import { useTRPC, type CommandResult, type LobbyGame } from '../trpc';
import { ErrorMessage, Rejection } from './Feedback';
import { SettingsForm, useFieldLabel } from './SettingsForm';

/** A stored setting as the form holds it: numbers as text, booleans as they are. */
function formValuesOf(fields: FormField[], settings: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const value = settings[field.name];
    if (typeof value === 'boolean') out[field.name] = value;
    else if (typeof value === 'number' || typeof value === 'string') out[field.name] = String(value);
  }
  return out;
}

/** Every field of the form, typed (the host saves the whole form: a value equal to the schema's default is still the host's choice). */
function settingsOf(fields: FormField[], values: FormValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '') continue;
    out[field.name] =
      field.kind === 'number' ? Number(value) : field.kind === 'boolean' ? Boolean(value) : String(value);
  }
  return out;
}

/**
 * Issue #21, before signing up: the game's setup (its roles, grouped by team) and its settings
 * (timers in hours and minutes), readable by everyone; the host edits the settings and may delete
 * a game that never started.
 */
export function LobbySetup({ lobby, ns, isHost }: { lobby: LobbyGame; ns: string; isHost: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const manifest = useRuleset(lobby.game.rulesetId);
  const fields = useMemo(() => schemaFields(manifest.data?.settingsSchema), [manifest.data]);
  const labelOf = useFieldLabel(ns, 'settings');
  const settings = (lobby.game.settings ?? {}) as Record<string, unknown>;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [result, setResult] = useState<CommandResult | null>(null);
  const gameId = lobby.game.id;
  const save = useMutation(
    trpc.lobby.updateSettings.mutationOptions({
      onSuccess: async (r) => {
        setResult(r);
        if (r.ok) setEditing(false);
        await queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId }));
      },
    }),
  );
  const remove = useMutation(
    trpc.lobby.delete.mutationOptions({
      onSuccess: (r) => {
        setResult(r);
        if (r.ok) navigate({ name: 'home' });
      },
    }),
  );
  const setup = manifest.data?.setups.find((s) => s.id === lobby.game.setupId);
  const durations = new Set(manifest.data?.durations ?? []);
  const factions = manifest.data?.factions ?? [];
  // Role chips grouped by team, in the ruleset's order of teams, each group's roles by name.
  const byTeam = factions
    .map((faction) => ({
      faction,
      roles: (setup?.roles ?? [])
        .filter((_, i) => (setup?.teams[i] ?? '') === faction)
        .map((role) => t(`${ns}:roles.${role}.name`, { defaultValue: role }))
        .sort((a, b) => a.localeCompare(b)),
    }))
    .filter((group) => group.roles.length > 0);
  const shown = (field: FormField): string => {
    const value = settings[field.name] ?? field.default;
    if (value === undefined) return '—';
    if (durations.has(field.name) && typeof value === 'number') {
      // Whole hours, minutes and seconds, the zero parts left out ("2 h 15 min", "30 s").
      const seconds = Math.round(value / 1000);
      const parts = [
        { key: 'lobby.durationHours', count: Math.floor(seconds / 3600) },
        { key: 'lobby.durationMinutes', count: Math.floor((seconds % 3600) / 60) },
        { key: 'lobby.durationSeconds', count: seconds % 60 },
      ].filter((p) => p.count > 0);
      return parts.length === 0 ? '0' : parts.map((p) => t(p.key, { count: p.count })).join(' ');
    }
    if (typeof value === 'boolean') return t(value ? 'lobby.yes' : 'lobby.no');
    if (field.kind === 'enum')
      return t(`${ns}:settings.${field.name}.options.${String(value)}`, {
        defaultValue: t(`settingValues.${String(value)}`, { defaultValue: String(value) }),
      });
    return String(value);
  };
  const rejection = result && !result.ok ? result.rejection : null;
  const invalid = rejectedField(rejection, fields);
  return (
    <section aria-labelledby="setup-title" className="card" data-testid="lobby-setup">
      <h2 id="setup-title">
        {t('lobby.setup')}:{' '}
        {t(`${ns}:setups.${lobby.game.setupId}.name`, { defaultValue: lobby.game.setupId })}
      </h2>
      {byTeam.map((group) => (
        <p key={group.faction} className="team-roles" data-team={group.faction}>
          <strong>{t(`${ns}:factions.${group.faction}.name`, { defaultValue: group.faction })}:</strong>{' '}
          {group.roles.map((name, i) => (
            <span key={i} className="chip">
              {name}
            </span>
          ))}
        </p>
      ))}
      {!editing && fields.length > 0 && (
        <dl className="settings-summary" data-testid="settings-summary">
          {fields.map((field) => (
            <div key={field.name}>
              <dt>{labelOf(field.name)}</dt>
              <dd data-setting={field.name}>{shown(field)}</dd>
            </div>
          ))}
        </dl>
      )}
      {isHost && lobby.game.status === 'lobby' && (
        <>
          {editing ? (
            <form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate({ gameId, settings: settingsOf(fields, values) });
              }}
            >
              <SettingsForm
                fields={fields}
                values={values}
                namespace={ns}
                onChange={(name, value) => {
                  setValues({ ...values, [name]: value });
                  // The rejection was of the values the host is now changing (issue #21).
                  setResult(null);
                  save.reset();
                }}
              />
              {invalid && <p className="error">{labelOf(invalid)}</p>}
              <div className="row">
                <button type="submit" className="primary" disabled={save.isPending}>
                  {t('lobby.saveSettings')}
                </button>
                <button type="button" onClick={() => setEditing(false)}>
                  {t('game.cancelEdit')}
                </button>
              </div>
            </form>
          ) : (
            <div className="row">
              {fields.length > 0 && (
                <button
                  type="button"
                  onClick={() => {
                    setValues(formValuesOf(fields, settings));
                    setEditing(true);
                  }}
                >
                  {t('lobby.editSettings')}
                </button>
              )}
              {lobby.myRole === 'host' && !confirmDelete && (
                <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
                  {t('lobby.deleteGame')}
                </button>
              )}
            </div>
          )}
          {confirmDelete && (
            <p role="alert">
              {t('lobby.deleteConfirm', { title: lobby.game.title })}{' '}
              <button
                type="button"
                className="danger"
                onClick={() => remove.mutate({ gameId })}
                disabled={remove.isPending}
              >
                {t('lobby.deleteYes')}
              </button>{' '}
              <button type="button" onClick={() => setConfirmDelete(false)}>
                {t('lobby.deleteNo')}
              </button>
            </p>
          )}
        </>
      )}
      <div aria-live="polite">
        <ErrorMessage error={save.error ?? remove.error} />
        <Rejection rejection={rejection} />
      </div>
    </section>
  );
}
