import type { JsonObject } from '@mafia/kernel';
import type { GameRecord, MemberRecord } from '@mafia/db';
import { assignRoles, type PlayerSignup, type Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { ApiServices } from '../context';
import { runCommand, rulesetOf, type CommandResult } from '../game-access';
import { accountProcedure, gameInput, HOSTS, memberProcedure, publicProcedure, router } from '../trpc';

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

/** A ruleset may declare its sign-up options as a zod schema on its definition (`signup`). */
function signupSchemaOf(ruleset: Ruleset): z.ZodType | undefined {
  const candidate = (ruleset.definition as { signup?: unknown }).signup;
  return candidate instanceof z.ZodType ? candidate : undefined;
}

type Checked = { ok: true; options: SignupOptions } | { ok: false; rejection: { code: string; params?: JsonObject } };

function checkSignup(ruleset: Ruleset, game: GameRecord, options: SignupOptions): Checked {
  const setup = ruleset.definition.setups.find((s) => s.id === game.setupId);
  const request = options.request;
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

async function usernames(services: ApiServices, members: MemberRecord[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const member of members) {
    const account = await services.accounts.findById(member.accountId);
    names.set(member.accountId, account?.username ?? '?');
  }
  return names;
}

function gameSummary(game: GameRecord, players: number, needed: number | null) {
  return {
    id: game.id,
    title: game.title,
    rulesetId: game.rulesetId,
    setupId: game.setupId,
    status: game.status,
    settings: game.settings,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    players,
    needed,
  };
}

function seatsNeeded(services: ApiServices, game: GameRecord): number | null {
  const setup = services.rulesets.get(game.rulesetId)?.definition.setups.find((s) => s.id === game.setupId);
  return setup ? setup.seats.length : null;
}

export const lobbyRouter = router({
  create: accountProcedure
    .input(
      z.object({
        title: z.string().trim().min(1).max(120),
        rulesetId: id,
        setupId: id,
        settings: z.record(z.string(), z.unknown()).default({}),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { services } = ctx;
      const ruleset = services.rulesets.get(input.rulesetId);
      if (!ruleset) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-ruleset' });
      const setup = ruleset.definition.setups.find((s) => s.id === input.setupId);
      if (!setup) throw new TRPCError({ code: 'BAD_REQUEST', message: 'unknown-setup' });
      // Settings are parsed once, here (style rule 17): the setup's presets, then the host's choices.
      const parsed = ruleset.parseSettings({ ...(setup.settings ?? {}), ...input.settings });
      if (!parsed.ok) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `invalid-settings: ${JSON.stringify(parsed.rejection)}` });
      }
      const game = await services.games.create({
        title: input.title,
        rulesetId: ruleset.id,
        setupId: setup.id,
        settings: parsed.settings,
        hostAccountId: ctx.session.accountId,
        seed: services.newSeed(),
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
      let games = await services.games.list({
        ...(input.status !== undefined && { status: input.status }),
        ...(input.rulesetId !== undefined && { rulesetId: input.rulesetId }),
        limit: input.limit,
      });
      if (input.mine) {
        if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'sign-in-required' });
        const mine = new Set((await services.members.findByAccount(ctx.session.accountId)).map((m) => m.gameId));
        games = games.filter((g) => mine.has(g.id));
      }
      const out = [];
      for (const game of games) {
        const members = await services.members.listByGame(game.id);
        out.push(gameSummary(game, members.filter((m) => m.role === 'player').length, seatsNeeded(services, game)));
      }
      return out;
    }),

  /** Public: the game and who signed up (sign-up options only for the member themselves and hosts). */
  get: publicProcedure.input(gameInput).query(async ({ ctx, input }) => {
    const { services } = ctx;
    const game = await services.games.get(input.gameId);
    if (!game) throw new TRPCError({ code: 'NOT_FOUND', message: 'unknown-game' });
    const members = await services.members.listByGame(game.id);
    const names = await usernames(services, members);
    const me = ctx.session ? members.find((m) => m.accountId === ctx.session?.accountId) : undefined;
    const isHost = me !== undefined && HOSTS.includes(me.role);
    return {
      game: gameSummary(game, members.filter((m) => m.role === 'player').length, seatsNeeded(services, game)),
      members: members.map((m) => ({
        username: names.get(m.accountId) ?? '?',
        role: m.role,
        seatId: m.seatId,
        ...(isHost || m.accountId === me?.accountId ? { signupOptions: m.signupOptions } : {}),
      })),
      myRole: me?.role ?? null,
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
      const checked = input.as === 'player' ? checkSignup(ruleset, game, input.options) : ({ ok: true, options: {} } as const);
      if (!checked.ok) return checked;
      if (input.as === 'player') {
        const players = (await services.members.listByGame(game.id)).filter((m) => m.role === 'player').length;
        const needed = seatsNeeded(services, game) ?? ruleset.definition.players.max;
        if (players >= needed) return { ok: false, rejection: { code: 'game-full', params: { seats: needed } } };
      }
      const added = await services.members.add({
        gameId: game.id,
        accountId: ctx.session.accountId,
        role: input.as,
        signupOptions: checked.options,
        joinedAt: services.clock.now(),
      });
      if (!added.ok) return { ok: false, rejection: { code: added.rejection.code } };
      return { ok: true, seq: 0 };
    }),

  leave: memberProcedure(['player', 'spectator', 'replacement']).mutation(async ({ ctx }): Promise<CommandResult> => {
    if (ctx.member.role === 'player' && ctx.game.status !== 'lobby') return { ok: false, rejection: { code: 'ask-host-to-replace' } };
    await ctx.services.members.update(ctx.game.id, ctx.member.accountId, { role: 'spectator', seatId: null });
    return { ok: true, seq: 0 };
  }),

  /** Deals the setup with the game's seed (kit's assignRoles) and starts the game. */
  start: memberProcedure(HOSTS).mutation(async ({ ctx }): Promise<CommandResult> => {
    const { services, game } = ctx;
    if (game.status !== 'lobby') return { ok: false, rejection: { code: 'game-already-started' } };
    const ruleset = rulesetOf(services, game);
    const setup = ruleset.definition.setups.find((s) => s.id === game.setupId);
    if (!setup) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'unknown-setup' });
    const members = (await services.members.listByGame(game.id)).filter((m) => m.role === 'player');
    if (members.length !== setup.seats.length) {
      return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: setup.seats.length, signedUp: members.length } } };
    }
    const names = await usernames(services, members);
    // Seat ids follow sign-up order; they are stored on the members before the start is appended, so
    // a crash in between leaves a lobby game that can simply be started again.
    const players: PlayerSignup[] = members.map((member, index) => {
      const options = member.signupOptions as SignupOptions;
      return {
        id: `s${index + 1}`,
        name: names.get(member.accountId) ?? `s${index + 1}`,
        ...(options.request ? { request: options.request } : {}),
        ...(options.attributes ? { attributes: options.attributes } : {}),
      };
    });
    for (const [index, member] of members.entries()) {
      await services.members.update(game.id, member.accountId, { seatId: `s${index + 1}` });
    }
    const assignment = assignRoles(ruleset, setup, players, game.seed);
    const result = await runCommand(services, game.id, {
      type: 'start-game',
      ruleset: ruleset.id,
      settings: game.settings as JsonObject,
      seed: game.seed,
      seats: assignment.seats,
    });
    if (result.ok) await services.games.updateStatus(game.id, 'running', services.clock.now());
    return result;
  }),
});
