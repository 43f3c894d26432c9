import type {
  AbilitySpec,
  CycleSpec,
  DeadPolicy,
  FactionId,
  GameState,
  HookContext,
  Intent,
  Json,
  JsonObject,
  Rejection,
  RoleId,
  RulesetHooks,
  RulesetRuntime,
  Seat,
  SeatId,
  SeatSetup,
  StatusSpec,
  WillsSpec,
} from '@mafia/kernel';
import type { Component, SettledEffect, SlotHandler } from '@mafia/resolver';
import type { z } from 'zod';

/** What an ability contributes to the night: resolver components, and how its settled effects land. */
export interface NightBehaviour {
  /** Named slot of the ruleset's night order (ordered strategy). */
  slot: string;
  /** The intent as resolver components (seed 001 RAR: every role is a combination of basic components). */
  components(intent: Intent, state: GameState): Component[];
}

/**
 * A role's ability: the kernel's data (`AbilitySpec`) plus behaviour referenced by name-free
 * functions. Passive abilities produce components every night without an intent.
 */
export interface AbilityDefinition extends AbilitySpec {
  night?: NightBehaviour;
  /** For passives: components for the seat each night (a bulletproof vest, a paranoid gun owner's gun). */
  passiveComponents?(seat: Seat, state: GameState): Component[];
  /** Turns a settled investigation/track/watch into the private result the actor receives. */
  result?(effect: SettledEffect, state: GameState): JsonObject | null;
}

export interface RoleDefinition {
  id: RoleId;
  faction: FactionId;
  abilities: AbilityDefinition[];
  /** Beginner-safe, investigated as..., anything a ruleset wants to attach to a role. */
  tags?: string[];
}

export interface ModifierDefinition {
  /** Base id; a limited one is written `id-N` in setups and scenarios (`bulletproof-1`). */
  id: string;
  /** Known to the holder? (seed 001: a cop's sanity is known only to the mod.) */
  hidden: boolean;
  limited?: boolean;
  /** Passive components the modifier adds each night (a vest protects its holder). */
  passiveComponents?(seat: Seat, uses: number | undefined, state: GameState): Component[];
}

export interface FactionDefinition {
  id: FactionId;
  knowsMembers: boolean;
  chat: boolean;
  abilities?: AbilityDefinition[];
}

export interface SetupSeat {
  role: RoleId;
  faction?: FactionId;
  modifiers?: string[];
  attributes?: JsonObject;
}

export interface SetupDefinition {
  id: string;
  /** Roles dealt to the players, in no particular order (the deal is shuffled with the game's seed). */
  seats: SetupSeat[];
  settings?: JsonObject;
}

/** Reasonable Action Resolution (seed 001 method 2), or the named slot order (seed 001 method 1, seed 002). */
export type NightStrategy = 'reasonable' | 'ordered';

export interface NightDefinition {
  /** The night step whose end resolves the night's actions. */
  resolveAt: string;
  /** The named night order (its slots), as the rulebook lists it; every ability's `night.slot` must be in it. */
  slots: string[];
  strategy(settings: JsonObject): NightStrategy;
  /** Ordered-strategy handlers for special abilities, by ability or slot id (see @mafia/resolver README). */
  handlers?: Record<string, SlotHandler>;
  /** Seed 002: dead players may not act, so a seat killed earlier in the night does not act later (default: they act, seed 001). */
  eliminatedActorsAct?: boolean;
  /** How settled effects change the game; the kit's defaults cover kills, results, recruits and protection uses. */
  apply?(ctx: HookContext, effect: SettledEffect, defaults: () => void): void;
  /** Public announcements after the night (deaths are announced by default). */
  announce?: 'deaths' | 'none';
}

/** One sign-up as a ruleset's own deal sees it (RulesetDefinition.assign). */
export interface SignupEntry {
  /** The seat id the player will get. */
  id: string;
  name: string;
  /** A role or faction the player asked for (the platform's generic request). */
  request?: { role?: string; faction?: string };
  /** The sign-up options, already parsed by the ruleset's `signup` schema ({} without one). */
  options: JsonObject;
}

export interface AssignInput {
  setup: SetupDefinition;
  /** In sign-up order. */
  players: SignupEntry[];
  /** The game's parsed settings. */
  settings: JsonObject;
  seed: string;
}

/** A request the deal could not honour, and why (a rulebook "cannot guarantee" clause). */
export interface UnmetRequest {
  player: string;
  request?: Json;
  reason?: string;
}

export type AssignOutcome =
  | {
      ok: true;
      /** Seats for the players who play; their ids are the sign-ups' ids. */
      seats: SeatSetup[];
      unmet: UnmetRequest[];
      /** Sign-ups that watch instead of play (a 1923 Spectator level); they get no seat. */
      spectators?: string[];
    }
  | { ok: false; rejection: Rejection };

export interface RulesetDefinition<Settings extends JsonObject = JsonObject> {
  id: string;
  /** The settings schema (zod): parsed once when a game is created; defaults filled there. */
  settings: z.ZodType<Settings>;
  players: { min: number; max: number };
  factions: FactionDefinition[];
  roles: RoleDefinition[];
  modifiers?: ModifierDefinition[];
  cycle: CycleSpec;
  night?: NightDefinition;
  deadPolicy?: DeadPolicy;
  /** Last wills (kernel README, "Wills"): absent, the ruleset has none. */
  wills?: WillsSpec;
  /** What each status blocks and who sees it (kernel README, "Statuses"): absent, statuses block nothing. */
  statuses?: Record<string, StatusSpec>;
  /** Every ability of a seat shares one action per phase (kernel README, "One action per phase"). */
  oneActionPerPhase?: boolean;
  hooks?: RulesetHooks;
  setups: SetupDefinition[];
  /** Locale bundles of the ruleset's namespace, one per language (`en` is the source). */
  locales: Record<string, JsonObject>;
  /** Keys every role must have in every locale, relative to `roles.<id>.` */
  roleTextKeys?: string[];
  /**
   * Per-player sign-up options (zod), checked when a player signs up: a family and level in 1923,
   * a buddy in Gorny. Without it a game takes no ruleset-specific sign-up options.
   */
  signup?: z.ZodType<JsonObject>;
  /**
   * The ruleset's own deal, for rulesets that assign roles their own way (families, buddies).
   * Without it the platform deals the setup's seats with `assignRoles`, one seat per player.
   */
  assign?(input: AssignInput): AssignOutcome;
  /**
   * How many may sign up: exactly the setup's seats (`setup`, the default), or any number within
   * `players` (`ruleset`: the `assign` hook sizes the game, e.g. 1923's families of 8 or 10).
   */
  signupCount?: 'setup' | 'ruleset';
}

/** A loaded, validated ruleset: the runtime the kernel executes plus what tools and UIs need. */
export interface Ruleset<Settings extends JsonObject = JsonObject> {
  id: string;
  definition: RulesetDefinition<Settings>;
  runtime: RulesetRuntime;
  role(id: RoleId): RoleDefinition;
  ability(role: RoleId, ability: string): AbilityDefinition | undefined;
  parseSettings(input: unknown): { ok: true; settings: Settings } | { ok: false; rejection: Rejection };
}

export type { SeatId };
