import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/Feedback';
import { navigate } from '../router';
import { useTRPC } from '../trpc';

/** `next`: where to go once signed in (the game link the visitor opened), else the games list. */
export function SignIn({ next }: { next?: string | undefined }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'signIn' | 'signUp'>('signIn');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const ids = { user: useId(), pass: useId() };
  const done = {
    onSuccess: async () => {
      await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      if (next) location.hash = next;
      else navigate({ name: 'home' });
    },
  };
  const signIn = useMutation(trpc.auth.signIn.mutationOptions(done));
  const signUp = useMutation(trpc.auth.signUp.mutationOptions(done));
  const active = mode === 'signIn' ? signIn : signUp;

  // A message about the name or password the user is now correcting goes as they type (issue #21).
  const edited = (set: (value: string) => void, value: string) => {
    set(value);
    if (active.error) active.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    active.mutate({ username, password });
  };

  return (
    <section className="card narrow" aria-labelledby="signin-title">
      <h1 id="signin-title">{t(mode === 'signIn' ? 'auth.signInTitle' : 'auth.signUpTitle')}</h1>
      <form onSubmit={submit} className="stack">
        <label htmlFor={ids.user}>{t('auth.username')}</label>
        <input id={ids.user} name="username" autoComplete="username" required minLength={3} maxLength={32} value={username} onChange={(e) => edited(setUsername, e.target.value)} />
        <label htmlFor={ids.pass}>{t('auth.password')}</label>
        <input
          id={ids.pass}
          name="password"
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          required
          minLength={8}
          value={password}
          onChange={(e) => edited(setPassword, e.target.value)}
        />
        <p className="hint">{t('auth.passwordHint')}</p>
        <div aria-live="polite">
          <ErrorMessage error={active.error} />
        </div>
        <button type="submit" className="primary" disabled={active.isPending}>
          {t(mode === 'signIn' ? 'auth.signIn' : 'auth.signUp')}
        </button>
      </form>
      <button type="button" className="link-button" onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}>
        {t(mode === 'signIn' ? 'auth.toSignUp' : 'auth.toSignIn')}
      </button>
    </section>
  );
}
