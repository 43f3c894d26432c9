import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../trpc';
import { ErrorMessage } from './Feedback';

/**
 * The host's outgoing webhook for the game (issue #21): a URL the server POSTs the game's public
 * events to, signed with a secret shown here once, right after it is set (docs/webhooks.md).
 * An error under the field goes as soon as the URL is edited again.
 */
export function WebhookSettings({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const current = useQuery(trpc.webhook.get.queryOptions({ gameId }));
  const refresh = () => queryClient.invalidateQueries(trpc.webhook.get.queryFilter({ gameId }));
  const [url, setUrl] = useState('');
  const set = useMutation(trpc.webhook.set.mutationOptions({ onSuccess: () => refresh() }));
  const remove = useMutation(trpc.webhook.remove.mutationOptions({ onSuccess: () => refresh() }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    set.mutate({ gameId, url });
  };
  const invalid = (set.error?.data as { code?: string } | null | undefined)?.code === 'BAD_REQUEST';
  // The URL is well formed but aims at a loopback or private network (issue #21, SSRF).
  const privateTarget = invalid && set.error?.message === 'webhook-url-private';
  const errorId = `${inputId}-error`;
  return (
    <details className="card webhook-settings">
      <summary>{t('webhook.title')}</summary>
      <p className="small muted">{t('webhook.explain')}</p>
      <p data-testid="webhook-current">{current.data?.url ? t('webhook.current', { url: current.data.url }) : t('webhook.none')}</p>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('webhook.url')}</label>
        <input
          id={inputId}
          name="webhookUrl"
          type="url"
          inputMode="url"
          maxLength={2_000}
          value={url}
          aria-invalid={invalid}
          aria-describedby={errorId}
          onChange={(e) => {
            setUrl(e.target.value);
            // The message was about the text the host is now changing: it goes (issue #21).
            if (set.isError) set.reset();
          }}
        />
        <button type="submit" className="primary" disabled={set.isPending || url.trim() === ''}>
          {t('webhook.save')}
        </button>
        {current.data?.url && (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              set.reset();
              remove.mutate({ gameId });
            }}
          >
            {t('webhook.remove')}
          </button>
        )}
      </form>
      <div id={errorId} aria-live="polite">
        {invalid ? (
          <p role="alert" className="error">
            {t(privateTarget ? 'webhook.privateUrl' : 'webhook.invalidUrl')}
          </p>
        ) : (
          <ErrorMessage error={set.error ?? remove.error} />
        )}
      </div>
      {set.data && (
        <p className="notice" role="status">
          {t('webhook.secretOnce')} <code data-testid="webhook-secret">{set.data.secret}</code>
        </p>
      )}
    </details>
  );
}
