import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playersNeeded } from '../lib/lobby';
import { rejectedField, schemaFields, valuesFromForm, type FormValues } from '../lib/settings-form';
import { useRuleset } from '../lib/use-ruleset';
import { useTRPC, type CommandResult, type LobbyGame } from '../trpc';
import { ErrorMessage, Rejection } from './Feedback';
import { LobbySetup } from './LobbySetup';
import { SchemaForm, useFieldLabel } from './SettingsForm';

type Attributes = Record<string, string | number | boolean>;

const attributesOf = (options: unknown): Attributes => {
  const attributes = options && typeof options === 'object' ? (options as { attributes?: unknown }).attributes : undefined;
  return attributes && typeof attributes === 'object' ? (attributes as Attributes) : {};
};

/**
 * Before the start: who signed up, join/leave, and the host's start button. A ruleset's own
 * sign-up options (1923 level and family group, a Gorny buddy) are a form generated from its
 * `signupSchema`; the player and the hosts see the options given.
 */
export function Signups({ lobby, ns }: { lobby: LobbyGame; ns: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const manifest = useRuleset(lobby.game.rulesetId);
  const fields = useMemo(() => schemaFields(manifest.data?.signupSchema), [manifest.data]);
  const labelOf = useFieldLabel(ns, 'signup');
  const [values, setValues] = useState<FormValues>({});
  const [result, setResult] = useState<CommandResult | null>(null);
  const gameId = lobby.game.id;
  const refresh = async (r: CommandResult) => {
    setResult(r);
    await queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId }));
    await queryClient.invalidateQueries(trpc.game.view.queryFilter({ gameId }));
  };
  const join = useMutation(trpc.lobby.join.mutationOptions({ onSuccess: refresh }));
  const leave = useMutation(trpc.lobby.leave.mutationOptions({ onSuccess: refresh }));
  const start = useMutation(trpc.lobby.start.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.lobby.removeSignup.mutationOptions({ onSuccess: refresh }));
  const players = lobby.members.filter((m) => m.role === 'player');
  const isHost = lobby.myRole === 'host' || lobby.myRole === 'co-host';
  const rejection = result && !result.ok ? result.rejection : null;
  const invalid = rejectedField(rejection, fields);
  const signUp = () => {
    const attributes = valuesFromForm(fields, values);
    join.mutate({ gameId, as: 'player', options: Object.keys(attributes).length > 0 ? { attributes } : {} });
  };
  // The failing field and zod's problem, in the reader's words rather than the schema's.
  const shown =
    rejection?.code === 'invalid-signup-options'
      ? {
          ...rejection,
          params: {
            ...rejection.params,
            path: invalid ? labelOf(invalid) : String(rejection.params?.['path'] ?? ''),
            problem: t(`lobby.problems.${String(rejection.params?.['problem'] ?? '')}`, { defaultValue: t('lobby.problems.invalid') }),
          },
        }
      : rejection;
  const optionsText = (options: unknown) =>
    Object.entries(attributesOf(options))
      .map(([name, value]) => `${labelOf(name)}: ${typeof value === 'boolean' ? (value ? t('lobby.yes') : t('lobby.no')) : t(`${ns}:signup.${name}.${String(value)}`, { defaultValue: String(value) })}`)
      .join(', ');
  return (
    <>
    <section aria-labelledby="signups-title" className="card">
      <h1 id="signups-title">{lobby.game.title}</h1>
      <p className="muted">
        {t(`${ns}:name`, { defaultValue: ns })} · {t(`${ns}:setups.${lobby.game.setupId}.name`, { defaultValue: lobby.game.setupId })} ·{' '}
        {t('lobby.playerCount', { players: lobby.game.players, needed: playersNeeded(lobby.game, manifest.data ? [manifest.data] : []) ?? '?' })}
      </p>
      <h2>{t('lobby.signedUp')}</h2>
      <ul className="players" data-testid="signups">
        {players.map((m) => (
          <li key={m.username}>
            {m.username}
            {'signupOptions' in m && optionsText(m.signupOptions) && <span className="small muted"> ({optionsText(m.signupOptions)})</span>}
            {isHost && (
              <>
                {' '}
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => remove.mutate({ gameId, username: m.username })}
                  disabled={remove.isPending}
                  aria-label={t('lobby.removeSignupOf', { name: m.username })}
                >
                  {t('lobby.removeSignup')}
                </button>
              </>
            )}
          </li>
        ))}
        {players.length === 0 && <li className="muted">{t('lobby.nobodyYet')}</li>}
      </ul>
      <p className="small muted">
        {t('lobby.hosts')}: {lobby.members.filter((m) => m.role === 'host' || m.role === 'co-host').map((m) => m.username).join(', ')}
      </p>
      {lobby.myRole === null && fields.length > 0 && (
        <SchemaForm
          fields={fields}
          values={values}
          namespace={ns}
          section="signup"
          legend={t('lobby.signupOptions')}
          invalid={invalid}
          onChange={(name, value) => setValues({ ...values, [name]: value })}
        />
      )}
      <div className="row">
        {lobby.myRole === null && (
          <>
            <button type="button" className="primary" onClick={signUp} disabled={join.isPending}>
              {t('lobby.join')}
            </button>
            <button type="button" onClick={() => join.mutate({ gameId, as: 'spectator' })}>
              {t('lobby.watch')}
            </button>
          </>
        )}
        {(lobby.myRole === 'player' || lobby.myRole === 'spectator') && (
          <button type="button" onClick={() => leave.mutate({ gameId })}>
            {t('lobby.leave')}
          </button>
        )}
        {isHost && (
          <button type="button" className="primary" onClick={() => start.mutate({ gameId })} disabled={start.isPending}>
            {t('lobby.start')}
          </button>
        )}
      </div>
      <ErrorMessage error={join.error ?? leave.error ?? start.error ?? remove.error} />
      <Rejection rejection={shown} />
    </section>
    <LobbySetup lobby={lobby} ns={ns} isHost={isHost} />
    </>
  );
}
