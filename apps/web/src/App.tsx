import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './components/LanguageSwitcher';
import { SignOut } from './components/SignOut';
import { href, navigate, useRoute } from './router';
import { Home } from './screens/Home';
import { Landing } from './screens/Landing';
import { SignIn } from './screens/SignIn';
import { useTRPC } from './trpc';

// The first screen (sign-in / games) stays small; the game, host console and rules load on demand.
const GameScreen = lazy(() => import('./screens/GameScreen'));
const RulesScreen = lazy(() => import('./screens/RulesScreen'));
const PublicGame = lazy(() => import('./screens/WatchScreen'));
const ProfileScreen = lazy(() => import('./screens/ProfileScreen'));
const NotificationsScreen = lazy(() => import('./screens/NotificationsScreen'));
const SetupEditor = lazy(() => import('./screens/SetupEditor'));

export function App() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const route = useRoute();
  const me = useQuery(trpc.auth.me.queryOptions());
  const signedIn = Boolean(me.data);
  // Anonymous visitors see the landing page and the rules; a game link sends them to sign in and back.
  const needsAccount = route.name === 'game' || route.name === 'host' || route.name === 'setups';
  const here = needsAccount ? href(route) : null;

  // The host console always needs an account; a game page may be public (PublicGame decides).
  useEffect(() => {
    if (me.isSuccess && !me.data && here && route.name === 'host') navigate({ name: 'signin', next: here });
  }, [me.isSuccess, me.data, here, route.name]);

  let screen: React.ReactNode;
  if (me.isPending) screen = <p role="status">{t('common.loading')}</p>;
  else if (route.name === 'signin') screen = <SignIn next={route.next} />;
  else if (route.name === 'rules') screen = <RulesScreen rulesetId={route.id} />;
  else if (route.name === 'user') screen = <ProfileScreen username={route.id} />;
  else if (!signedIn && route.name === 'home') screen = <Landing />;
  else if (!signedIn && route.name === 'game') screen = <PublicGame gameId={route.id} next={href(route)} />;
  else if (!signedIn) screen = <SignIn next={here ?? undefined} />;
  else if (route.name === 'home') screen = <Home />;
  else if (route.name === 'notifications') screen = <NotificationsScreen />;
  else if (route.name === 'setups') screen = <SetupEditor key={route.id ?? ''} shareId={route.id} />;
  else if (route.name === 'game' || route.name === 'host') screen = <GameScreen gameId={route.id} hostTab={route.name === 'host'} />;
  // Issue #21: every screen has a top-level heading, this one too.
  else
    screen = (
      <section className="card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('common.notFound')}</h1>
      </section>
    );

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
          {signedIn && <a href={href({ name: 'setups' })}>{t('setupEditor.open')}</a>}
          {me.isSuccess && !me.data && route.name !== 'signin' && <a href={href({ name: 'signin', ...(here ? { next: here } : {}) })}>{t('auth.signIn')}</a>}
          {me.data && <a href={href({ name: 'user', id: me.data.username })}>{t('nav.signedInAs', { name: me.data.username })}</a>}
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
