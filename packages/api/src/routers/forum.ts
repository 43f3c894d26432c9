import type { JsonObject } from '@mafia/kernel';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { ApiServices } from '../context';
import { applyPendingPosts } from '../forum/apply';
import { dealForum } from '../forum/deal';
import { importPagesInput, readForumPages, type PageProblem } from '../forum/read';
import { hostPosts, type HostPost } from '../forum/posts';
import { forumReport, type ForumReport } from '../forum/report';
import { forumSetupInput, forumTimeline, parseStoredSetup, seatIdOf, type ForumSetup } from '../forum/setup';
import { rulesetOf, runCommand, type CommandResult } from '../game-access';
import { LANGUAGE_CODES } from '@mafia/i18n';
import { accountProcedure, HOSTS, memberProcedure, router } from '../trpc';
import type { GameRecord } from '@mafia/db';
import { gameCreateInput } from './lobby';

const id = z.string().min(1).max(64);
const host = memberProcedure(HOSTS);

async function setupOf(services: ApiServices, game: GameRecord): Promise<ForumSetup> {
  const stored = await services.forum.setupOf(game.id);
  if (stored === null) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'not-a-forum-game' });
  return parseStoredSetup(stored);
}

/** Applies what waits for the game's phase, then reports (every forum mutation answers the report). */
async function settle(services: ApiServices, game: GameRecord, setup: ForumSetup): Promise<ForumReport> {
  await applyPendingPosts(services, game.id, setup, await services.forum.listPosts(game.id));
  const state = await services.rooms.state(game.id);
  return forumReport(setup, state, await services.forum.listPosts(game.id));
}

/**
 * A forum game's phases end when the thread's host says so (`forum.advance`), never by the
 * platform's timer: the deadline a ruleset sets for each step is cleared (`set-deadline null`).
 */
async function waitForHost(services: ApiServices, gameId: string): Promise<void> {
  const state = await services.rooms.state(gameId);
  if (state.clock.deadline !== null && !state.result) await services.rooms.dispatch(gameId, { type: 'set-deadline', deadline: null });
}

/** One token of the caller's command budget for a whole import: its votes are one host action. */
function takeCommandToken(services: ApiServices, accountId: string, gameId: string): CommandResult | null {
  const now = services.clock.now();
  if (!services.limits.commandPerAccount.take(accountId, now) || !services.limits.commandPerGame.take(gameId, now)) {
    return { ok: false, rejection: { code: 'command-rate-limited' } };
  }
  return null;
}

/**
 * Games hosted on an external forum (issue #23, docs/forum-games.md). The host creates the game
 * with the thread's players and timeline, imports saved pages as the thread grows, sends night
 * actions from the role PMs (`host.correctAction`) and advances the phases (`forum.advance`).
 * Host-only, every one of them.
 */
export const forumRouter = router({
  /**
   * Creates and starts a game of any ruleset played on an external forum: no sign-ups, the seats
   * are the thread's players (`s1` = the first), dealt by the ruleset with the seed unless the host
   * gives every role. Nothing is started when the deal fails.
   */
  create: accountProcedure
    .input(gameCreateInput.extend({ forum: forumSetupInput }))
    .mutation(async ({ ctx, input }): Promise<CommandResult & { gameId?: string }> => {
      const { services } = ctx;
      const ruleset = services.rulesets.get(input.rulesetId);
      if (!ruleset) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-ruleset' });
      const setup = ruleset.definition.setups.find((s) => s.id === input.setupId);
      if (!setup) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-setup' });
      const parsed = ruleset.parseSettings({ ...(setup.settings ?? {}), ...input.settings });
      if (!parsed.ok) return { ok: false, rejection: parsed.rejection };
      const names = new Set<string>();
      for (const player of input.forum.players) {
        const key = player.name.toLowerCase();
        if (names.has(key)) return { ok: false, rejection: { code: 'forum-duplicate-player', params: { name: player.name } } };
        names.add(key);
      }
      const seed = input.seed === undefined ? services.newSeed() : String(input.seed);
      const dealt = dealForum(ruleset, setup, input.forum, parsed.settings as JsonObject, seed);
      if (!dealt.ok) return dealt;
      const installed = services.rulesets.packageOf(ruleset.id);
      const now = services.clock.now();
      const game = await services.games.create({
        title: input.title,
        rulesetId: ruleset.id,
        ...(installed && { rulesetPackage: installed.packageName, rulesetVersion: installed.version }),
        setupId: setup.id,
        settings: parsed.settings,
        hostAccountId: ctx.session.accountId,
        seed,
        createdAt: now,
      });
      await services.members.add({ gameId: game.id, accountId: ctx.session.accountId, role: 'host', joinedAt: now });
      await services.forum.saveSetup(game.id, input.forum, now);
      const started = await runCommand(services, game.id, { type: 'start-game', ruleset: ruleset.id, settings: parsed.settings as JsonObject, seed, seats: dealt.seats }, ctx.session.accountId);
      if (!started.ok) return started;
      await waitForHost(services, game.id);
      await services.games.updateStatus(game.id, 'running', services.clock.now());
      return { ...started, gameId: game.id };
    }),

  /** The setup (players with their seats, timeline) and the host's report: posts, outcomes, flags, activity. */
  get: host.query(async ({ ctx }) => {
    const setup = await setupOf(ctx.services, ctx.game);
    const state = await ctx.services.rooms.state(ctx.game.id);
    return {
      setup,
      seats: setup.players.map((player, index) => ({ seat: seatIdOf(index), name: player.name, aliases: player.aliases })),
      report: forumReport(setup, state, await ctx.services.forum.listPosts(ctx.game.id)),
    };
  }),

  /**
   * Reads saved pages (or text copies) and stores their posts once each, by the forum's post id:
   * a re-import of overlapping pages adds nothing. Then the posts of the game's current phase are
   * applied (votes through the vote kernel). Unreadable pages store nothing and say why.
   */
  importPages: host
    .input(importPagesInput)
    .mutation(async ({ ctx, input }): Promise<CommandResult & { added?: number; updated?: number; unchanged?: number; engine?: string | null; problems: PageProblem[]; report?: ForumReport }> => {
      const { services, game } = ctx;
      const setup = await setupOf(services, game);
      const limited = takeCommandToken(services, ctx.session.accountId, game.id);
      if (limited) return { ...limited, problems: [] };
      const utcOffset = input.utcOffset ?? setup.utcOffset;
      const engine = input.engine ?? setup.engine;
      const read = readForumPages(input.pages, { ...(engine ? { engine } : {}), ...(utcOffset ? { utcOffset } : {}) });
      const fatal = read.problems.find((p) => p.fatal);
      if (fatal) return { ok: false, rejection: { code: `forum-${fatal.code}`, params: { page: fatal.page, ...fatal.params } }, problems: read.problems };
      // One import (or advance) of a game at a time: two would apply the same pending posts twice.
      return services.forum.withGameLock(game.id, async () => {
        const stored = await services.forum.importPosts(game.id, read.posts, services.clock.now());
        const report = await settle(services, game, await setupOf(services, game));
        const state = await services.rooms.state(game.id);
        return { ok: true as const, seq: state.seq, ...stored, engine: read.engine, problems: read.problems, report };
      });
    }),

  /** Replaces the timeline (the host adds each phase as it opens), the activity minimum, hosts or aliases. */
  updateSetup: host
    .input(
      z.object({
        phases: forumTimeline.optional(),
        minPosts: z.number().int().min(0).max(1_000).nullable().optional(),
        hosts: z.array(z.string().trim().min(1).max(64)).max(10).optional(),
        aliases: z.array(z.object({ seat: id, aliases: z.array(z.string().trim().min(1).max(64)).max(10) })).max(100).optional(),
      }),
    )
    .mutation(async ({ ctx, input }): Promise<CommandResult & { report?: ForumReport }> => {
      const { services, game } = ctx;
      const setup = await setupOf(services, game);
      const aliases = new Map((input.aliases ?? []).map((entry) => [entry.seat, entry.aliases]));
      for (const seat of aliases.keys()) {
        if (!setup.players.some((_, index) => seatIdOf(index) === seat)) return { ok: false, rejection: { code: 'unknown-seat', params: { seat } } };
      }
      const { minPosts: _old, ...rest } = setup;
      const minPosts = input.minPosts === undefined ? setup.minPosts : (input.minPosts ?? undefined);
      const next: ForumSetup = {
        ...rest,
        ...(minPosts === undefined ? {} : { minPosts }),
        phases: input.phases ?? setup.phases,
        hosts: input.hosts ?? setup.hosts,
        players: setup.players.map((player, index) => ({ ...player, aliases: aliases.get(seatIdOf(index)) ?? player.aliases })),
      };
      return services.forum.withGameLock(game.id, async () => {
        await services.forum.saveSetup(game.id, next, services.clock.now());
        const report = await settle(services, game, next);
        return { ok: true as const, seq: (await services.rooms.state(game.id)).seq, report };
      });
    }),

  /**
   * The host's posts as BBCode, copy-ready (issue #23): player list, the current phase's opening
   * post, the night's results, the running vote count and the count at the lock or hammer, every
   * role PM and, at the end, the reveal; in the thread's language unless another is asked for.
   */
  posts: host
    .input(z.object({ language: z.enum(LANGUAGE_CODES).optional() }))
    .query(async ({ ctx, input }): Promise<{ language: string; posts: HostPost[] }> => {
      const setup = await setupOf(ctx.services, ctx.game);
      const language = input.language ?? setup.language;
      const state = await ctx.services.rooms.state(ctx.game.id);
      return { language, posts: hostPosts(rulesetOf(ctx.services, ctx.game), state, language, setup.phases) };
    }),

  /**
   * Ends the current step (the day's vote, or the night: resolved by the existing path with its
   * trace; with host review on it waits for `host.publish`), then applies the imported posts that
   * waited for the new phase.
   */
  advance: host.mutation(async ({ ctx }): Promise<CommandResult & { report?: ForumReport }> => {
    const { services, game } = ctx;
    return services.forum.withGameLock(game.id, async () => {
      const setup = await setupOf(services, game);
      const closed = await runCommand(services, game.id, { type: 'close-step' }, ctx.session.accountId);
      if (!closed.ok) return closed;
      await waitForHost(services, game.id);
      return { ...closed, report: await settle(services, game, setup) };
    });
  }),
});
