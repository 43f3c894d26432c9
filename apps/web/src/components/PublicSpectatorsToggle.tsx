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
  // While the change is on its way the box shows the choice just made (a controlled box would spring back until the refetch).
  const checked = set.isPending && set.variables ? set.variables.watchers === 'anyone' : on;
  return (
    <p className="public-spectators">
      <label htmlFor={id}>
        <input id={id} type="checkbox" name="publicSpectators" checked={checked} disabled={set.isPending} onChange={(e) => set.mutate({ gameId, watchers: e.target.checked ? 'anyone' : 'members' })} />{' '}
        {t('watch.publicSpectators')}
      </label>
      <ErrorMessage error={set.error} />
    </p>
  );
}
