import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigate } from '../router';
import { useTRPC } from '../trpc';

export function SignOut() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        await queryClient.resetQueries();
        navigate({ name: 'signin' });
      },
    }),
  );
  return (
    <button type="button" className="link-button" onClick={() => signOut.mutate()}>
      {t('nav.signOut')}
    </button>
  );
}
