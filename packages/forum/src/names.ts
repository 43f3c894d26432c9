import type { ForumPlayer, PlayerId } from './types';

/**
 * Case-, whitespace- and punctuation-insensitive form of a name: `Bad Ash`, `bad_ash` and
 * `@BadAsh!` all become `badash`. Letters and digits of every script are kept (Russian names too).
 */
export function normalizeName(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(/ё/gu, 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export type NameMatch =
  | { readonly ok: true; readonly player: PlayerId }
  | { readonly ok: false; readonly code: 'missing-name' | 'unknown-name' | 'ambiguous-name'; readonly candidates: readonly PlayerId[] };

/**
 * Exact match on a player's name or one of their aliases after normalisation.
 * Prefixes and nicknames that the host did not list are unknown: seed 001 rule 6,
 * "Please be very clear as to who you are voting for, avoid nicknames".
 */
export function matchPlayerName(raw: string, players: readonly ForumPlayer[]): NameMatch {
  const wanted = normalizeName(raw);
  if (wanted === '') return { ok: false, code: 'missing-name', candidates: [] };
  const candidates = players
    .filter((player) => [player.name, ...(player.aliases ?? [])].some((name) => normalizeName(name) === wanted))
    .map((player) => player.id);
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return { ok: true, player: only };
  return { ok: false, code: candidates.length === 0 ? 'unknown-name' : 'ambiguous-name', candidates };
}
