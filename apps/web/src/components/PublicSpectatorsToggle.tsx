import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../trpc';
import { ErrorMessage } from './Feedback';

/** The host's switch: anyone may watch this game without an account (issue #21). */
export function PublicSpectatorsToggle({ gameId, on }: { gameId: string; on: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const set = useMutation(
    trpc.watch.setPublicSpectators.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId })) }),
  );
  return (
    <p className="public-spectators">
      <label htmlFor={id}>
        <input id={id} type="checkbox" name="publicSpectators" checked={on} disabled={set.isPending} onChange={(e) => set.mutate({ gameId, watchers: e.target.checked ? 'anyone' : 'members' })} />{' '}
        {t('watch.publicSpectators')}
      </label>
      <ErrorMessage error={set.error} />
    </p>
  );
}
