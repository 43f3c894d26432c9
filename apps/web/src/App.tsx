import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './components/LanguageSwitcher';
import { SignOut } from './components/SignOut';
import { href, navigate, useRoute } from './router';
import { Home } from './screens/Home';
import { SignIn } from './screens/SignIn';
import { useTRPC } from './trpc';

// The first screen (sign-in / games) stays small; the game, host console and rules load on demand.
const GameScreen = lazy(() => import('./screens/GameScreen'));
const RulesScreen = lazy(() => import('./screens/RulesScreen'));
const NotificationsScreen = lazy(() => import('./screens/NotificationsScreen'));

export function App() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const route = useRoute();
  const me = useQuery(trpc.auth.me.queryOptions());
  const signedIn = Boolean(me.data);
  const needsAccount = route.name === 'home' || route.name === 'game' || route.name === 'host';

  useEffect(() => {
    if (me.isSuccess && !me.data && needsAccount) navigate({ name: 'signin' });
  }, [me.isSuccess, me.data, needsAccount]);

  let screen: React.ReactNode;
  if (me.isPending) screen = <p role="status">{t('common.loading')}</p>;
  else if (route.name === 'signin') screen = <SignIn />;
  else if (route.name === 'rules') screen = <RulesScreen rulesetId={route.id} />;
  else if (!signedIn) screen = <SignIn />;
  else if (route.name === 'home') screen = <Home />;
  else if (route.name === 'notifications') screen = <NotificationsScreen />;
  else if (route.name === 'game' || route.name === 'host') screen = <GameScreen gameId={route.id} hostTab={route.name === 'host'} />;
  else screen = <p>{t('common.notFound')}</p>;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <header className="app-header">
        <a className="brand" href={href({ name: 'home' })}>
          {t('app.title')}
        </a>
        <nav aria-label={t('nav.label')}>
          {signedIn && <a href={href({ name: 'home' })}>{t('nav.games')}</a>}
          {me.data && <span className="muted">{t('nav.signedInAs', { name: me.data.username })}</span>}
          {me.data && <SignOut />}
          <LanguageSwitcher />
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>{screen}</Suspense>
      </main>
    </>
  );
}
