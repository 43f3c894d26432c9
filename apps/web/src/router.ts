import { useEffect, useState } from 'react';

/** Hash routes: the server serves one index.html, and links work without a router library. */
export type Route =
  | { name: 'home' }
  | { name: 'signin' }
  | { name: 'game'; id: string }
  | { name: 'host'; id: string }
  | { name: 'rules'; id: string }
  | { name: 'notifications' }
  | { name: 'not-found' };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, id, extra] = parts;
  if (!head) return { name: 'home' };
  if (head === 'signin' && !id) return { name: 'signin' };
  if (head === 'notifications' && !id) return { name: 'notifications' };
  if (head === 'game' && id && !extra) return { name: 'game', id };
  if (head === 'game' && id && extra === 'host') return { name: 'host', id };
  if (head === 'rules' && id && !extra) return { name: 'rules', id };
  return { name: 'not-found' };
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'not-found':
      return '#/';
    case 'signin':
      return '#/signin';
    case 'notifications':
      return '#/notifications';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'host':
      return `#/game/${encodeURIComponent(route.id)}/host`;
    case 'rules':
      return `#/rules/${encodeURIComponent(route.id)}`;
  }
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
