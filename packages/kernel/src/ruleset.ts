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
  /** Dead seats may be targeted (seed 002: dead players "cannot be targeted by any actions"). */
  dead?: boolean;
  distinct?: boolean;
}

export interface OptionSpec {
  name: string;
  values: string[];
  required?: boolean;
}

export interface AbilitySpec {
  id: AbilityId;
  phase: PhaseKind;
  /** Steps of the phase in which it may be submitted; default: every step of that phase. */
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
  eliminate(seat: SeatId, cause: string): void;
  setTrace(trace: Json): void;
}

export type WinMoment = 'step-started' | 'step-ended' | 'eliminated' | 'final';

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
  /** Flags or refuses a post (seed 001 rules 2, 3, 5). */
  validatePost?(state: GameState, seat: Seat, channel: string): { rejection?: Rejection; flags: string[] };
  /**
   * Called after a post was accepted (seed 001 rules 2 and 6: votes written in thread posts, a
   * mod-kill for night posts under the host's policy). Eliminations here end the game as usual.
   */
  afterPost?(ctx: HookContext, post: Post): void;
  /** Called after each elimination (seed 002 Armed Robber's revenge). */
  afterElimination?(ctx: HookContext, seat: SeatId, cause: string): void;
  /** Returns the result when the game is over at this moment; null otherwise. */
  checkWin?(state: GameState, moment: WinMoment): GameResult | null;
  /** Choices for `TargetSpec.choices.provider` (families, modes...). */
  choices?: Record<string, (state: GameState, seat: SeatId) => string[]>;
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
}
