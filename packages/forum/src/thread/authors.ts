import { matchPlayerName, normalizeName } from '../names';
import type { ForumPlayer, PlayerId } from '../types';

export type Author = { readonly kind: 'player'; readonly player: PlayerId } | { readonly kind: 'host' } | { readonly kind: 'other' };

/** Who wrote a post: a player (by forum name or listed alias), a host, or someone outside the game. */
export function identifyAuthor(author: string, players: readonly ForumPlayer[], hosts: readonly string[]): Author {
  const wanted = normalizeName(author);
  if (hosts.some((host) => normalizeName(host) === wanted)) return { kind: 'host' };
  const match = matchPlayerName(author, players);
  return match.ok ? { kind: 'player', player: match.player } : { kind: 'other' };
}
