import { randomBytes } from 'node:crypto';
import { validateSetup, type Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { estimateBalance, type EstimateEvent } from '../balance-estimate';
import type { ApiServices } from '../context';
import { CUSTOM_SETUP_PREFIX, draftOf, setupDraftInput, setupOfDraft } from '../custom-setups';
import { accountProcedure, publicProcedure, router } from '../trpc';

const rulesetId = z.string().min(1).max(64);
/** Share ids are 16 base64url characters (12 random bytes). */
const shareId = z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'unknown-setup');
const draftInput = z.object({ rulesetId, draft: setupDraftInput });

/** Most games one estimate may play (each costs milliseconds of the server's one thread). */
export const ESTIMATE_MAX_GAMES = 2000;

function rulesetFor(services: ApiServices, id: string): Ruleset {
  const ruleset = services.rulesets.get(id);
  if (!ruleset) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-ruleset' });
  return ruleset;
}

/**
 * The setup editor (issue #22): a custom setup is checked by the kit and its ruleset
 * (`validateSetup`, problems as codes), saved once under a share id, read back by anyone with the
 * link, and estimated with the simulator's bots. A game is created from a saved setup with
 * `lobby.create` and setup id `custom:<shareId>`.
 */
export const setupsRouter = router({
  /** Problems of a draft (none: it can be saved and played) and its player count. */
  validate: publicProcedure.input(draftInput).query(({ ctx, input }) => {
    const ruleset = rulesetFor(ctx.services, input.rulesetId);
    const draft = draftOf(input.draft);
    return { problems: validateSetup(ruleset, draft), players: setupOfDraft('draft', draft).seats.length };
  }),

  /** Saves a valid draft; answers its share id and the setup id a game uses. A draft with problems is refused with them. */
  save: accountProcedure
    .input(draftInput.extend({ title: z.string().trim().min(1).max(120) }))
    .mutation(async ({ ctx, input }) => {
      const { services } = ctx;
      const ruleset = rulesetFor(services, input.rulesetId);
      const draft = draftOf(input.draft);
      const problems = validateSetup(ruleset, draft);
      if (problems.length > 0) return { ok: false as const, problems };
      const id = randomBytes(12).toString('base64url');
      await services.customSetups.save({ shareId: id, rulesetId: ruleset.id, title: input.title, draft: input.draft, createdBy: ctx.session.accountId, createdAt: services.clock.now() });
      return { ok: true as const, shareId: id, setupId: `${CUSTOM_SETUP_PREFIX}${id}` };
    }),

  /** A saved setup by its share id (public: the link is the capability). */
  get: publicProcedure.input(z.object({ shareId })).query(async ({ ctx, input }) => {
    const record = await ctx.services.customSetups.get(input.shareId);
    if (!record) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-setup' });
    const draft = setupDraftInput.parse(record.draft);
    return { shareId: record.shareId, setupId: `${CUSTOM_SETUP_PREFIX}${record.shareId}`, rulesetId: record.rulesetId, title: record.title, draft, createdAt: record.createdAt };
  }),

  /**
   * The balance estimate: `games` games with the simulator's `informed` strategy, played in chunks
   * between which the server serves other requests, streamed as progress events and then the win
   * rates with their 95% Wilson intervals and the win rate by day. A draft with problems is refused.
   */
  estimate: accountProcedure
    .input(draftInput.extend({ games: z.number().int().min(1).max(ESTIMATE_MAX_GAMES).default(400), seed: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).default('editor') }))
    .subscription(async function* ({ ctx, input, signal }): AsyncGenerator<EstimateEvent | { kind: 'refused'; problems: ReturnType<typeof validateSetup> }> {
      const { services } = ctx;
      const estimator = services.balance;
      if (!estimator) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'estimates-unavailable' });
      const ruleset = rulesetFor(services, input.rulesetId);
      const draft = draftOf(input.draft);
      const problems = validateSetup(ruleset, draft);
      if (problems.length > 0) {
        yield { kind: 'refused', problems };
        return;
      }
      yield* estimateBalance(estimator, ruleset, setupOfDraft('custom', draft), input.games, input.seed, signal);
    }),
});
