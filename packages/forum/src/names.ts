import type { ForumPlayer, PlayerId } from './types';

/**
 * Cyrillic and Greek letters that print the same as a Latin one (lower case, after NFKC). Players on
 * Russian-speaking forums type names in whichever layout is active, so `Dredd` with a Cyrillic `е`
 * is the name everyone reads as Dredd (seed 004 forums; seed 001 rule 6 asks for the name as written, and it is).
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const LOOKALIKE_LETTERS = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/**
 * Case-, whitespace-, punctuation- and look-alike-insensitive form of a name: `Bad Ash`, `bad_ash`,
 * `@BadAsh!` and `Bаd Ash` (Cyrillic `а`) all become `badash`. Letters and digits of every script
 * are kept, so Russian names stay distinct from each other (`Вася` and `Васа` differ).
 */
export function normalizeName(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(LOOKALIKE_LETTERS, (letter) => LOOKALIKES[letter] ?? letter);
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

export type AuthorMatch =
  | { readonly ok: true; readonly author: string }
  | { readonly ok: false; readonly code: 'unknown-name' | 'ambiguous-name'; readonly candidates: readonly string[] };

/**
 * Finds the forum user a host means by a name typed in a player list (`leopold stotch`, `Leo`):
 * the same normalisation as votes, then a unique prefix of at least three letters. Only for the host's
 * own input: votes stay exact (seed 001 rule 6, "avoid nicknames"), so this never decides a vote.
 */
export function matchAuthorName(raw: string, authors: readonly string[]): AuthorMatch {
  const wanted = normalizeName(raw);
  const distinct = [...new Set(authors)];
  const exact = distinct.filter((author) => normalizeName(author) === wanted);
  if (exact.length === 1 && exact[0] !== undefined) return { ok: true, author: exact[0] };
  if (exact.length > 1) return { ok: false, code: 'ambiguous-name', candidates: exact };
  const prefixed = wanted.length >= 3 ? distinct.filter((author) => normalizeName(author).startsWith(wanted)) : [];
  if (prefixed.length === 1 && prefixed[0] !== undefined) return { ok: true, author: prefixed[0] };
  return { ok: false, code: prefixed.length === 0 ? 'unknown-name' : 'ambiguous-name', candidates: prefixed };
}
