import type { Command, GameState, Rejection } from '@mafia/kernel';
import { proxiedMove } from '@mafia/kernel';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { accessEventsOf } from '../access-events';
import { intentOptions } from '../inputs';
import { ownView, runCommand, rulesetOf, visiblePostsOf, type CommandResult, type OwnView } from '../game-access';
import { readThreadVotes, voteCommand } from '../post-votes';
import { MAX_THREAD_PAGE, THREAD_PAGE, threadPage, type ThreadPage } from '../thread-pages';
import { sameViewer } from '../view-update';
import { viewStream } from '../view-stream';
import type { GameRecord } from '@mafia/db';
import type { ApiServices } from '../context';
import { ANY_MEMBER, memberProcedure, router, seatedProcedure, withSeat } from '../trpc';

const id = z.string().min(1).max(64);
const targets = z.array(z.string().min(1).max(64)).max(16);
const options = intentOptions.optional();
const body = z.string().trim().min(1).max(20_000);
// A will's length is the ruleset's to judge (`will-too-long`); this only bounds the request.
const willText = z.string().max(20_000);
const channel = z.string().min(1).max(80).regex(/^(thread|dead|faction:[\w-]+)$/, 'channel-name');
/** What the author marks the post as (the ruleset's `postTags` decide: a Russian wall, C-4). */
const postTags = z.array(z.string().min(1).max(40).regex(/^[a-z][a-z0-9-]*$/, 'tag-name')).max(4).optional();
/** A post's number in its channel (thread-pages.ts); a forum game of millions of posts is far off. */
const postNumber = z.number().int().min(1).max(10_000_000);
/** How often an open stream checks that its session still exists (a sign-out in another process). */
const SESSION_RECHECK_MS = 30_000;

const member = memberProcedure(ANY_MEMBER);

/**
 * One vote-like fragment of a thread post: counted (a vote for `target`, or an unvote), or not, with
 * the forum reason (`reason`: `not-bold`, `unknown-name`…, text `reasons.vote-<reason>`) or the
 * command's rejection (`rejections.<code>`: no vote open, not a voter…).
 */
export type PostVoteOutcome =
  | { text: string; counted: true; kind: 'vote' | 'unvote'; target?: string }
  | { text: string; counted: false; reason: string }
  | { text: string; counted: false; rejection: Rejection };

/**
 * How many entries one voter may add to a poll's history through the API (a cast, a withdrawal; a
 * changed vote is both): every member's view carries the history, and 1,000 toggles from one
 * account grew every view from 1.8 KB to 83 KB (issue #13). 200 is about 100 changes of mind in one
 * poll. The kernel itself stays unbounded (scenarios and the bench dispatch to the room directly).
 */
export const MAX_BALLOT_CHANGES = 200;

/** The rejection when the voter has used up their changes in the poll, or null. */
async function voteChangesLeft(services: ApiServices, gameId: string, pollId: string, seat: string): Promise<CommandResult | null> {
  const poll = (await services.rooms.state(gameId)).polls.find((p) => p.spec.id === pollId);
  let used = 0;
  for (const entry of poll?.history ?? []) if (entry.voter === seat) used += 1;
  return used >= MAX_BALLOT_CHANGES ? { ok: false, rejection: { code: 'too-many-vote-changes', params: { max: MAX_BALLOT_CHANGES } } } : null;
}

/**
 * The bold votes of a just-accepted thread post (issue #21), by the ruleset's own syntax
 * (`threadVotes`), or, where the ruleset has none, by the forum's (post-votes.ts: bold, written out,
 * English or Russian words, into the ballot that offers the name): each command goes the vote
 * panel's way (the change budget, then `runCommand`, durable before it answers), in the order the
 * post writes them; a refused one changes nothing. The answer says, per fragment, what counted and
 * why the rest did not.
 */
async function castPostVotes(services: ApiServices, game: GameRecord, seat: string, body: string, accountId: string): Promise<PostVoteOutcome[]> {
  const threadVotes = rulesetOf(services, game).definition.threadVotes;
  const state = await services.rooms.state(game.id);
  if (threadVotes) {
    const parsed = threadVotes(state, { seat, body });
    const outcomes: PostVoteOutcome[] = parsed.fragments.map((f) => ({ text: f.text, counted: false, reason: f.code }));
    for (const { command, text } of parsed.commands) outcomes.push(await castOne(services, game.id, seat, command, text, accountId));
    return outcomes;
  }
  const parsed = readThreadVotes(state, seat, body);
  const outcomes: PostVoteOutcome[] = parsed.rejections.map((r) => ({ text: r.text, counted: false, reason: r.code }));
  for (const vote of parsed.commands) {
    // Each vote meets the state the one before it left (a lock, a ballot to withdraw).
    const command = voteCommand(await services.rooms.state(game.id), seat, vote.kind === 'vote' ? { kind: 'vote', target: vote.target } : { kind: 'unvote' });
    outcomes.push(command ? await castOne(services, game.id, seat, command, vote.text, accountId) : { text: vote.text, counted: false, rejection: { code: 'unknown-poll' } });
  }
  return outcomes;
}

async function castOne(services: ApiServices, gameId: string, seat: string, command: Command, text: string, accountId: string): Promise<PostVoteOutcome> {
  const poll = 'poll' in command ? command.poll : null;
  const verdict = (poll !== null ? await voteChangesLeft(services, gameId, poll, seat) : null) ?? (await runCommand(services, gameId, command, accountId));
  if (verdict.ok) return { text, counted: true, kind: command.type === 'withdraw-ballot' ? 'unvote' : 'vote', ...(command.type === 'cast-ballot' ? { target: command.targets[0] ?? '' } : {}) };
  return { text, counted: false, rejection: verdict.rejection };
}

/** The time of a post or an edit, once the account's posting rate limit allows it (posts and edits share one budget). */
function postingNow(services: ApiServices, accountId: string): number {
  const now = services.clock.now();
  if (!services.limits.post.take(accountId, now)) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'posting-rate-limited' });
  return now;
}

export const gameRouter = router({
  /** The caller's own view: host view for hosts, the seat's for a seated player, the spectator's otherwise. */
  view: member.query(async ({ ctx }): Promise<OwnView> => {
    const state = await ctx.services.rooms.state(ctx.game.id);
    return ownView(rulesetOf(ctx.services, ctx.game), ctx.game, ctx.member, state, ctx.session.username);
  }),

  /**
   * One page of a channel's posts the caller may see (paged threads, issue #19): the posts before
   * number `before`, the page around number `around` (a "post #1234" link), or the last page. The
   * view carries only each channel's recent posts (`earlierPosts` says how many it leaves out).
   */
  thread: member
    .input(
      z
        .object({
          // Any channel name a host may post to; a channel the caller cannot see answers no posts.
          channel: z.string().min(1).max(80),
          before: postNumber.optional(),
          around: postNumber.optional(),
          limit: z.number().int().min(1).max(MAX_THREAD_PAGE).default(THREAD_PAGE),
        })
        .refine((input) => input.before === undefined || input.around === undefined, 'before-or-around'),
    )
    .query(async ({ ctx, input }): Promise<ThreadPage> => {
      const state = await ctx.services.rooms.state(ctx.game.id);
      return threadPage(visiblePostsOf(rulesetOf(ctx.services, ctx.game), ctx.member, state, ctx.session.username), input);
    }),

  // `proxy`: a move offered for another seat (`available` entries marked `proxy`: a servant's for his
  // absent master, russian-extended SV-6) is sent through its wrapper, built by the kernel.
  act: seatedProcedure.input(z.object({ ability: id, targets, options, proxy: z.object({ seat: id, via: id }).optional() })).mutation(
    withSeat(({ ctx, input, seat }) => {
      const move = { ability: input.ability, targets: input.targets, ...(input.options ? { options: input.options } : {}) };
      return runCommand(ctx.services, ctx.game.id, { type: 'submit-intent', seat, ...(input.proxy ? proxiedMove(input.proxy, move) : move) }, ctx.session.accountId);
    }),
  ),

  withdraw: seatedProcedure
    .input(z.object({ ability: id }))
    .mutation(withSeat(({ ctx, input, seat }) => runCommand(ctx.services, ctx.game.id, { type: 'withdraw-intent', seat, ability: input.ability }, ctx.session.accountId))),

  vote: seatedProcedure.input(z.object({ poll: id, slot: id.optional(), targets: targets.min(1) })).mutation(
    withSeat(async ({ ctx, input, seat }) =>
      (await voteChangesLeft(ctx.services, ctx.game.id, input.poll, seat)) ??
      runCommand(ctx.services, ctx.game.id, {
        type: 'cast-ballot',
        seat,
        poll: input.poll,
        targets: input.targets,
        ...(input.slot ? { slot: input.slot } : {}),
      }, ctx.session.accountId),
    ),
  ),

  unvote: seatedProcedure
    .input(z.object({ poll: id, slot: id.optional() }))
    .mutation(
      withSeat(async ({ ctx, input, seat }) =>
        (await voteChangesLeft(ctx.services, ctx.game.id, input.poll, seat)) ??
        runCommand(ctx.services, ctx.game.id, { type: 'withdraw-ballot', seat, poll: input.poll, ...(input.slot ? { slot: input.slot } : {}) }, ctx.session.accountId),
      ),
    ),

  /** Posts to the thread, the faction chat or the dead chat; the ruleset's posting rules decide. */
  post: seatedProcedure.input(z.object({ channel, body, tags: postTags })).mutation(
    withSeat(async ({ ctx, input, seat }) => {
      const { services } = ctx;
      const now = postingNow(services, ctx.member.accountId);
      const postId = services.newId();
      const result = await runCommand(services, ctx.game.id, { type: 'post', seat, channel: input.channel, body: input.body, id: postId, ...(input.tags ? { tags: input.tags } : {}) }, ctx.session.accountId);
      if (!result.ok) return result;
      await services.posts.create({
        gameId: ctx.game.id,
        channel: input.channel,
        authorAccountId: ctx.member.accountId,
        seatId: seat,
        body: input.body,
        flags: { postId },
        postId,
        createdAt: now,
      });
      if (input.channel !== 'thread') return result;
      return { ...result, votes: await castPostVotes(services, ctx.game, seat, input.body, ctx.session.accountId) };
    }),
  ),

  /** Edits one's own post where the ruleset allows it; the posts table follows the kernel's id. */
  editPost: seatedProcedure.input(z.object({ postId: id, body })).mutation(
    withSeat(async ({ ctx, input, seat }) => {
      const { services } = ctx;
      const now = postingNow(services, ctx.member.accountId);
      const result = await runCommand(services, ctx.game.id, { type: 'edit-post', seat, id: input.postId, body: input.body }, ctx.session.accountId);
      if (result.ok) await services.posts.editByPostId(ctx.game.id, input.postId, input.body, now);
      return result;
    }),
  ),

  /**
   * Writes or replaces the caller's last will (an empty text withdraws it), where the ruleset has
   * wills; the kernel refuses it for the dead and for too long a text. Durable before the ack, like every seat command.
   */
  writeWill: seatedProcedure
    .input(z.object({ text: willText }))
    .mutation(withSeat(({ ctx, input, seat }) => runCommand(ctx.services, ctx.game.id, { type: 'write-will', seat, text: input.text }, ctx.session.accountId))),

  /**
   * After the result, the caller's names in the ruleset's vote after the game (kernel
   * after-game-vote.ts; russian-extended's best players): added to his earlier ones, never taken
   * back (BP-2); an empty list declines (BP-1c). Refused where the ruleset holds no such vote.
   */
  afterGameVote: seatedProcedure
    .input(z.object({ names: z.array(id).max(64) }))
    .mutation(withSeat(({ ctx, input, seat }) => runCommand(ctx.services, ctx.game.id, { type: 'after-game-vote', seat, names: input.names }, ctx.session.accountId))),

  /**
   * Live view updates over SSE, tracked by the game's event seq. The first message is the caller's
   * whole own view; each later one only the parts that changed (`viewUpdate`), which the client
   * applies to the view it holds. A reconnecting client sends the last seq it saw (`lastEventId`)
   * and gets the whole current view only if something happened since.
   */
  updates: member
    .input(z.object({ lastEventId: z.string().max(20).nullish() }))
    .subscription(async function* ({ ctx, input, signal }) {
      const { services, game, session } = ctx;
      const ruleset = rulesetOf(services, game);
      const releaseStream = accessEventsOf(services).openStream(session.accountId, services.limits.streamsPerAccount);
      if (!releaseStream) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'too-many-streams' });
      let memberNow = ctx.member;
      const seatName = (state: GameState) => state.seats.find((s) => s.id === memberNow.seatId)?.name;
      // The seat's name when subscribing (the room keeps the state in memory: a cheap read).
      let knownName = seatName(await services.rooms.state(game.id));
      const view = (state: GameState, first: boolean): OwnView => {
        if (first) return ownView(ruleset, game, memberNow, state, session.username);
        const status = state.result ? 'finished' : state.seats.length > 0 ? 'running' : 'lobby';
        return ownView(ruleset, { ...game, status }, memberNow, state, session.username);
      };
      try {
        yield* viewStream({
          services,
          gameId: game.id,
          lastEventId: input.lastEventId,
          signal,
          view,
          // A sign-out in another server process reaches this one only through the database.
          recheckEveryMs: SESSION_RECHECK_MS,
          // This stream's membership or session may have changed (issue #13): re-authorize.
          pokes: (poke) => accessEventsOf(services).watch(game.id, session.accountId, session.id, poke),
          // A replacement moves the seat to another account, and the start gives a signed-up player
          // a seat: in both cases re-read who this subscriber now is. `viewerOf` already refuses the
          // seat's view from the replacement's seq on (the state names the new owner).
          recheckFor: (state) => seatName(state) !== knownName || (memberNow.seatId === null && memberNow.role === 'player' && state.seats.length > 0),
          recheck: async (state) => {
            const stillSignedIn = await services.sessions.findValid(session.id, services.clock.now());
            const row = stillSignedIn ? await services.members.find(game.id, memberNow.accountId) : null;
            // Signed out, or no longer a member of the game (removed from the lobby): the stream ends.
            if (!row) return false;
            memberNow = row;
            knownName = seatName(state);
            return true;
          },
          resend: (previous, next) => !previous || previous.memberRole !== next.memberRole || !sameViewer(previous.viewer, next.viewer),
        });
      } finally {
        releaseStream();
      }
    }),
});
