import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../trpc';
import { ErrorMessage } from './Feedback';

/** The host's switch: anyone may watch this game without an account (issue #21). */
export function PublicSpectatorsToggle({ gameId, on }: { gameId: string; on: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  // The choice just made, shown until the game's data says so (a controlled box would spring back
  // between the answer and the refetch); forgotten if the change fails.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const set = useMutation(
    trpc.watch.setPublicSpectators.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.lobby.get.queryFilter({ gameId })),
      onError: () => setWanted(null),
    }),
  );
  useEffect(() => {
    if (wanted !== null && on === wanted) setWanted(null);
  }, [on, wanted]);
  const checked = wanted ?? on;
  return (
    <p className="public-spectators">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="publicSpectators"
          checked={checked}
          disabled={set.isPending}
          onChange={(e) => {
            setWanted(e.target.checked);
            set.mutate({ gameId, watchers: e.target.checked ? 'anyone' : 'members' });
          }}
        />{' '}
        {t('watch.publicSpectators')}
      </label>
      <ErrorMessage error={set.error} />
    </p>
  );
}
