import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { accessEventsOf } from '../access-events';
import { hashPassword, verifyPassword } from '../password';
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

async function openSession(ctx: ApiContext, accountId: string): Promise<void> {
  const { services } = ctx;
  const { token, id } = newSessionToken();
  const now = services.clock.now();
  await services.sessions.create({ id, accountId, expiresAt: now + SESSION_TTL_MS, createdAt: now });
  ctx.setCookie(sessionCookie(token, { secure: services.secureCookies }));
}

export const authRouter = router({
  signUp: publicProcedure.input(credentials).mutation(async ({ ctx, input }) => {
    const created = await ctx.services.accounts.create({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      createdAt: ctx.services.clock.now(),
    });
    if (!created.ok) throw new TRPCError({ code: 'CONFLICT', message: 'username-taken' });
    await openSession(ctx, created.account.id);
    return { accountId: created.account.id, username: created.account.username };
  }),

  signIn: publicProcedure.input(credentials).mutation(async ({ ctx, input }) => {
    const { services } = ctx;
    const key = `${input.username.toLowerCase()}|${ctx.ip}`;
    if (!services.limits.signIn.take(key, services.clock.now())) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'sign-in-rate-limited' });
    }
    const account = await services.accounts.findByUsername(input.username);
    // The same answer for an unknown name and a wrong password: names are not probed this way.
    if (!account || !(await verifyPassword(input.password, account.passwordHash))) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'invalid-credentials' });
    }
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
