/**
 * @mafia/api — the tRPC routers (auth, rulesets, lobby, game, host). Thin: validate with zod, check
 * who may call, hand the command to the room, answer with the caller's own view.
 */
export { appRouter, type AppRouter } from './router';
export {
  catalogOf,
  clientAddress,
  createContextFactory,
  defaultLimits,
  type ApiContext,
  type ApiServices,
  type ContextOptions,
  type HttpContextInput,
  type Limits,
  type LimitOptions,
  type RulesetCatalog,
  type SessionInfo,
} from './context';
export { onGameCommitted, ownView, viewerOf, type CommandResult, type OwnView } from './game-access';
export type { PostVoteOutcome } from './routers/game';
export { hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword, type ScryptParams } from './password';
export { RateLimiter, TokenBuckets } from './rate-limit';
export { CSRF_HEADER, SESSION_COOKIE, readCookie, sessionCookie } from './session';
export { exportPhasePost, exportPlayerList, exportVoteTally, translator, type ExportLocale } from './exports';
export { viewUpdate, type ViewUpdate } from './view-update';
export { MAX_THREAD_PAGE, recentPosts, THREAD_PAGE, threadPage, windowStart, type RecentPosts, type ThreadPage, type ThreadPageQuery } from './thread-pages';
export { estimateBalance, wilson, type BalanceEstimator, type EstimateEvent, type EstimateResult } from './balance-estimate';
export { hostOf, isPublicAddress, webhookTargetAllowed, type AddressLookup } from './webhook-targets';
