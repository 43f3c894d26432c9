import { foldUsername } from '@mafia/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { accessEventsOf } from '../access-events';
import { dummyHash, hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from '../password';
import { newSessionToken, SESSION_TTL_MS, sessionCookie } from '../session';
import { accountProcedure, publicProcedure, router } from '../trpc';
import type { ApiContext } from '../context';

const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'username-characters');
const password = z.string().min(8).max(200);
const credentials = z.object({ username, password });

/** When each services object (one per server) last deleted expired sessions. */
const lastSweep = new WeakMap<ApiContext['services'], number>();
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes every expired session at most once an hour per server, on a sign-in or sign-up (the
 * moments sessions are made), so the table does not grow without end and no timer is needed.
 */
async function sweepSessions(services: ApiContext['services'], now: number): Promise<void> {
  if (now - (lastSweep.get(services) ?? -Infinity) < SWEEP_EVERY_MS) return;
  lastSweep.set(services, now);
  await services.sessions.deleteExpired(now);
}

async function openSession(ctx: ApiContext, accountId: string): Promise<void> {
  const { services } = ctx;
  const { token, id } = newSessionToken();
  const now = services.clock.now();
  await sweepSessions(services, now);
  await services.sessions.create({ id, accountId, expiresAt: now + SESSION_TTL_MS, createdAt: now });
  ctx.setCookie(sessionCookie(token, { secure: services.secureCookies }));
}

export const authRouter = router({
  signUp: publicProcedure.input(credentials).mutation(async ({ ctx, input }) => {
    if (!ctx.services.limits.signUpPerAddress.take(ctx.ip, ctx.services.clock.now())) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'sign-up-rate-limited' });
    }
    const created = await ctx.services.accounts.create({
      username: input.username,
      passwordHash: await hashPassword(input.password, ctx.services.passwordParams),
      createdAt: ctx.services.clock.now(),
    });
    if (!created.ok) throw new TRPCError({ code: 'CONFLICT', message: 'username-taken' });
    await openSession(ctx, created.account.id);
    return { accountId: created.account.id, username: created.account.username };
  }),

  signIn: publicProcedure.input(credentials).mutation(async ({ ctx, input }) => {
    const { services } = ctx;
    const now = services.clock.now();
    // Per (username, address), per address, and overall; never per username alone, so nobody can
    // lock a named user out from elsewhere (issue #13).
    const allowed =
      services.limits.signIn.take(`${foldUsername(input.username)}|${ctx.ip}`, now) &&
      services.limits.signInPerAddress.take(ctx.ip, now) &&
      services.limits.signInGlobal.take('all', now);
    if (!allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'sign-in-rate-limited' });
    const account = await services.accounts.findByUsername(input.username);
    // The same answer, in the same time, for an unknown name and a wrong password: an unknown name
    // is checked against a dummy hash, so names cannot be probed by answer or by timing.
    const params = services.passwordParams ?? PASSWORD_PARAMS;
    const verified = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash(params)));
    if (!account || !verified) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'invalid-credentials' });
    }
    // An old account without a folded-name key gets it now (migration 20261128001000_username_key).
    await services.accounts.ensureUsernameKey(account.id, account.username);
    // A hash made with weaker parameters is replaced now, while the password is at hand.
    if (needsRehash(account.passwordHash, params)) await services.accounts.updatePasswordHash(account.id, await hashPassword(input.password, params));
    await openSession(ctx, account.id);
    return { accountId: account.id, username: account.username };
  }),

  signOut: accountProcedure.mutation(async ({ ctx }) => {
    await ctx.services.sessions.delete(ctx.session.id);
    // Every live stream of this session ends (issue #13).
    accessEventsOf(ctx.services).changed({ kind: 'session', sessionId: ctx.session.id });
    ctx.setCookie(sessionCookie(null, { secure: ctx.services.secureCookies }));
    return { ok: true as const };
  }),

  me: publicProcedure.query(({ ctx }) =>
    ctx.session ? { accountId: ctx.session.accountId, username: ctx.session.username } : null,
  ),
});
