import type { ForumPlayer, Translate } from '../types';
import { bold, lines, list, strike } from './bbcode';
import { eliminationText } from './labels';

/** Seed 001 Templates, "List of Players:": everyone who started, in sign-up order. */
export function renderPlayerList(players: readonly ForumPlayer[], t: Translate): string {
  return lines(bold(t('forum.players.title', { count: players.length })), list(players.map((player) => player.name), true));
}

/** Seed 001 Templates, "Players alive:". */
export function renderAlivePlayers(players: readonly ForumPlayer[], t: Translate): string {
  const alive = players.filter((player) => player.elimination === undefined);
  return lines(bold(t('forum.alive.title', { count: alive.length })), list(alive.map((player) => player.name), true));
}

/** Seed 001 Templates, "Players dead:", struck through, with what was revealed and how and when they died. */
export function renderDeadPlayers(players: readonly ForumPlayer[], t: Translate): string {
  const dead = players.filter((player) => player.elimination !== undefined);
  return lines(bold(t('forum.dead.title', { count: dead.length })), list(dead.map((player) => withDetails(strike(player.name), player, t)), false));
}

/** `name — role (faction), killed night 1`; the details come from `t`, the dash is the template's own. */
export function withDetails(name: string, player: ForumPlayer, t: Translate): string {
  const elimination = player.elimination;
  if (elimination === undefined) return name;
  const details: string[] = [];
  const { role, faction } = elimination;
  if (role !== undefined && faction !== undefined) details.push(t('forum.dead.revealedWithFaction', { role, faction }));
  else if (role !== undefined || faction !== undefined) details.push(t('forum.dead.revealed', { role: role ?? faction ?? '' }));
  details.push(eliminationText(t, elimination));
  return `${name} — ${details.join(', ')}`;
}
