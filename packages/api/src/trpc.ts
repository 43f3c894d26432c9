import { initTRPC, TRPCError } from '@trpc/server';
import type { MemberRecord } from '@mafia/db';
import { z } from 'zod';
import type { ApiContext, SessionInfo } from './context';
import { inputProblem } from './input-guard';
import { notSeated, viewerOf, type CommandResult } from './game-access';

const t = initTRPC.context<ApiContext>().create({
  errorFormatter({ shape, error }) {
    // Input errors name the field and the problem, so a client can show which input was wrong.
    const issues = error.cause instanceof z.ZodError ? error.cause.issues.map((i) => ({ path: i.path.map(String), code: i.code, message: i.message })) : undefined;
    // No stack trace and no server-side message (a database error names files and tables) ever
    // leaves the server, in development or production (issue #13); the server logs them instead.
    const { stack: _stack, ...data } = shape.data;
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'internal-error' : shape.message;
    return { ...shape, message, data: { ...data, ...(issues ? { issues } : {}) } };
  },
});

export const router = t.router;
export const middleware = t.middleware;

/**
 * CSRF: every mutation must carry `x-mafia-csrf: 1`. Browsers only send custom headers cross-site
 * after a CORS preflight, which this server never grants, and the session cookie is SameSite=Lax.
 */
const csrf = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && !ctx.csrfHeader) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'csrf-header-missing' });
  }
  return next();
});

/** Every raw input is checked for NUL, lone surrogates and depth before any schema runs (input-guard.ts). */
const guardInput = t.middleware(async ({ getRawInput, next }) => {
  // A body that is not JSON (or none, for a mutation without input such as `auth.signOut`) is not
  // this check's to judge: a procedure with an input schema refuses it itself, one without never reads it.
  const raw = await getRawInput().catch(() => undefined);
  const problem = inputProblem(raw);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  return next();
});

export const publicProcedure = t.procedure.use(csrf).use(guardInput);

export const accountProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign-in-required' });
  return next({ ctx: { session: ctx.session as SessionInfo } });
});

export const gameInput = z.object({ gameId: z.string().min(1).max(64) });

export type MemberRole = MemberRecord['role'];

/** A member of the game in the input, with one of `roles`; otherwise FORBIDDEN (NOT_FOUND for no game). */
export function memberProcedure(roles: readonly MemberRole[]) {
  return accountProcedure.input(gameInput).use(async ({ ctx, input, next }) => {
    const game = await ctx.services.games.get(input.gameId);
    if (!game) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-game' });
    const member = await ctx.services.members.find(game.id, ctx.session.accountId);
    if (!member || !roles.includes(member.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'not-allowed-in-game' });
    }
    return next({ ctx: { game, member } });
  });
}

export const HOSTS: readonly MemberRole[] = ['host', 'co-host'];
export const ANY_MEMBER: readonly MemberRole[] = ['host', 'co-host', 'player', 'spectator', 'replacement'];

/**
 * A seated player's command (D5): `ctx.seat` is the seat the caller holds in the current state, or
 * null before the start or after the seat was handed to someone else (`viewerOf` checks the state's
 * name for the seat, so a replaced player cannot act for the seat's new owner even before the
 * member rows change). Resolvers take it through `withSeat`.
 */
export const seatedProcedure = memberProcedure(['player']).use(async ({ ctx, next }) => {
  const state = await ctx.services.rooms.state(ctx.game.id);
  const viewer = viewerOf(ctx.member, state, ctx.session.username);
  return next({ ctx: { seat: viewer.kind === 'seat' ? viewer.seat : null } });
});

/** Runs `resolve` with the caller's seat, or answers the not-seated rejection value (`game-not-started`). */
export function withSeat<Ctx extends { seat: string | null }, Input>(
  resolve: (options: { ctx: Ctx; input: Input; seat: string }) => Promise<CommandResult>,
): (options: { ctx: Ctx; input: Input }) => Promise<CommandResult> {
  return async ({ ctx, input }) => (ctx.seat === null ? notSeated : resolve({ ctx, input, seat: ctx.seat }));
}
