import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { GameRecord } from '@mafia/db';
import type { ApiContext } from '../context';
import { ownView, rulesetOf, type CommandResult, type OwnView } from '../game-access';
import { gameEnding, type GameEnding } from '../game-ending';
import { pollHistoryFor } from '@mafia/kernel';
import { archiveOf, type VoteHistory } from './history';
import { gameInput, HOSTS, memberProcedure, publicProcedure, router } from '../trpc';
import { watchStream } from '../watch-stream';

/**
 * Watching a game from outside it (issue #21). A game the host opened to the public
 * (`publicSpectators`) is watchable without an account; any other game only by its members. Either
 * way the watcher gets the kernel's spectator projection (`viewFor` with `{ kind: 'spectator' }`,
 * the one secret filter), never a seat's or the host's view, whoever asks.
 */
async function watchable(ctx: ApiContext, gameId: string): Promise<GameRecord> {
  const game = await ctx.services.games.get(gameId);
  if (!game) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-game' });
  if (game.publicSpectators === true) return game;
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign-in-required' });
  const member = await ctx.services.members.find(game.id, ctx.session.accountId);
  if (!member) throw new TRPCError({ code: 'FORBIDDEN', message: 'not-allowed-in-game' });
  return game;
}

export const watchRouter = router({
  /** The spectator's view of a game, for anyone allowed to watch it (no account needed when the game is public). */
  view: publicProcedure.input(gameInput).query(async ({ ctx, input }): Promise<OwnView> => {
    const game = await watchable(ctx, input.gameId);
    const state = await ctx.services.rooms.state(game.id);
    return ownView(rulesetOf(ctx.services, game), game, null, state);
  }),

  /** The vote history as spectators see it (`history.votes` for a watcher, member or not). */
  votes: publicProcedure.input(gameInput).query(async ({ ctx, input }): Promise<VoteHistory> => {
    const game = await watchable(ctx, input.gameId);
    const archive = await archiveOf(ctx.services.rooms, game.id);
    const viewer = { kind: 'spectator' } as const;
    return { seq: archive.state.seq, viewer, phases: pollHistoryFor(archive, viewer) };
  }),

  /**
   * The spectator's view live (issue #21): the same stream of whole view then patches as a
   * player's `game.updates`, of the spectator projection only. It ends when the caller may no
   * longer watch (the host closed the game to members, re-checked every `WATCH_RECHECK_MS`).
   */
  updates: publicProcedure
    .input(gameInput.extend({ lastEventId: z.string().max(20).nullish() }))
    .subscription(async function* ({ ctx, input, signal }) {
      const game = await watchable(ctx, input.gameId);
      const allowed = () => watchable(ctx, game.id).then(() => true, () => false);
      yield* watchStream(ctx, game, input.lastEventId, allowed, signal);
    }),

  /**
   * The host opens the game to spectators without an account, or closes it again. Whether the
   * full night traces are published after the end is `publishTraces`'s (issue #21).
   */
  setPublicSpectators: memberProcedure(HOSTS)
    // Named choices rather than a boolean: who may watch, members only or anyone.
    .input(gameInput.extend({ watchers: z.enum(['members', 'anyone']) }))
    .mutation(async ({ ctx, input }): Promise<CommandResult> => {
      await ctx.services.games.updateVisibility(ctx.game.id, { publicSpectators: input.watchers === 'anyone' });
      return { ok: true, seq: 0 };
    }),

  /**
   * The end of a finished game for anyone who may watch it (issue #21): every role and faction,
   * the winners and why, each phase's deaths and announcements, the votes as spectators saw them,
   * and the night traces once the host published them. Null while the game goes on.
   */
  ending: publicProcedure.input(gameInput).query(async ({ ctx, input }): Promise<GameEnding | null> => {
    const game = await watchable(ctx, input.gameId);
    const state = await ctx.services.rooms.state(game.id);
    if (!state.result) return null;
    return gameEnding(rulesetOf(ctx.services, game), state, await ctx.services.rooms.events(game.id, 0), game.tracesPublished === true);
  }),

  /** After the end, a host publishes every night's full trace to everyone who may watch (`game-not-over` before). */
  publishTraces: memberProcedure(HOSTS).mutation(async ({ ctx }): Promise<CommandResult> => {
    const state = await ctx.services.rooms.state(ctx.game.id);
    if (!state.result) return { ok: false, rejection: { code: 'game-not-over' } };
    await ctx.services.games.updateVisibility(ctx.game.id, { tracesPublished: true });
    return { ok: true, seq: 0 };
  }),
});
