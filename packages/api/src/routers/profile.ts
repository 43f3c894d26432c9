import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { GameRecord } from '@mafia/db';
import { publicProcedure, router } from '../trpc';

/** The most recent games a profile looks at (one room state each). */
const MAX_PROFILE_GAMES = 100;

export interface ProfileGame {
  gameId: string;
  title: string;
  rulesetId: string;
  finishedAt: number | null;
  role: string;
  faction: string;
  won: boolean;
}

export interface Profile {
  username: string;
  /** Finished games the account played a seat in, that the caller may watch. */
  played: number;
  wins: number;
  /** How often the account held each role (`<rulesetId>:<role>`), over those games. */
  roles: Record<string, number>;
  games: ProfileGame[];
}

/**
 * Whether the caller may see this finished game's roles: the game is open to the public, or the
 * caller is one of its members. Roles of a members-only game stay among its members, even on a
 * profile page (issue #21).
 */
function mayWatch(game: GameRecord, callerGames: ReadonlySet<string>): boolean {
  return game.publicSpectators === true || callerGames.has(game.id);
}

export const profileRouter = router({
  /**
   * A simple public profile (issue #21): games played, wins and roles, counted over the finished
   * games the account held a seat in and the caller may watch. Games still running count nowhere:
   * their roles are secret.
   */
  get: publicProcedure.input(z.object({ username: z.string().min(1).max(32) })).query(async ({ ctx, input }): Promise<Profile> => {
    const { services } = ctx;
    const account = await services.accounts.findByUsername(input.username);
    if (!account) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-account' });
    const callerGames = new Set(ctx.session ? (await services.members.findByAccount(ctx.session.accountId)).map((m) => m.gameId) : []);
    const seats = (await services.members.findByAccount(account.id)).filter((m) => m.role === 'player' && m.seatId !== null);
    const games: ProfileGame[] = [];
    for (const member of seats.slice(-MAX_PROFILE_GAMES)) {
      const game = await services.games.get(member.gameId);
      if (!game || game.status === 'lobby' || !mayWatch(game, callerGames)) continue;
      // The state's result, not the row's status: the row follows the commit a moment later.
      const state = await services.rooms.state(game.id);
      const seat = state.seats.find((s) => s.id === member.seatId);
      if (!seat || !state.result) continue;
      games.push({ gameId: game.id, title: game.title, rulesetId: game.rulesetId, finishedAt: game.finishedAt, role: seat.role, faction: seat.faction, won: state.result.seats.includes(seat.id) });
    }
    games.sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0));
    const roles: Record<string, number> = {};
    for (const game of games) roles[`${game.rulesetId}:${game.role}`] = (roles[`${game.rulesetId}:${game.role}`] ?? 0) + 1;
    return { username: account.username, played: games.length, wins: games.filter((g) => g.won).length, roles, games };
  }),
});
