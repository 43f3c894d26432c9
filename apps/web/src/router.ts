import { useEffect, useState } from 'react';

/** Hash routes: the server serves one index.html, and links work without a router library. */
export type Route =
  | { name: 'home' }
  /** `next`: the page to return to after signing in (a game link opened before sign-in). */
  | { name: 'signin'; next?: string }
  | { name: 'game'; id: string }
  | { name: 'host'; id: string }
  | { name: 'rules'; id: string }
  /** A player's public profile (issue #21); `id` is the user name. */
  | { name: 'user'; id: string }
  | { name: 'notifications' }
  /** The setup editor (issue #22); `id` is a saved setup's share id. */
  | { name: 'setups'; id?: string }
  | { name: 'not-found' };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.split('?', 2);
  const parts = path.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, id, extra] = parts;
  if (!head) return { name: 'home' };
  if (head === 'signin' && !id) {
    const next = returnTarget(new URLSearchParams(query).get('next'));
    return next ? { name: 'signin', next } : { name: 'signin' };
  }
  if (head === 'notifications' && !id) return { name: 'notifications' };
  if (head === 'setups' && !extra) return id ? { name: 'setups', id } : { name: 'setups' };
  if (head === 'game' && id && !extra) return { name: 'game', id };
  if (head === 'game' && id && extra === 'host') return { name: 'host', id };
  if (head === 'rules' && id && !extra) return { name: 'rules', id };
  if (head === 'user' && id && !extra) return { name: 'user', id };
  return { name: 'not-found' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'not-found':
      return '#/';
    case 'signin':
      return route.next ? `#/signin?next=${encodeURIComponent(route.next)}` : '#/signin';
    case 'notifications':
      return '#/notifications';
    case 'setups':
      return route.id ? `#/setups/${encodeURIComponent(route.id)}` : '#/setups';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'host':
      return `#/game/${encodeURIComponent(route.id)}/host`;
    case 'rules':
      return `#/rules/${encodeURIComponent(route.id)}`;
    case 'user':
      return `#/user/${encodeURIComponent(route.id)}`;
  }
}

/**
 * A page worth returning to after sign-in: a game, its host console or a rules page of this app
 * (never another site, nor the sign-in page itself), or null.
 */
export function returnTarget(next: string | null | undefined): string | null {
  if (!next?.startsWith('#/')) return null;
  const route = parseRoute(next);
  return route.name === 'game' || route.name === 'host' || route.name === 'rules' || route.name === 'setups' ? href(route) : null;
}

export function navigate(route: Route): void {
  location.hash = href(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
