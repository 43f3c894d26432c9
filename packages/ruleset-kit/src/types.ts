import type {
  AbilitySpec,
  AfterGameVoteSpec,
  Command,
  CycleSpec,
  DeadPolicy,
  FactionId,
  GameState,
  HookContext,
  Intent,
  Json,
  JsonObject,
  Post,
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
import type { ActionRef, Component, NightAction, Resolution, SettledEffect, SlotContext, SlotHandler } from '@mafia/resolver';
import type { z } from 'zod';

/**
 * What one night action's handler sees (ordered strategy): the resolver's slot context, the intent,
 * the ruleset's night book (its ruleset-wide bookkeeping) and the game state at night start.
 */
export interface NightActionContext<Book = unknown> {
  readonly night: SlotContext;
  readonly intent: Intent;
  readonly book: Book;
  readonly state: GameState;
  /** The targets the action really uses (the ruleset's `night.targets` hook may change them). */
  targets(): string[];
}

/** What an ability's `morning` sees: the night's outcome, to turn into events and notices. */
export interface MorningContext<Book = unknown> {
  readonly ctx: HookContext;
  readonly book: Book;
  readonly resolution: Resolution;
  /** The night's actions as the resolver received them. */
  readonly actions: readonly NightAction[];
}

/** What an ability contributes to the night: resolver components or a handler, and its morning. */
export interface NightBehaviour<Book = unknown> {
  /** Named slot of the ruleset's night order (ordered strategy). */
  slot: string;
  /**
   * The slot this intent acts in tonight, when it depends on the night (a side's kill priority),
   * or null: the intent does nothing tonight. Default: `slot`.
   */
  slotFor?(intent: Intent, state: GameState, intents: readonly Intent[]): string | null;
  /** Passive: the action cannot be blocked, moved or seen (seed 004 BLK-12: a suicide). */
  passive?: boolean;
  /** The intent as resolver components (seed 001 RAR: every role is a combination of basic components). */
  components?(intent: Intent, state: GameState): Component[];
  /** Ordered strategy: the action's own logic, run when its slot comes (replaces the default handling). */
  handle?(ctx: NightActionContext<Book>): void;
  /** After the night: this ability's consequences (statuses, notices), run once per night in slot order. */
  morning?(m: MorningContext<Book>): void;
}

/**
 * A role's ability: the kernel's data (`AbilitySpec`) plus behaviour referenced by name-free
 * functions. Passive abilities produce components every night without an intent.
 */
/**
 * An option whose value is a seat id (`insurer: <seat>`), which the kernel's string-valued
 * `options` cannot list. The kit keeps it out of the kernel's spec and checks it before the
 * ability's own `validate`: a string naming a seat of the game (`invalid-option`), living when
 * `alive` (`target-not-alive`), not the actor when `self: 'forbidden'` (`self-target-forbidden`),
 * present when `required` (`missing-option`).
 */
export interface SeatOptionSpec {
  name: string;
  required?: boolean;
  alive?: boolean;
  self?: 'allowed' | 'forbidden';
}

export interface AbilityDefinition<Book = unknown> extends AbilitySpec {
  /** Seat-valued options (see `SeatOptionSpec`). */
  seatOptions?: SeatOptionSpec[];
  /** Checks beyond the kernel's (self-use limits, target kinds); the kit runs it before the ruleset-wide `validateIntent`. */
  validate?(state: GameState, intent: Intent): Rejection | null;
  night?: NightBehaviour<Book>;
  /** For passives: components for the seat each night (a bulletproof vest, a paranoid gun owner's gun). */
  passiveComponents?(seat: Seat, state: GameState): Component[];
  /** Turns a settled investigation/track/watch into the private result the actor receives. */
  result?(effect: SettledEffect, state: GameState): JsonObject | null;
}

/** A role's answer to an attack: it is immune, a protection saved the target, or it has nothing to say. */
export type DefenceOutcome = 'immune' | 'saved' | null;

/**
 * An attack a ruleset's night asks the roles about (`defendAgainst`). Stage `immunity` asks the
 * target's own role only; stage `protection` asks every role with a defence, in slot order.
 */
export interface Attack<Book = unknown> {
  kind: string;
  target: string;
  attacker: string;
  /** The attacking night action. */
  action: string;
  stage: 'immunity' | 'protection';
  /** The target's role now (a steal earlier tonight may have changed it). */
  targetRole: string;
  readonly night: SlotContext;
  readonly book: Book;
}

/** A defence that held: who gave it, for the trace. */
export interface Defence {
  outcome: 'immune' | 'saved';
  /** The protecting action, when a protection (not an immunity) held. */
  by?: ActionRef;
}

export interface RoleDefinition<Book = unknown> {
  id: RoleId;
  faction: FactionId;
  abilities: AbilityDefinition<Book>[];
  /** Beginner-safe, investigated as..., anything a ruleset wants to attach to a role. */
  tags?: string[];
  /**
   * This role's defence against an attack (an immunity of its own, or a protection it gave tonight).
   * Return a `Defence` to stop the attack, null to let the next role answer.
   */
  defend?(attack: Attack<Book>): Defence | null;
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

/** Something that acts every night without anyone's intent (1923's poison clock): one action per seat it names. */
export interface NightClock<Book = unknown> {
  /** Ability id of its actions (echoed in traces). */
  id: string;
  slot: string;
  seats(state: GameState): string[];
  handle(ctx: NightActionContext<Book>): void;
}

/** A ledger change the night makes, beyond the kit's own use counts. */
export interface LedgerDeltas {
  get(key: string): number | undefined;
  set(key: string, delta: number): void;
  keys(): Iterable<string>;
}

export interface NightDefinition<Book = unknown> {
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
  /** The deaths notice's key (default the kit's `notices.night-deaths`); it carries `seats` and `count`. */
  deaths?: string;

  // ---- The kit's ordered night with a book (kit `ordered-night.ts`): set `book` to use it. ----
  /** Ruleset-wide bookkeeping of one night (lovers, shots, who was guarded), created per resolution. */
  book?(input: { state: GameState; intents: ReadonlyMap<string, Intent>; random: () => number }): Book;
  /** The night's intents: the submitted ones, plus any the ruleset adds (1923: the Mafia's missed kill). */
  intents?(state: GameState, submitted: Intent[], random: () => number): Intent[];
  /** Things that act every night without an intent (1923's poison clock). */
  clocks?: NightClock<Book>[];
  /** Whether an action runs at all when its slot comes (seed 002: the dead do not act, the Mafia's kill stands). */
  acts?(book: Book, night: SlotContext, intent: Intent): boolean;
  /** The targets an action really uses (1923: a Bumbling Bureaucrat's random redirection). */
  targets?(book: Book, night: SlotContext, intent: Intent): string[];
  /**
   * What belongs to no single role, after the mornings: deaths with their causes, banked shots.
   * Given, it replaces the kit's default application of settled effects (kills, results, recruits).
   */
  settle?(ctx: HookContext, book: Book, resolution: Resolution, actions: readonly NightAction[]): void;
  /**
   * Extra ledger changes: called with the use counts the kit spends tonight, to add keys (1923's
   * self-use counts) or reset some (a Thief's new role); the kit then emits every non-zero delta.
   */
  ledger?(ctx: HookContext, book: Book, deltas: LedgerDeltas, intents: Intent[]): void;
  /** After the deaths notice: public and private notices that go out last (witnesses, private results). */
  after?(ctx: HookContext, book: Book, died: string[]): void;
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
  /** A vote held after the result (kernel after-game-vote.ts: russian-extended's best players); absent, none. */
  afterGameVote?: AfterGameVoteSpec;
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
   * The caller passes the loaded ruleset itself, so a hook needs no reference to the constant it is
   * being defined in (review 2026-11 §9.3: no `gorny as unknown as Ruleset`).
   */
  assign?(input: AssignInput, ruleset: Ruleset): AssignOutcome;
  /**
   * How many may sign up: exactly the setup's seats (`setup`, the default), or any number within
   * `players` (`ruleset`: the `assign` hook sizes the game, e.g. 1923's families of 8 or 10).
   */
  signupCount?: 'setup' | 'ruleset';
  /**
   * A sign-up that plays beyond the setup's seats (russian-extended EL-1: an elite role "lets an
   * additional player take part"): it is not counted against the setup's seats (only against
   * `players.max`), and the ruleset's `assign` seats it. Without it every sign-up takes a setup seat.
   */
  extraSignup?(options: JsonObject): boolean;
  /**
   * The ruleset's vote syntax for posts in the platform's own thread (issue #21): the ballot
   * commands a just-accepted post stands for, and the vote-like fragments that do not count, with
   * their code. Pure; the API sends the commands one by one through the vote panel's path. Without
   * it posts never vote.
   */
  threadVotes?(state: GameState, post: Pick<Post, 'seat' | 'body'>): ThreadVotes;
  /**
   * The ruleset's own checks of a custom setup (issue #22, the setup editor), after the kit's
   * (`validateSetup` in setup-validation.ts: known roles, counts, player range): a 1923 family's
   * size and Mafia, a Russian format's team sizes. `seats` are the draft's, roles and factions known;
   * `settings` parsed when they parse. Pure; problems are codes (`setupProblems.<code>`).
   */
  validateSetup?(draft: { seats: SetupSeat[]; settings: JsonObject }, ruleset: Ruleset): Array<{ code: string; params?: Record<string, string | number> }>;
}

/** What a thread post votes (`RulesetDefinition.threadVotes`). */
export interface ThreadVotes {
  /** Kernel commands in the order the post writes them; `text` is the fragment as it reads. */
  commands: Array<{ command: Command; text: string }>;
  /** Fragments that do not count: `code` is a forum code (`not-bold`, `unknown-name`…) or the ruleset's. */
  fragments: Array<{ code: string; text: string; params?: Record<string, string> }>;
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
