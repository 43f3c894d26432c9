import { TRPCError } from '@trpc/server';
import { isBoundedDeadline, MAX_DURATION_MS } from '@mafia/kernel';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '@mafia/i18n';
import { z } from 'zod';
import { membersChanged } from '../access-events';
import { intentOptions } from '../inputs';
import { exportPhasePost, exportPlayerList, exportVoteTally } from '../exports';
import { ownView, runCommand, rulesetOf, type CommandResult, type OwnView } from '../game-access';
import { HOSTS, memberProcedure, router } from '../trpc';

const id = z.string().min(1).max(64);
/** The largest valid JavaScript date (ECMA-262 TimeClip); nothing beyond it parses. */
const MAX_EPOCH_MS = 8.64e15;
const host = memberProcedure(HOSTS);
const options = intentOptions.optional();

export const hostRouter = router({
  /** The host's view: every seat, every intent, and the held-back night resolution with its trace. */
  view: host.query(async ({ ctx }): Promise<OwnView> => {
    const state = await ctx.services.rooms.state(ctx.game.id);
    return ownView(rulesetOf(ctx.services, ctx.game), ctx.game, ctx.member, state, ctx.session.username);
  }),

  /** Ends the current step now (advance the phase); with host review on, the night waits in `pending`. */
  closeStep: host.mutation(({ ctx }) => runCommand(ctx.services, ctx.game.id, { type: 'close-step' }, ctx.session.accountId)),
  publish: host.mutation(({ ctx }) => runCommand(ctx.services, ctx.game.id, { type: 'publish' }, ctx.session.accountId)),
  resolveAgain: host.mutation(({ ctx }) => runCommand(ctx.services, ctx.game.id, { type: 'resolve-again' }, ctx.session.accountId)),

  /** Corrects a seat's action during review (then `resolveAgain`). */
  correctAction: host
    .input(z.object({ seat: id, ability: id, targets: z.array(id).max(16), options }))
    .mutation(({ ctx, input }) =>
      runCommand(ctx.services, ctx.game.id, {
        type: 'host-submit-intent',
        seat: input.seat,
        ability: input.ability,
        targets: input.targets,
        ...(input.options ? { options: input.options } : {}),
      }, ctx.session.accountId),
    ),
  withdrawAction: host
    .input(z.object({ seat: id, ability: id }))
    .mutation(({ ctx, input }) => runCommand(ctx.services, ctx.game.id, { type: 'host-withdraw-intent', seat: input.seat, ability: input.ability }, ctx.session.accountId)),

  /** Sets the deadline (ms since epoch) or clears it (null: the step waits for the host). */
  setDeadline: host
    .input(z.object({ deadline: z.number().int().nonnegative().max(MAX_EPOCH_MS).nullable() }))
    .mutation(({ ctx, input }) => {
      // Issue #13: a deadline beyond the kernel's window is a bad request (4xx), and nothing is stored.
      if (input.deadline !== null && !isBoundedDeadline(input.deadline, ctx.services.clock.now())) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `deadline-out-of-range: at most ${MAX_DURATION_MS / 86_400_000} days ahead` });
      }
      return runCommand(ctx.services, ctx.game.id, { type: 'set-deadline', deadline: input.deadline }, ctx.session.accountId);
    }),

  /** Moves the current deadline by `byMs` (negative shortens; never before now). */
  extendDeadline: host
    .input(z.object({ byMs: z.number().int().min(-MAX_DURATION_MS).max(MAX_DURATION_MS) }))
    .mutation(async ({ ctx, input }): Promise<CommandResult> => {
      const state = await ctx.services.rooms.state(ctx.game.id);
      if (state.clock.deadline === null) return { ok: false, rejection: { code: 'no-deadline' } };
      const now = ctx.services.clock.now();
      const deadline = Math.max(now, state.clock.deadline + input.byMs);
      if (!isBoundedDeadline(deadline, now)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `deadline-out-of-range: at most ${MAX_DURATION_MS / 86_400_000} days ahead` });
      }
      return runCommand(ctx.services, ctx.game.id, { type: 'set-deadline', deadline }, ctx.session.accountId);
    }),

  modkill: host
    .input(z.object({ seat: id, reason: z.string().trim().min(1).max(64).regex(/^[\w-]+$/, 'reason-key') }))
    .mutation(({ ctx, input }) => runCommand(ctx.services, ctx.game.id, { type: 'modkill', seat: input.seat, reason: input.reason }, ctx.session.accountId)),

  /**
   * Exiles a living seat (kernel `exile`, seed 002: "The Moderators reserve the right to exile any
   * player for any reason"): out of the game without a death, told to the host and the seat only.
   */
  exile: host
    .input(z.object({ seat: id }))
    .mutation(({ ctx, input }) => runCommand(ctx.services, ctx.game.id, { type: 'exile', seat: input.seat }, ctx.session.accountId)),

  /** The host's own ballot in the vote after the game (BP-1a: the moderator votes too). */
  afterGameVote: host
    .input(z.object({ names: z.array(id).max(64) }))
    .mutation(({ ctx, input }) => runCommand(ctx.services, ctx.game.id, { type: 'host-after-game-vote', names: input.names }, ctx.session.accountId)),

  /**
   * Ends the vote after the game (BP-6), optionally with a lower pass mark (BP-4c; the ruleset
   * refuses one above its own) and players the host declines to count (BP-7).
   */
  closeAfterGameVote: host
    .input(
      z.object({
        passMark: z.object({ num: z.number().int().min(1).max(100), den: z.number().int().min(1).max(100) }).optional(),
        vetoed: z.array(id).max(64).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      runCommand(
        ctx.services,
        ctx.game.id,
        { type: 'close-after-game-vote', ...(input.passMark ? { passMark: input.passMark } : {}), ...(input.vetoed ? { vetoed: input.vetoed } : {}) },
        ctx.session.accountId,
      ),
    ),

  /**
   * Replaces the text of a seat's will before it is read out (kernel `edit-will`, seed 003 CB-11:
   * the host may alter a will that gives away too much); an empty text withdraws it. With host
   * review on, a night death waits for `publish`, which leaves the host time to edit.
   */
  editWill: host
    .input(z.object({ seat: id, text: z.string().max(20_000) }))
    .mutation(({ ctx, input }) => runCommand(ctx.services, ctx.game.id, { type: 'edit-will', target: input.seat, text: input.text }, ctx.session.accountId)),

  /**
   * Puts another account in a seat. The seat keeps its id, role and history (kernel
   * `player-replaced`); the new player must have signed up as a replacement or spectator, and the
   * old one becomes a spectator.
   */
  replace: host.input(z.object({ seat: id, username: z.string().min(1).max(32) })).mutation(async ({ ctx, input }): Promise<CommandResult> => {
    const { services, game } = ctx;
    const account = await services.accounts.findByUsername(input.username);
    const incoming = account ? await services.members.find(game.id, account.id) : null;
    if (!account || !incoming || (incoming.role !== 'replacement' && incoming.role !== 'spectator')) {
      return { ok: false, rejection: { code: 'not-a-replacement', params: { username: input.username } } };
    }
    const outgoing = (await services.members.listByGame(game.id)).find((m) => m.role === 'player' && m.seatId === input.seat);
    const result = await runCommand(services, game.id, { type: 'replace-player', seat: input.seat, name: account.username }, ctx.session.accountId);
    if (!result.ok) return result;
    // From the event's seq on, the state names the new owner and `viewerOf` gives the outgoing
    // player the spectator's view; the rows follow, and both accounts' live streams re-authorize.
    if (outgoing) await services.members.update(game.id, outgoing.accountId, { role: 'spectator', seatId: null });
    await services.members.update(game.id, account.id, { role: 'player', seatId: input.seat });
    membersChanged(services, game.id, account.id, ...(outgoing ? [outgoing.accountId] : []));
    return result;
  }),

  post: host
    .input(z.object({ channel: z.string().min(1).max(80), body: z.string().trim().min(1).max(20_000) }))
    .mutation(async ({ ctx, input }) => {
      const postId = ctx.services.newId();
      const result = await runCommand(ctx.services, ctx.game.id, { type: 'host-post', channel: input.channel, body: input.body, id: postId }, ctx.session.accountId);
      if (result.ok) {
        await ctx.services.posts.create({
          gameId: ctx.game.id,
          channel: input.channel,
          authorAccountId: ctx.member.accountId,
          seatId: null,
          body: input.body,
          flags: { postId },
          postId,
          createdAt: ctx.services.clock.now(),
        });
      }
      return result;
    }),

  addCoHost: host.input(z.object({ username: z.string().min(1).max(32) })).mutation(async ({ ctx, input }): Promise<CommandResult> => {
    const account = await ctx.services.accounts.findByUsername(input.username);
    if (!account) return { ok: false, rejection: { code: 'unknown-account', params: { username: input.username } } };
    const existing = await ctx.services.members.find(ctx.game.id, account.id);
    // The game's own host stays host: a co-host cannot demote them by naming them (issue #13).
    if (existing?.role === 'host' || account.id === ctx.game.hostAccountId) return { ok: false, rejection: { code: 'already-host', params: { username: input.username } } };
    if (existing?.role === 'player' && ctx.game.status !== 'lobby') return { ok: false, rejection: { code: 'player-cannot-cohost' } };
    if (existing) await ctx.services.members.update(ctx.game.id, account.id, { role: 'co-host', seatId: null });
    else await ctx.services.members.add({ gameId: ctx.game.id, accountId: account.id, role: 'co-host', joinedAt: ctx.services.clock.now() });
    membersChanged(ctx.services, ctx.game.id, account.id);
    return { ok: true, seq: 0 };
  }),

  /**
   * Issue #18 (russian-extended part 4 §4.1): a conduct sanction on a player, for rulesets with a
   * host-only `sanction` move (russian-extended: warning, lost vote, removal, technical defeat,
   * defeat; the rule broken, C-1…C-16). Recorded as the host's intent for the seat, so it is an
   * event of the game, announced and applied by the ruleset; a ruleset without it refuses
   * (`unknown-ability`).
   */
  sanction: host
    .input(
      z.object({
        seat: id,
        // russian-extended §4.1: S-1 `role-block` (with `block`: which roles), C-9 `mandatory-victim`, S-6 `disable` (with `block`), C-4 `wall-refused`, C-15 `green-ticket` too.
        kind: z.enum(['warning', 'lost-vote', 'removal', 'technical-defeat', 'defeat', 'role-block', 'mandatory-victim', 'disable', 'wall-refused', 'green-ticket']),
        rule: z.string().regex(/^C-(?:[1-9]|1[0-6])$/, 'conduct-rule'),
        block: z.enum(['civilian', 'negative', 'all']).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      runCommand(
        ctx.services,
        ctx.game.id,
        { type: 'host-submit-intent', seat: input.seat, ability: 'sanction', targets: [], options: { kind: input.kind, rule: input.rule, ...(input.block ? { block: input.block } : {}) } },
        ctx.session.accountId,
      ),
    ),

  /** BBCode for the forum thread: the player list, the vote tally, or the phase post. */
  export: host
    .input(z.object({ kind: z.enum(['players', 'tally', 'phase-post']), locale: z.enum(LANGUAGE_CODES).default(SOURCE_LANGUAGE), poll: id.optional() }))
    .query(async ({ ctx, input }) => {
      const state = await ctx.services.rooms.state(ctx.game.id);
      if (state.seats.length === 0) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'game-not-started' });
      if (input.kind === 'players') return { bbcode: exportPlayerList(state, input.locale) };
      if (input.kind === 'phase-post') return { bbcode: exportPhasePost(state, input.locale) };
      return { bbcode: exportVoteTally(state, input.locale, input.poll) };
    }),
});
