import type { AbilityPhase } from './ability-phase';
import type { AfterGameVoteSpec } from './after-game-vote';
import type { Audience } from './audience';
import type { SeatSetup } from './commands';
import type { KernelEvent } from './events';
import type { AbilityId, FactionId, PhaseKind, PhaseRef, RoleId, SeatId, StepId } from './ids';
import type { Json, JsonObject } from './json';
import type { Rejection } from './rejection';
import type { RngCursor } from './rng';
import type { GameResult, GameState, Intent, Post, Seat } from './state';

/**
 * A condition on the phase a step or ability belongs to, as data: "odd nights only" is
 * `{ parity: 'odd' }` (seed 004: mafia shoots on odd nights). `predicate` names a function the
 * ruleset registers in `conditions`, for rules that need the game state.
 */
export type Condition =
  | { parity: 'odd' | 'even' }
  | { from: number }
  | { until: number }
  | { numbers: number[] }
  | { setting: string; equals: Json }
  | { predicate: string }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };

export interface StepSpec {
  id: StepId;
  when?: Condition;
  /** Duration in ms, or the settings key holding it. Absent: the step waits for the host. */
  duration?: number | string;
  /** With the game's `hostReview` setting on, the step's end waits for the host to publish. */
  review?: boolean;
}

export interface PhaseSpec {
  steps: StepSpec[];
}

/** The phase cycle as data: which phase comes first, and the named steps of each phase. */
export interface CycleSpec {
  /** The first phase, or the settings key that chooses it (seed 001 rule 12: the host chooses). */
  first: PhaseKind | { setting: string; default: PhaseKind };
  day: PhaseSpec;
  night: PhaseSpec;
  /** The game ends when this phase ends (seed 002: "after Day 5"). */
  last?: PhaseRef;
}

export interface TargetSpec {
  /** Number of targets; `min` defaults to `count`. */
  count: number;
  min?: number;
  /** Seats (default) or named choices such as families or modes. */
  of?: 'seat' | 'choice';
  /** For `of: 'choice'`: a fixed list, or a function name in `choices` of the ruleset. */
  choices?: string[] | { provider: string };
  /** Seed 001 default ruling: no self-targeting unless the role says so. */
  self?: 'forbidden' | 'allowed' | 'only';
  /**
   * With `self: 'forbidden'`: a function name in `selfTargets` of the ruleset; when it answers true
   * for the seat, the seat may name itself after all (russian-extended FX.2: the Faceless holding a
   * killer civilian role may shoot himself, a voluntary suicide). Clients' menus follow it.
   */
  selfIf?: { provider: string };
  /** Dead seats may be targeted (seed 002: dead players "cannot be targeted by any actions"). */
  dead?: boolean;
  /**
   * Without `dead`: a function name in `deadTargets` of the ruleset; the dead seats it answers true
   * for may be named after all (russian-extended necromancer r.3: "the dead player can be a target
   * for killers" while he is undead). Clients' menus follow it.
   */
  deadIf?: { provider: string };
  /**
   * Narrows the seats to those a function name in `legalTargets` of the ruleset answers true for
   * (a witch who may revive only tonight's victim, a role that may name only its own team): the
   * clients' menus offer only those, and any other seat is refused `invalid-target`. Read after
   * `self`, `dead`, `deadIf` and `selfIf`; a ruleset's `validate` still gives its own reasons.
   */
  legalIf?: { provider: string };
  distinct?: boolean;
  /**
   * The number of targets depends on the table (seed 002's Mafia kill: ceil(living / 20)): a
   * function name in `targetCounts` of the ruleset. `count` stays the most ever allowed; what a
   * seat is offered (`availableCommands`) is exactly the provider's number. The ruleset's own
   * `validate` still refuses another number with its reason.
   */
  counted?: { provider: string };
}

export interface OptionSpec {
  name: string;
  values: string[];
  required?: boolean;
}

export interface AbilitySpec {
  id: AbilityId;
  /** `day`, `night`, or `any`: usable by day and by night under one id (seed 003: arrest, vengeance, travel). */
  phase: AbilityPhase;
  /** Steps in which it may be submitted (of any phase it is usable in); default: every step. */
  steps?: StepId[];
  when?: Condition;
  targets: TargetSpec;
  options?: OptionSpec[];
  /** One intent for the whole faction: any member may send it, the last one wins (seed 001 factional kill). */
  factional?: boolean;
  /** Happens by itself; not submitted (seed 001: passives are untrackable and unblockable). */
  passive?: boolean;
  /** Uses per game, counted in the ledger under `uses:<seat>:<ability>` when the action settles. */
  usesPerGame?: number;
  /**
   * Abilities of one seat with the same group share one action per phase: submitting one withdraws
   * the seat's intent of the others (seed 003 CB-1, CB-2: `arrest | release`). See action-groups.ts.
   */
  actionGroup?: string;
  /** An action on death (a deathbed move, a hunter's shot, Akai's Vengeance): see last-actions.ts. */
  onDeath?: LastActionSpec;
  /**
   * A dead (not removed) seat holding this status may still send it, at its usual phase and steps
   * (russian-extended-1 PHA-2: a Phantom killed at night possesses a player on his phantom day).
   * Every other dead seat is refused with `actor-not-alive`, as without it.
   */
  whileDead?: { status: string };
  /**
   * One intent per first target instead of one per ability: a new intent naming another first
   * target keeps the earlier ones (russian-extended-1 PIM-3, PIM-15: the Pimp's orders, one for
   * each of his slaves). Naming the same first target again replaces that intent.
   */
  keyByTarget?: boolean;
  /**
   * With `keyByTarget`: the option holding a move object (`{ ability, targets, options? }`, the
   * Russian contract's `move`); its `ability` is part of the key too, so one intent stands per
   * first target and ordered ability (russian-extended-3 N-PM.1: the black Pimp orders his Liar
   * slave's compromise and secret vote at the same vote). The same target and ability replace.
   */
  keyByMove?: string;
  /**
   * Only the host sends it for the seat (`host-submit-intent`): russian-extended's conduct sanction
   * (part 4 §4.1). `availableCommands` never offers it to the seat, and the seat's own
   * `submit-intent` is refused `host-only`.
   */
  hostOnly?: boolean;
}

export interface RoleSpec {
  id: RoleId;
  faction: FactionId;
  abilities: AbilitySpec[];
}

export interface FactionSpec {
  id: FactionId;
  /** Members learn each other's seats and roles at the start (mafia); false for town. */
  knowsMembers: boolean;
  /** Members share a private chat channel. */
  chat: boolean;
  /** Abilities every member holds besides their role's (seed 001: the mafia's factional kill). */
  abilities?: AbilitySpec[];
}

/** What a dead seat still receives (seed 002: "Dead players do not receive any emails except for the public ones"). */
export type DeadPolicy = 'public-only' | 'keep-private';

/**
 * Everything the hooks can do: read the state as it is after the events emitted so far, emit more
 * events, draw random numbers (recorded in the log), and attach a resolution trace.
 */
export interface HookContext {
  readonly state: GameState;
  readonly rules: RulesetRuntime;
  readonly now: number;
  readonly rng: RngCursor;
  emit(...events: KernelEvent[]): void;
  notify(audience: Audience, key: string, params?: JsonObject, result?: JsonObject): void;
  /** Kills the seat; `options` withhold the will or the role (an erased body) or its last action. */
  eliminate(seat: SeatId, cause: string, options?: EliminationOptions): void;
  setTrace(trace: Json): void;
}

export type WinMoment = 'step-started' | 'step-ended' | 'eliminated' | 'final';

/** A move as a command names it: an ability id (`check`, `heal@undead-Doc`), targets and options. */
export interface MoveRequest {
  ability: AbilityId;
  targets: string[];
  options?: JsonObject;
  /**
   * Set only by `unwrapMove`: the move is the seat `actFor`'s, sent on his behalf. It is checked as
   * his (his abilities, his targets) and recorded as his intent with `sentBy` the sender.
   */
  actFor?: SeatId;
}

/** A seat another may send moves for, and the wrapper ability that carries them (`RulesetHooks.proxies`). */
export interface MoveProxy {
  seat: SeatId;
  via: AbilityId;
  abilities?: readonly AbilityId[];
}

export interface RulesetHooks {
  /** Open the step's polls, announce, apply start-of-step effects. */
  stepStarted?(ctx: HookContext): void;
  /** Resolve the night, decide the polls: emit what happens when the step ends. */
  stepEnding?(ctx: HookContext): void;
  /**
   * Extra checks on a `start-game`'s seats after the kernel's own (unique ids, known roles and
   * factions); return a rejection to refuse the game, e.g. a seat attribute naming no known value.
   */
  validateStart?(seats: readonly SeatSetup[], settings: JsonObject): Rejection | null;
  /** Extra checks on an intent after the kernel's generic ones; return a rejection to refuse it. */
  validateIntent?(state: GameState, intent: Intent, ability: AbilitySpec): Rejection | null;
  /**
   * A move sent wrapped under another id (russian-extended contract §7 note 2: the Necromancer's
   * `undead-move { move: { ability, targets, options? } }`): return the move it stands for, checked
   * then as if the seat had sent it; a rejection to refuse the wrapper; null when `request` is no
   * wrapper. Called for `submit-intent` and `host-submit-intent` before any other check
   * (wrapped-moves.ts).
   */
  unwrapMove?(state: GameState, seat: Seat, request: MoveRequest): MoveRequest | Rejection | null;
  /**
   * The seats this seat may send moves for right now, each through a wrapper `unwrapMove` accepts
   * (russian-extended SV-6: a servant for his absent master, `act-for`). `availableCommands` offers
   * the seat those seats' moves, marked `proxy` (proxied-moves.ts); `abilities` narrows them to the
   * moves the sender may know of (a servant told only his master's civilian role, SV-9b).
   */
  proxies?(state: GameState, seat: Seat): readonly MoveProxy[];
  /**
   * Flags or refuses a post (seed 001 rules 2, 3, 5). `tags` are the ones the author asked for,
   * already accepted by `postTags`; `now` the post's time (a ruleset may flag such a post further:
   * a wall in the last 15 minutes before the vote).
   */
  validatePost?(state: GameState, seat: Seat, channel: string, tags: readonly string[], now: number): { rejection?: Rejection; flags: string[] };
  /**
   * The tags a seat may put on a post in this channel now (russian-extended C-4: `wall`, the day's
   * wall that admits him to the vote). A tag outside this list is refused `post-tag-refused`; an
   * accepted one becomes one of the post's flags. `availableCommands` offers them on the channel.
   */
  postTags?(state: GameState, seat: Seat, channel: string): readonly string[];
  /**
   * Called after a post was accepted (seed 001 rules 2 and 6: votes written in thread posts, a
   * mod-kill for night posts under the host's policy). Eliminations here end the game as usual.
   */
  afterPost?(ctx: HookContext, post: Post): void;
  /**
   * The seats that receive a copy of a private notice sent to `seat` (russian-extended SV-9b: a
   * servant treated softly is told everything his master is told). Each copy is an ordinary notice
   * to that seat; the original is unchanged.
   */
  noticeCopies?(state: GameState, seat: SeatId, notice: { key: string; params: JsonObject; result?: JsonObject }): readonly SeatId[];
  /**
   * Called when a dead seat used the last action its elimination opened (`onDeath: { kind: 'window' }`),
   * right after the intent is recorded: resolve it at once (a hunter's shot). Without this hook the
   * intent waits for the step's end like any other.
   */
  lastActionTaken?(ctx: HookContext, intent: Intent): void;
  /**
   * Called right after an accepted intent is recorded (sent by its seat or by the host for it),
   * before a last action is resolved: tell someone that a move was sent (russian-extended-1 PIM-3:
   * "when the slave sends a day or night move, the Pimp learns of it"). Refused intents never reach it.
   */
  intentRecorded?(ctx: HookContext, intent: Intent): void;
  /** Called after each elimination (seed 002 Armed Robber's revenge). */
  afterElimination?(ctx: HookContext, seat: SeatId, cause: string): void;
  /** Returns the result when the game is over at this moment; null otherwise. */
  checkWin?(state: GameState, moment: WinMoment): GameResult | null;
  /** Choices for `TargetSpec.choices.provider` (families, modes...). */
  choices?: Record<string, (state: GameState, seat: SeatId) => string[]>;
  /** For `TargetSpec.selfIf.provider`: whether the seat may name itself now. */
  selfTargets?: Record<string, (state: GameState, seat: SeatId) => boolean>;
  /** For `TargetSpec.deadIf.provider`: whether `seat` may name the dead seat `target` now. */
  deadTargets?: Record<string, (state: GameState, seat: SeatId, target: SeatId) => boolean>;
  /** For `TargetSpec.legalIf.provider`: whether `seat` may name `target` with `ability` now. */
  legalTargets?: Record<string, (state: GameState, seat: SeatId, target: SeatId, ability: AbilityId) => boolean>;
  /** Target counts for `TargetSpec.counted.provider`: how many targets the seat must name now. */
  targetCounts?: Record<string, (state: GameState, seat: SeatId) => number>;
  /** Named predicates for `Condition.predicate`. */
  conditions?: Record<string, (state: GameState, phase: PhaseRef) => boolean>;
  /** Extra host-only or seat-specific view content; never put secrets in the public part. */
  revealOnElimination?(state: GameState, seat: Seat): boolean;
}

/**
 * Last wills (issue #6): a living seat writes one, and it becomes public when the seat is
 * eliminated. A ruleset opts in; `when` makes them a per-game choice (`{ setting: 'lastWills', equals: true }`).
 */
export interface WillsSpec {
  /** Longest accepted will, in characters. */
  maxLength: number;
  when?: Condition;
}

/** Abilities a blocking status leaves to its holder (seed 003 CB-21: the injured keep `kill-order`). */
export interface StatusExceptions {
  except: AbilityId[];
}

/** What a status does (statuses.ts): declared by the ruleset, never known to the kernel by name. */
export interface StatusSpec {
  /** The holder's submissions are refused with `actor-cannot-act`, except the listed abilities. */
  blocksActions?: boolean | StatusExceptions;
  /**
   * The holder's ballots are refused with `voter-cannot-vote`, unless the poll's `eligibility`
   * overrides status blocks (seed 003 CB-33: arrested BO members still elect their leader).
   */
  blocksVotes?: boolean;
  /**
   * Intents naming the holder are refused with `target-unavailable`, except the listed abilities.
   * A refusal tells the sender that the target holds the status, so only a `public` status may
   * block targeting (ruleset-kit's `defineRuleset` refuses anything else).
   */
  blocksTargeting?: boolean | StatusExceptions;
  /**
   * Who sees that a seat holds it, when the status carries no `audience` of its own: `private`
   * (the default) the holder and the host, `public` everyone, `hidden` the host only, not even the
   * holder (a status the player must not notice). A status's own `audience` decides for everyone
   * but the holder, and lets the holder see a `hidden` status it reaches.
   */
  visibility?: 'public' | 'private' | 'hidden';
}

/** Actions on death (last-actions.ts): `armed` before the death, or a `window` opened by it. */
export interface LastActionSpec {
  kind: 'armed' | 'window';
  /**
   * The elimination causes that trigger it: a cause matches an entry equal to it or beginning with
   * the entry and a colon (`killed` matches `killed:factional-kill`). Absent: any cause.
   */
  causes?: string[];
}

/** How an elimination happens (`HookContext.eliminate`). Every option defaults to the usual. */
export interface EliminationOptions {
  /** False: the will is not read out (seed 003 CB-12, an erased body); it stays private. */
  revealWill?: boolean;
  /** Overrides the ruleset's `revealOnElimination` for this death (an erased body shows no role). */
  revealRole?: boolean;
  /** False: no window opens for the seat's `onDeath: window` abilities. */
  lastAction?: boolean;
}

/** The runtime form of a ruleset that the kernel executes. ruleset-kit's `defineRuleset` builds it. */
export interface RulesetRuntime {
  id: string;
  cycle: CycleSpec;
  factions: Record<FactionId, FactionSpec>;
  roles: Record<RoleId, RoleSpec>;
  deadPolicy: DeadPolicy;
  hooks: RulesetHooks;
  /** Absent: the ruleset has no wills. */
  wills?: WillsSpec;
  /**
   * What each status does, by status id (statuses.ts). A status not listed blocks nothing and is
   * seen by its holder and the host (or by its own `audience`).
   */
  statuses?: Record<string, StatusSpec>;
  /** Every ability of a seat is in one action group: one action per seat per phase (action-groups.ts). */
  oneActionPerPhase?: boolean;
  /** A vote held after the result, such as the best players (after-game-vote.ts); absent, none. */
  afterGameVote?: AfterGameVoteSpec;
}
