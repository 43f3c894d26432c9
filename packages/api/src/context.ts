import type { IncomingHttpHeaders } from 'node:http';
import type {
  AccountRepository,
  ForumGameRepository,
  GameRepository,
  MemberRepository,
  NoteStore,
  PostRepository,
  SessionRepository,
  WebhookStore,
  CustomSetupStore,
} from '@mafia/db';
import type { Clock, GameRooms } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import type { ScryptParams } from './password';
import type { BalanceEstimator } from './balance-estimate';
import { RateLimiter, TokenBuckets } from './rate-limit';
import { CSRF_HEADER, readCookie, SESSION_COOKIE, sessionIdOf } from './session';

/** The rulesets the server offers, by id (apps/server passes the @mafia/rulesets registry). */
export interface RulesetCatalog {
  list(): readonly Ruleset[];
  get(id: string): Ruleset | undefined;
  /** The installed package of a ruleset and its version (issue #20); undefined when unknown. */
  packageOf(id: string): InstalledRulesetPackage | undefined;
}

export interface InstalledRulesetPackage {
  packageName: string;
  version: string;
}

export function catalogOf(
  rulesets: readonly Ruleset[],
  packageOf: (id: string) => InstalledRulesetPackage | undefined = () => undefined,
): RulesetCatalog {
  const byId = new Map(rulesets.map((ruleset) => [ruleset.id, ruleset]));
  return { list: () => rulesets, get: (id) => byId.get(id), packageOf };
}

export interface ApiServices {
  accounts: AccountRepository;
  sessions: SessionRepository;
  games: GameRepository;
  members: MemberRepository;
  posts: PostRepository;
  /** Members' private notes per game (issue #7). */
  notes: NoteStore;
  /** Games hosted on an external forum (issue #23): their setup and the posts read from saved pages. */
  forum: ForumGameRepository;
  /** Games' outgoing webhooks (issue #21); absent, the `webhook` routes answer `webhooks-unavailable`. */
  webhooks?: WebhookStore;
  /** Custom setups of the setup editor (issue #22), by share id. */
  customSetups: CustomSetupStore;
  /** Plays the setup editor's balance estimate (issue #22); absent, `setups.estimate` answers `estimates-unavailable`. */
  balance?: BalanceEstimator;
  /**
   * Lets `webhook.set` accept loopback and private targets (`MAFIA_WEBHOOK_ALLOW_PRIVATE`, a
   * self-hosted bot on the operator's network); off, they are refused (server-side request forgery).
   */
  webhookAllowPrivate?: boolean;
  rooms: GameRooms;
  rulesets: RulesetCatalog;
  clock: Clock;
  limits: Limits;
  /** Secure cookies when served over https. */
  secureCookies: boolean;
  /** scrypt parameters for new hashes (default `PASSWORD_PARAMS`; tests choose cheaper ones to run fast). */
  passwordParams?: ScryptParams;
  newId(): string;
  newSeed(): string;
}

/** Every limit of the API (in-process; README "Security"). */
export interface Limits {
  /**
   * Sign-in attempts per (username, address): a guesser at one address is stopped without the
   * named user being locked out from anywhere else (the key is never the username alone).
   */
  signIn: RateLimiter;
  /** Sign-in attempts per address, whatever the username (password spraying). */
  signInPerAddress: RateLimiter;
  /** Sign-in attempts from everyone together (a spraying botnet). */
  signInGlobal: RateLimiter;
  /** Accounts created per address. */
  signUpPerAddress: RateLimiter;
  post: RateLimiter;
  /** Game commands (votes, actions, posts, host commands) per account. */
  commandPerAccount: TokenBuckets;
  /** Game commands per game, whoever sends them. */
  commandPerGame: TokenBuckets;
  /** Live update streams open at once per account. */
  streamsPerAccount: number;
}

/** The limits an operator may change (apps/server env; tests that sign many accounts up from one address). */
export interface LimitOptions {
  /** Accounts created per address per hour (default 10: a household or a club, not a script). */
  signUpsPerAddressPerHour?: number;
  /** Sign-in attempts per address per minute, whatever the username (default 30). */
  signInsPerAddressPerMinute?: number;
}

export function defaultLimits(options: LimitOptions = {}): Limits {
  return {
    // 10 sign-in attempts per username and address per minute; 20 posts per account per minute.
    signIn: new RateLimiter(10, 60_000),
    signInPerAddress: new RateLimiter(options.signInsPerAddressPerMinute ?? 30, 60_000),
    signInGlobal: new RateLimiter(1_000, 60_000),
    signUpPerAddress: new RateLimiter(options.signUpsPerAddressPerHour ?? 10, 3_600_000),
    post: new RateLimiter(20, 60_000),
    // A burst of 30 commands, then three a second: above a person's clicking, far below a script.
    commandPerAccount: new TokenBuckets(30, 3),
    // A 400-seat game voting at once is mostly within the burst; a sustained 50 a second is a flood
    // (bench/server.ts drives 25 a second per game).
    commandPerGame: new TokenBuckets(200, 50),
    streamsPerAccount: 8,
  };
}

export interface SessionInfo {
  id: string;
  accountId: string;
  username: string;
}

export interface ApiContext {
  services: ApiServices;
  session: SessionInfo | null;
  /** The CSRF header was present (checked on every mutation). */
  csrfHeader: boolean;
  /** Client address, for rate limits. */
  ip: string;
  setCookie(value: string): void;
}

export interface HttpContextInput {
  req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string | undefined } };
  res: { getHeader(name: string): unknown; setHeader(name: string, value: string | string[]): unknown };
}

export interface ContextOptions {
  /**
   * Behind a reverse proxy (apps/server `MAFIA_TRUST_PROXY`): the client's address is the last one
   * in `X-Forwarded-For`, the one the proxy added. Off, the header is ignored: any client could
   * send one and choose the address its rate limits are counted under.
   */
  trustProxy?: boolean;
}

/** The address rate limits count under (see `ContextOptions.trustProxy`). */
export function clientAddress(req: HttpContextInput['req'], trustProxy: boolean): string {
  const socket = req.socket?.remoteAddress ?? 'unknown';
  if (!trustProxy) return socket;
  const header = req.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim()).filter(Boolean);
  return list[list.length - 1] ?? socket;
}

/** Builds the per-request context: the session from the httpOnly cookie, the CSRF header, the address. */
export function createContextFactory(services: ApiServices, options: ContextOptions = {}) {
  return async ({ req, res }: HttpContextInput): Promise<ApiContext> => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    let session: SessionInfo | null = null;
    if (token) {
      const id = sessionIdOf(token);
      const found = await services.sessions.findValid(id, services.clock.now());
      const account = found ? await services.accounts.findById(found.accountId) : null;
      if (found && account) session = { id, accountId: account.id, username: account.username };
      // An expired (or unknown) session presented is deleted on use (issue #13); the rest go in `sweepSessions`.
      else await services.sessions.delete(id);
    }
    return {
      services,
      session,
      csrfHeader: req.headers[CSRF_HEADER] === '1',
      ip: clientAddress(req, options.trustProxy ?? false),
      setCookie(value) {
        const existing = res.getHeader('set-cookie');
        const list = Array.isArray(existing) ? existing.map(String) : existing ? [String(existing)] : [];
        res.setHeader('set-cookie', [...list, value]);
      },
    };
  };
}
