import type { Translate } from '../types';
import { bold, lines, list } from './bbcode';

/**
 * The host's other posts of a forum-hosted game (issue #23): the count at the lock or hammer, the
 * night's results, a role PM and the end-of-game reveal. Names of roles, factions and results are
 * already in the thread's language (they come from the ruleset's locale); `t` gives the labels.
 */

/** Seed 001 rule 7: the count the host posts when a vote locks (or hammers) the day: the tally under a headline. */
export function renderLockedCount(input: { readonly day: number; readonly target: string; readonly tally: string }, t: Translate): string {
  return lines(bold(t('forum.hostPosts.lockTitle', { day: input.day, name: input.target })), input.tally);
}

export interface NightResultsInput {
  readonly night: number;
  /** Who died, each with the revealed role where the ruleset reveals it. */
  readonly deaths: readonly { readonly name: string; readonly role?: string; readonly faction?: string }[];
  /** Public announcements of the morning, already in the thread's language. */
  readonly announcements?: readonly string[];
}

/** The morning post: who died in the night (and as what, where roles are revealed), then the announcements. */
export function renderNightResults(input: NightResultsInput, t: Translate): string {
  const deaths = input.deaths.map((death) => {
    const role = death.role === undefined ? '' : death.faction === undefined ? ` — ${death.role}` : ` — ${death.role} (${death.faction})`;
    return t('forum.hostPosts.nightDeath', { name: bold(death.name), role });
  });
  return lines(
    bold(t('forum.hostPosts.nightTitle', { number: input.night })),
    deaths.length === 0 ? t('forum.hostPosts.nightNoDeaths') : deaths.join('\n'),
    ...(input.announcements ?? []),
  );
}

export interface RolePmInput {
  readonly player: string;
  readonly role: string;
  readonly faction: string;
  /** The role's own text (the ruleset's `roles.<id>.pm`, or its summary). */
  readonly roleText?: string;
  /** Teammates the player knows (a mafia's partners). */
  readonly team?: readonly string[];
  /** The faction's own text (how it wins), where the ruleset has one. */
  readonly factionText?: string;
  /** Seat attributes the ruleset names for their holder (russian-extended's negative role), in its words. */
  readonly attributes?: readonly { readonly label: string; readonly value: string }[];
}

/** Seed 001 rule 17 ("Read the rules and your Role PM"): the PM the host sends each player. */
export function renderRolePm(input: RolePmInput, t: Translate): string {
  return lines(
    bold(t('forum.hostPosts.pmTitle', { name: input.player })),
    t('forum.hostPosts.pmRole', { role: bold(input.role), faction: input.faction }),
    ...(input.attributes ?? []).map((a) => `${a.label}: ${bold(a.value)}`),
    input.roleText,
    input.team === undefined || input.team.length === 0 ? null : t('forum.hostPosts.pmTeam', { members: input.team.join(', ') }),
    input.factionText,
    t('forum.hostPosts.pmClosing'),
  );
}

export interface RevealInput {
  /** Winning factions' names, empty for a draw. */
  readonly winners: readonly string[];
  readonly players: readonly { readonly name: string; readonly role: string; readonly faction: string; readonly won: boolean; readonly fate?: string }[];
}

/** The end-of-game post: who won, then every player's role and faction (seed 001 Templates, "Game over"). */
export function renderReveal(input: RevealInput, t: Translate): string {
  const rows = input.players.map((player) => {
    const line = `${bold(player.name)} — ${player.role} (${player.faction})${player.fate === undefined ? '' : `, ${player.fate}`}`;
    return player.won ? `${line} — ${t('forum.hostPosts.revealWon')}` : line;
  });
  return lines(
    bold(t('forum.hostPosts.revealTitle')),
    input.winners.length === 0 ? t('forum.hostPosts.revealDraw') : t('forum.hostPosts.revealWinners', { factions: input.winners.join(', ') }),
    list(rows, true),
  );
}
