import type { JsonObject } from '@mafia/kernel';
import type { GameRecord, MemberWithUsername } from '@mafia/db';
import { assignRoles, type AssignOutcome, type PlayerSignup, type Ruleset, type SetupDefinition, type UnmetRequest } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { membersChanged } from '../access-events';
import type { ApiServices } from '../context';
import { runCommand, rulesetOf, type CommandResult } from '../game-access';
import { accountProcedure, gameInput, HOSTS, memberProcedure, publicProcedure, router } from '../trpc';
import { rulesetVersionOf } from '../ruleset-version';
import { findSetup } from '../custom-setups';

const id = z.string().min(1).max(64);
const primitive = z.union([z.string().max(200), z.number(), z.boolean()]);

export const signupOptions = z
  .object({
    /** A role or faction the player asks for; honoured where the setup allows (kit's assignRoles). */
    request: z.object({ role: id.optional(), faction: id.optional() }).strict().optional(),
    /** Ruleset-specific sign-up options (a family and level in 1923, a buddy in Gorny). */
    attributes: z.record(z.string().max(64), primitive).optional(),
  })
  .strict();
type SignupOptions = z.infer<typeof signupOptions>;

/**
 * A fixed seed for a reproducible deal and game (a host's choice, the browser tests). Games store
 * their seed as a string (`services.newSeed()`, `game.seed`, the kernel's `seedRng(seed: string)`),
 * so a number is kept as its decimal string: `42` and `'42'` are the same game.
 */
export const seedInput = z.union(
  [
    z.number({ error: 'invalid-seed' }).int('invalid-seed').min(1, 'invalid-seed').max(0xffff_ffff, 'invalid-seed'),
    z.string({ error: 'invalid-seed' }).regex(/^[A-Za-z0-9_-]{1,32}$/, 'invalid-seed'),
  ],
  { error: 'invalid-seed' },
);

/**
 * What every game's creation takes: its title, ruleset, setup, the host's settings and an optional
 * seed. `lobby.create` extends it with the sign-up options, `forum.create` with the forum thread.
 */
export const gameCreateInput = z.object({
  title: z.string().trim().min(1).max(120),
  rulesetId: id,
  setupId: id,
  settings: z.record(z.string(), z.unknown()).default({}),
  seed: seedInput.optional(),
});

/** A ruleset declares its sign-up options as a zod schema on its definition (kit: `signup`). */
function signupSchemaOf(ruleset: Ruleset): z.ZodType | undefined {
  return ruleset.definition.signup;
}

type Checked = { ok: true; options: SignupOptions } | { ok: false; rejection: { code: string; params?: JsonObject } };

function checkSignup(ruleset: Ruleset, setup: SetupDefinition | undefined, game: GameRecord, options: SignupOptions): Checked {
  const request = options.request;
  if (request && game.roleRequests !== true) return { ok: false, rejection: { code: 'role-requests-off' } };
  if (request?.role && !setup?.seats.some((s) => s.role === request.role)) {
    return { ok: false, rejection: { code: 'role-not-in-setup', params: { role: request.role } } };
  }
  if (request?.faction && !ruleset.definition.factions.some((f) => f.id === request.faction)) {
    return { ok: false, rejection: { code: 'unknown-faction', params: { faction: request.faction } } };
  }
  const attributes = options.attributes ?? {};
  const schema = signupSchemaOf(ruleset);
  if (!schema) {
    if (Object.keys(attributes).length > 0) return { ok: false, rejection: { code: 'signup-options-not-supported' } };
    return { ok: true, options };
  }
  const parsed = schema.safeParse(attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, rejection: { code: 'invalid-signup-options', params: { path: issue?.path.map(String).join('.') ?? '', problem: issue?.code ?? 'invalid' } } };
  }
  return { ok: true, options: { ...options, attributes: parsed.data as Record<string, string | number | boolean> } };
}

function gameSummary(game: GameRecord, players: number, needed: number | null) {
  return {
    id: game.id,
    title: game.title,
    rulesetId: game.rulesetId,
    setupId: game.setupId,
    status: game.status,
    settings: game.settings,
    roleRequests: game.roleRequests === true,
    publicSpectators: game.publicSpectators === true,
    tracesPublished: game.tracesPublished === true,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    /** Resuming this game failed and it was isolated (issue #13); the reason is in `lobby.get` for hosts. */
    broken: game.broken !== null,
    players,
    needed,
  };
}

/**
 * How many players the game takes: the setup's seat count, or null for a ruleset whose sign-ups
 * size the game (kit `signupCount: 'ruleset'`, 1923's families), capped by `ruleset.players.max`.
 */
async function seatsNeeded(services: ApiServices, game: GameRecord): Promise<number | null> {
  const ruleset = services.rulesets.get(game.rulesetId);
  if (!ruleset || ruleset.definition.signupCount === 'ruleset') return null;
  // Issue #22: a custom setup (`custom:<shareId>`) is read from its store.
  const setup = await findSetup(services, ruleset, game.setupId);
  return setup ? setup.seats.length : null;
}

/** A sign-up beyond the setup's seats (kit `extraSignup`: russian-extended's elite players, EL-1). */
function isExtraSignup(ruleset: Ruleset | undefined, stored: unknown): boolean {
  const attributes = (stored as SignupOptions | null | undefined)?.attributes;
  // A game whose ruleset is missing is shown as such, never crashed on: none of its sign-ups is extra then.
  return attributes !== undefined && ruleset?.definition.extraSignup?.(attributes) === true;
}

function signupCap(ruleset: Ruleset, setup: SetupDefinition | undefined): number {
  if (ruleset.definition.signupCount === 'ruleset') return ruleset.definition.players.max;
  return setup?.seats.length ?? ruleset.definition.players.max;
}

/**
 * The deal: the ruleset's own (`assign`) when it has one, otherwise the kit's seeded
 * `assignRoles` over exactly the setup's seats. Pure: nothing is written before it succeeds.
 */
function deal(ruleset: Ruleset, setup: SetupDefinition, game: GameRecord, members: MemberWithUsername[]): AssignOutcome {
  const signups = members.map((member, index) => {
    const options = (member.signupOptions ?? {}) as SignupOptions;
    // A request stored while requests were on counts only if they still are at the deal.
    const request = game.roleRequests === true ? options.request : undefined;
    return { id: `s${index + 1}`, name: member.username, request, attributes: options.attributes };
  });
  const seated = members.filter((m) => !isExtraSignup(ruleset, m.signupOptions)).length;
  if (ruleset.definition.signupCount !== 'ruleset' && seated !== setup.seats.length) {
    return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: setup.seats.length, signedUp: seated } } };
  }
  const own = ruleset.definition.assign;
  if (own) {
    return own({
      setup,
      settings: game.settings as JsonObject,
      seed: game.seed,
      players: signups.map((p) => ({ id: p.id, name: p.name, ...(p.request ? { request: p.request } : {}), options: p.attributes ?? {} })),
    }, ruleset);
  }
  if (members.length !== setup.seats.length) {
    return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: setup.seats.length, signedUp: members.length } } };
  }
  const players: PlayerSignup[] = signups.map((p) => ({
    id: p.id,
    name: p.name,
    ...(p.request ? { request: p.request } : {}),
    ...(p.attributes ? { attributes: p.attributes } : {}),
  }));
  const assignment = assignRoles(ruleset, setup, players, game.seed);
  return { ok: true, seats: assignment.seats, unmet: assignment.unmet.map((u) => ({ player: u.player, request: u.request })) };
}

export const lobbyRouter = router({
  create: accountProcedure
    .input(
      gameCreateInput.extend({
        /** Honour players' role and faction requests at the deal (issue #13: off unless the host turns it on). */
        roleRequests: z.boolean().default(false),
        /** Anyone may watch without an account, as a spectator (issue #21: off unless the host turns it on). */
        publicSpectators: z.boolean().default(false),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { services } = ctx;
      const ruleset = services.rulesets.get(input.rulesetId);
      if (!ruleset) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-ruleset' });
      // Issue #22: a saved custom setup of this ruleset is `custom:<shareId>`.
      const setup = await findSetup(services, ruleset, input.setupId);
      if (!setup) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-setup' });
      // Settings are parsed once, here (style rule 17): the setup's presets, then the host's choices.
      const parsed = ruleset.parseSettings({ ...(setup.settings ?? {}), ...input.settings });
      if (!parsed.ok) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `invalid-settings: ${JSON.stringify(parsed.rejection)}` });
      }
      // Issue #20: the game records the package and version of the rules it was created with.
      const installed = services.rulesets.packageOf(ruleset.id);
      const game = await services.games.create({
        title: input.title,
        rulesetId: ruleset.id,
        ...(installed && { rulesetPackage: installed.packageName, rulesetVersion: installed.version }),
        setupId: setup.id,
        settings: parsed.settings,
        hostAccountId: ctx.session.accountId,
        seed: input.seed === undefined ? services.newSeed() : String(input.seed),
        roleRequests: input.roleRequests,
        publicSpectators: input.publicSpectators,
        createdAt: services.clock.now(),
      });
      await services.members.add({ gameId: game.id, accountId: ctx.session.accountId, role: 'host', joinedAt: services.clock.now() });
      return { gameId: game.id };
    }),

  list: publicProcedure
    .input(
      z
        .object({
          status: z.enum(['lobby', 'running', 'finished']).optional(),
          rulesetId: id.optional(),
          mine: z.boolean().optional(),
          limit: z.number().int().min(1).max(200).default(50),
        })
        .default({ limit: 50 }),
    )
    .query(async ({ ctx, input }) => {
      const { services } = ctx;
      if (input.mine && !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign-in-required' });
      // One query: the filters, membership ("mine") and the player counts.
      const games = await services.games.listWithPlayers({
        ...(input.status !== undefined && { status: input.status }),
        ...(input.rulesetId !== undefined && { rulesetId: input.rulesetId }),
        ...(input.mine && ctx.session ? { memberAccountId: ctx.session.accountId } : {}),
        limit: input.limit,
      });
      return Promise.all(games.map(async (game) => gameSummary(game, game.players, await seatsNeeded(services, game))));
    }),

  /** Public: the game and who signed up (sign-up options only for the member themselves and hosts). */
  get: publicProcedure.input(gameInput).query(async ({ ctx, input }) => {
    const { services } = ctx;
    const game = await services.games.get(input.gameId);
    if (!game) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-game' });
    const members = await services.members.listByGameWithUsernames(game.id);
    const me = ctx.session ? members.find((m) => m.accountId === ctx.session?.accountId) : undefined;
    const isHost = me !== undefined && HOSTS.includes(me.role);
    return {
      // The count against the setup's seats: a ruleset's extra players (EL-1's elite) are listed, not counted.
      game: gameSummary(game, members.filter((m) => m.role === 'player' && !isExtraSignup(services.rulesets.get(game.rulesetId), m.signupOptions)).length, await seatsNeeded(services, game)),
      members: members.map((m) => ({
        username: m.username,
        role: m.role,
        seatId: m.seatId,
        ...(isHost || m.accountId === me?.accountId ? { signupOptions: m.signupOptions } : {}),
      })),
      myRole: me?.role ?? null,
      /** The ruleset version the game was created with and the installed one (issue #20). */
      rulesetVersion: rulesetVersionOf(game, services.rulesets),
      /** Why the game is broken, for its hosts only (a server error message). */
      brokenReason: isHost ? (game.broken?.reason ?? null) : null,
    };
  }),

  join: accountProcedure
    .input(gameInput.extend({ as: z.enum(['player', 'spectator', 'replacement']), options: signupOptions.default({}) }))
    .mutation(async ({ ctx, input }): Promise<CommandResult> => {
      const { services } = ctx;
      const game = await services.games.get(input.gameId);
      if (!game) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-game' });
      if (game.status === 'finished') return { ok: false, rejection: { code: 'game-over' } };
      if (input.as === 'player' && game.status !== 'lobby') return { ok: false, rejection: { code: 'signups-closed' } };
      const ruleset = rulesetOf(services, game);
      const setup = await findSetup(services, ruleset, game.setupId);
      const checked = input.as === 'player' ? checkSignup(ruleset, setup, game, input.options) : ({ ok: true, options: {} } as const);
      if (!checked.ok) return checked;
      const joining = { gameId: game.id, accountId: ctx.session.accountId, signupOptions: checked.options, joinedAt: services.clock.now() };
      // A player's sign-up counts and inserts under a lock on the game (simultaneous joins cannot overfill it).
      // An extra player (kit `extraSignup`) counts only against the ruleset's maximum, the others against the setup's seats.
      const extra = isExtraSignup(ruleset, checked.options);
      const needed = extra ? ruleset.definition.players.max : signupCap(ruleset, setup);
      const counts = extra ? undefined : (stored: unknown) => !isExtraSignup(ruleset, stored);
      const added = input.as === 'player' ? await services.members.addPlayerWithin(joining, needed, counts) : await services.members.add({ ...joining, role: input.as });
      if (!added.ok) {
        if (added.rejection.code === 'game-full') return { ok: false, rejection: { code: 'game-full', params: { seats: needed } } };
        return { ok: false, rejection: { code: added.rejection.code } };
      }
      membersChanged(services, game.id, ctx.session.accountId);
      return { ok: true, seq: 0 };
    }),

  leave: memberProcedure(['player', 'spectator', 'replacement']).mutation(async ({ ctx }): Promise<CommandResult> => {
    if (ctx.member.role === 'player' && ctx.game.status !== 'lobby') return { ok: false, rejection: { code: 'ask-host-to-replace' } };
    await ctx.services.members.update(ctx.game.id, ctx.member.accountId, { role: 'spectator', seatId: null });
    membersChanged(ctx.services, ctx.game.id, ctx.member.accountId);
    return { ok: true, seq: 0 };
  }),

  /**
   * A host removes someone's sign-up before the start (a player who will not show, a spectator).
   * After the start a player's seat is handed over with `host.replace` instead. Hosts are not removed.
   */
  removeSignup: memberProcedure(HOSTS)
    .input(z.object({ username: z.string().min(1).max(32) }))
    .mutation(async ({ ctx, input }): Promise<CommandResult> => {
      const { services, game } = ctx;
      const account = await services.accounts.findByUsername(input.username);
      const member = account ? await services.members.find(game.id, account.id) : null;
      if (!account || !member || HOSTS.includes(member.role)) return { ok: false, rejection: { code: 'not-signed-up', params: { username: input.username } } };
      if (member.role === 'player' && game.status !== 'lobby') return { ok: false, rejection: { code: 'game-already-started' } };
      await services.members.remove(game.id, account.id);
      membersChanged(services, game.id, account.id);
      return { ok: true, seq: 0 };
    }),

  /**
   * Issue #21: a host changes the game's settings before the start (timers, host review, the
   * ruleset's options). They are parsed exactly as at creation (the setup's presets, then the
   * host's choices); a started game keeps its settings.
   */
  updateSettings: memberProcedure(HOSTS)
    .input(z.object({ settings: z.record(z.string(), z.unknown()) }))
    .mutation(async ({ ctx, input }): Promise<CommandResult> => {
      const { services, game } = ctx;
      if (game.status !== 'lobby') return { ok: false, rejection: { code: 'game-already-started' } };
      const ruleset = rulesetOf(services, game);
      const setup = await findSetup(services, ruleset, game.setupId);
      const parsed = ruleset.parseSettings({ ...(setup?.settings ?? {}), ...input.settings });
      if (!parsed.ok) return { ok: false, rejection: parsed.rejection };
      const updated = await services.games.updateLobbySettings(game.id, parsed.settings);
      if (!updated) return { ok: false, rejection: { code: 'game-already-started' } };
      membersChanged(services, game.id, ctx.session.accountId);
      return { ok: true, seq: 0 };
    }),

  /** Issue #21: the host deletes a game that never started (its sign-ups go with it). */
  delete: memberProcedure(['host']).mutation(async ({ ctx }): Promise<CommandResult> => {
    const { services, game } = ctx;
    if (game.status !== 'lobby') return { ok: false, rejection: { code: 'game-already-started' } };
    if (!(await services.games.deleteLobby(game.id))) return { ok: false, rejection: { code: 'game-already-started' } };
    membersChanged(services, game.id, ctx.session.accountId);
    return { ok: true, seq: 0 };
  }),

  /**
   * Deals with the game's seed (the ruleset's own `assign`, or the kit's assignRoles) and starts
   * the game. Sign-ups the deal makes spectators (a 1923 Spectator level) become game spectators.
   * `unmet` lists the requests the deal could not honour (hosts only call this).
   */
  start: memberProcedure(HOSTS).mutation(async ({ ctx }): Promise<CommandResult & { unmet?: UnmetRequest[] }> => {
    const { services, game } = ctx;
    if (game.status !== 'lobby') return { ok: false, rejection: { code: 'game-already-started' } };
    const ruleset = rulesetOf(services, game);
    const setup = await findSetup(services, ruleset, game.setupId);
    if (!setup) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'unknown-setup' });
    const members = (await services.members.listByGameWithUsernames(game.id)).filter((m) => m.role === 'player');
    const dealt = deal(ruleset, setup, game, members);
    if (!dealt.ok) return dealt;
    // Seat ids follow sign-up order; they are stored on the members before the start is appended, so
    // a crash in between leaves a lobby game that can simply be started again.
    const seated = new Set(dealt.seats.map((seat) => seat.id));
    const spectators = new Set(dealt.spectators ?? []);
    for (const [index, member] of members.entries()) {
      const seatId = `s${index + 1}`;
      if (seated.has(seatId)) await services.members.update(game.id, member.accountId, { seatId });
      else if (spectators.has(seatId)) await services.members.update(game.id, member.accountId, { role: 'spectator', seatId: null });
    }
    const result = await runCommand(services, game.id, {
      type: 'start-game',
      ruleset: ruleset.id,
      settings: game.settings as JsonObject,
      seed: game.seed,
      seats: dealt.seats,
    }, ctx.session.accountId);
    if (!result.ok) return result;
    await services.games.updateStatus(game.id, 'running', services.clock.now());
    return { ...result, unmet: dealt.unmet };
  }),
});
