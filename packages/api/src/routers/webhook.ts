import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { WEBHOOK_URL_MAX_LENGTH } from '@mafia/db';
import type { ApiServices } from '../context';
import { HOSTS, memberProcedure, router } from '../trpc';
import { webhookTargetAllowed } from '../webhook-targets';

/**
 * A webhook URL (issue #21): http or https only (no `javascript:`, `file:` or `ftp:`), no user name
 * or password in it (they would be sent on every delivery and shown in the settings), at most
 * `WEBHOOK_URL_MAX_LENGTH` characters.
 */
export const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'webhook-url-invalid');

export interface WebhookSettings {
  /** Null when the game has no webhook. The secret is never read back: it is shown once, by `set`. */
  url: string | null;
  updatedAt: number | null;
}

function storeOf(services: ApiServices): NonNullable<ApiServices['webhooks']> {
  if (!services.webhooks) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'webhooks-unavailable' });
  return services.webhooks;
}

const hosts = memberProcedure(HOSTS);

export const webhookRouter = router({
  /** The game's webhook as its hosts see it: the URL, never the secret. */
  get: hosts.query(async ({ ctx }): Promise<WebhookSettings> => {
    const hook = await storeOf(ctx.services).get(ctx.game.id);
    return { url: hook?.url ?? null, updatedAt: hook?.updatedAt ?? null };
  }),

  /**
   * Sets or replaces the game's webhook with a new secret, answered this once (the host copies it
   * into the receiving bot to check the `x-mafia-signature` header); a replaced secret stops signing.
   */
  set: hosts.input(z.object({ url: webhookUrl })).mutation(async ({ ctx, input }): Promise<{ ok: true; url: string; secret: string }> => {
    // Server-side request forgery: no loopback, private, link-local, CGNAT, multicast or unspecified target.
    if (!ctx.services.webhookAllowPrivate && !(await webhookTargetAllowed(input.url))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'webhook-url-private' });
    }
    const secret = randomBytes(32).toString('base64url');
    const hook = await storeOf(ctx.services).set(ctx.game.id, input.url, secret, ctx.services.clock.now());
    return { ok: true, url: hook.url, secret };
  }),

  /** Stops the game's deliveries. */
  remove: hosts.mutation(async ({ ctx }): Promise<{ ok: true }> => {
    await storeOf(ctx.services).remove(ctx.game.id);
    return { ok: true };
  }),
});
