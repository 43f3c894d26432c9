// What every ruleset's reading of the `informed` strategy shares (issue #22; the registry is
// ../informed-rulesets.ts). A reading says what the generic reading of informed.ts cannot tell from
// a ruleset's ability data: abilities that resolve through a ruleset's own night code (`handle`)
// have no resolver components to read, and their slot names do not always say what they do; each
// ruleset's investigators also tell their findings in their own words.

import type { AvailableCommand, GameState, JsonObject, PhaseRef, RngCursor, Seat } from '@mafia/kernel';

/**
 * What a move does, for the informed heuristics. `shield`: a day move that puts a player out of the
 * votes' reach (the Russian mayor's vertical and secretary): the town gives it to a player it
 * trusts, the informed minority to one of its own.
 */
export type MoveKind = 'kill' | 'protect' | 'investigate' | 'block' | 'shield' | 'other';

/** One investigation result as the seat was told it: whom it is about and whether they are guilty. */
export interface Finding {
  target: string;
  guilty: boolean;
  /**
   * The exact colour (a Russian verification, CHK-6): it overrides what an earlier finding said of
   * the target (a framed red found black is cleared), where an ordinary finding only adds.
   */
  exact?: boolean;
}

/** What the town has learnt so far (revealed findings): read by `finding` for relative results (a comparison). */
export interface Knowledge {
  culprits: ReadonlySet<string>;
  cleared: ReadonlySet<string>;
  /** Investigators who revealed a culprit (the minority hunts them). */
  revealed: ReadonlySet<string>;
}

/** What a side knows when it decides an approval poll. */
export interface TableKnowledge {
  /** The deciding side is the informed minority (else the town). */
  minority: boolean;
  /** Living players the town knows guilty (revealed findings). */
  culprits: number;
  living: number;
  /** Living members of the informed minority. */
  minorityLiving: number;
}

/** What a reading's `compose` is told about one move offer (informed.ts `act`). */
export interface MoveContext {
  offer: Extract<AvailableCommand, { type: 'submit-intent' }>;
  me: Seat;
  state: GameState;
  /** The offer's target choices less the actor and the reading's `untouchable` players. */
  choices: readonly string[];
  /** The actor belongs to the informed minority. */
  minority: boolean;
  /** What the town knows: players found guilty, players cleared, investigators who revealed themselves. */
  culprits: ReadonlySet<string>;
  cleared: ReadonlySet<string>;
  revealed: ReadonlySet<string>;
  rng: RngCursor;
  /** Whether the ability's own check (`validate`) would accept these targets and options now. */
  accepts(targets: readonly string[], options?: JsonObject): boolean;
}

/** A move a reading composes itself: its targets (any number, none included) and options. */
export interface ComposedMove {
  targets: string[];
  /** Any JSON (the Russian criminalist's `compare` pairs, a contract's `spare` list), not only strings. */
  options?: JsonObject;
}

export interface RulesetReading {
  /** Ability id -> what it does, where the generic reading (components, slot name) is wrong or blind. */
  moves: Readonly<Record<string, MoveKind>>;
  /**
   * A private result (a notice's `result`) read as a finding, or null when it is not one; `seen`
   * (the notice's phase and the state it was read in) for results read against public facts.
   */
  finding(result: Readonly<Record<string, unknown>>, seen?: { phase: PhaseRef; state: GameState; knows?: Knowledge }): Finding | null;
  /** Options sent with a move (ability id -> option -> value); any other required option gets its first value. */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Polls that elect an office rather than vote a player out: each side votes for a player it trusts. */
  offices?: readonly string[];
  /** Approval polls (poll id -> whether a side votes for its one option). */
  approvals?: Readonly<Record<string, (table: TableKnowledge) => boolean>>;
  /** Whether the seat should send a move it is offered (moves offered to all but accepted from one title holder); default yes. */
  mayAct?(ability: string, seat: string, state: GameState): boolean;
  /** Moves the town aims at a known culprit only, never at random (a wrong Conan arrest is a false charge, CB-22). */
  culpritsOnly?: readonly string[];
  /** Options of a poll that stand for groups of players (option id -> its members: Mafia 1923's families). */
  groups?(state: GameState): Readonly<Record<string, readonly string[]>> | undefined;
  /** Players a move may not name now (the Russian mayor, MY-1, and his secretary), left out of its targets. */
  untouchable?(ability: string, state: GameState): readonly string[];
  /**
   * The reading's own move for an offer the generic kinds cannot play (several targets, none, options
   * read from the table: Conan BO's kill order, disguises): the move, null to send nothing, or
   * undefined to leave the offer to the generic reading.
   */
  compose?(move: MoveContext): ComposedMove | null | undefined;
}

/** A public data entry's value (a title such as the Russian `mayor`). */
export const dataValue = (state: GameState, key: string): unknown => state.data[key]?.value;

/** Investigation values that mean "one of the informed minority" across the shipped rulesets. */
export const GUILTY = new Set(['mafia', 'black', 'guilty', 'evil', 'bo', 'werewolf']);

/** The sandbox's and Gorny's cops: `{ kind: 'investigation', target, value }`. */
export const investigation = (result: Readonly<Record<string, unknown>>): Finding | null =>
  result['kind'] === 'investigation' && typeof result['target'] === 'string'
    ? { target: result['target'], guilty: GUILTY.has(String(result['value'])) }
    : null;

export const GENERIC_READING: RulesetReading = { moves: {}, finding: investigation };

