import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { assignRoles, seatFrom, type Ruleset, type SetupDefinition, type SetupSeat } from '@mafia/ruleset-kit';
import type { CommandResult } from '../game-access';
import { seatIdOf, type ForumSetup } from './setup';

export type ForumDeal = { ok: true; seats: SeatSetup[] } | Extract<CommandResult, { ok: false }>;

/**
 * The seats of a forum-hosted game: one per thread player, `s1` = the first, named by the forum
 * name. When the host gives every player's role (dealt on the forum already, the usual case) each
 * player takes a seat of the setup with that role, so the roles must be exactly the setup's; the
 * ruleset's own deal (Gorny's buddies) is not run then. Otherwise the ruleset deals with the
 * game's seed, as in a lobby game. Pure.
 */
export function dealForum(ruleset: Ruleset, setup: SetupDefinition, forum: ForumSetup, settings: JsonObject, seed: string): ForumDeal {
  const given = forum.players.filter((p) => p.role !== undefined).length;
  if (given !== 0 && given !== forum.players.length) return { ok: false, rejection: { code: 'forum-roles-partial', params: { given, players: forum.players.length } } };
  if (ruleset.definition.signupCount !== 'ruleset' && forum.players.length !== setup.seats.length) {
    return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: setup.seats.length, signedUp: forum.players.length } } };
  }
  const players = forum.players.map((p, index) => ({ id: seatIdOf(index), name: p.name }));
  if (given > 0) {
    const free: SetupSeat[] = [...setup.seats];
    const seats: SeatSetup[] = [];
    for (const [index, player] of forum.players.entries()) {
      const at = free.findIndex((seat) => seat.role === player.role);
      const seat = free[at];
      if (at < 0 || !seat) return { ok: false, rejection: { code: 'forum-roles-not-in-setup', params: { player: player.name, role: player.role ?? '' } } };
      free.splice(at, 1);
      seats.push(seatFrom(ruleset, players[index] ?? { id: seatIdOf(index), name: player.name }, seat));
    }
    return { ok: true, seats };
  }
  const own = ruleset.definition.assign;
  const dealt = own ? own({ setup, settings, seed, players: players.map((p) => ({ ...p, options: {} })) }, ruleset) : ({ ok: true, ...assignRoles(ruleset, setup, players, seed) } as const);
  if (!dealt.ok) return dealt;
  return { ok: true, seats: dealt.seats };
}
