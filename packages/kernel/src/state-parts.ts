// The parts of a game state: seats, statuses, intents, notices, posts, data entries, the clock, the result.
// They import no events, so events.ts can name them without a cycle (review 2026-11 §9.3); state.ts
// re-exports them.
import type { Audience } from './audience';
import type { AbilityId, FactionId, PhaseRef, RoleId, SeatId, StepId } from './ids';
import type { Json, JsonObject } from './json';

/**
 * A modifier changes how a role works (seed 001: sane/insane/naive/paranoid cops, bulletproof-N,
 * strong-willed). `uses` counts down for limited ones (`bulletproof-1`). `hidden` modifiers are
 * known only to the host (a cop's sanity: "which only the game mod knows").
 */
export interface Modifier {
  id: string;
  uses?: number;
  hidden?: boolean;
}

/** A status with an optional expiry: it is removed when the phase `expires` ends. */
export interface Status {
  id: string;
  /** Ability or rule that applied it, for traces and host views. */
  source?: string;
  expires?: PhaseRef;
  /** Who may see that this seat holds the status. Default: host and the seat itself. */
  audience?: Audience;
  data?: JsonObject;
}

export interface Seat {
  id: SeatId;
  /** Display name of the player currently in the seat (replacements keep the seat and its history). */
  name: string;
  role: RoleId;
  faction: FactionId;
  modifiers: Modifier[];
  alive: boolean;
  /** Removed from the game without dying (seed 002 exile): counts as not living, never wins. */
  removed?: boolean;
  statuses: Status[];
  /** Ruleset-specific per-seat facts (family, level, buddy...), host-only unless a view rule says otherwise. */
  attributes: JsonObject;
  /** Set when the seat's role and faction became public (on elimination, if the ruleset reveals). */
  revealed?: { role: RoleId; faction: FactionId };
  eliminatedIn?: PhaseRef;
  eliminationCause?: string;
  /** The seat's last will, where the ruleset has wills: private to the seat (and host) until revealed on elimination. */
  will?: Will;
  /** A last action its elimination opened (last-actions.ts): the seat and the host see it. */
  lastAction?: LastActionWindow;
  /** Moves of other roles this seat may use for a while (grants.ts): the seat and the host see them. */
  grants?: Grant[];
}

/**
 * Moves of another role granted to a seat (issue #17; grants.ts): an Actor's copied role, a
 * Wizard's conjured one, a Necromancer's undead. Addressed as `<ability>@<id>` in commands, so two
 * grants of the same role (two undead doctors) are two moves.
 */
export interface Grant {
  /** Unique among the seat's grants; names the move (`heal@undead-Doc`). */
  id: string;
  /** The role whose abilities are granted. */
  role: RoleId;
  /** Only these of the role's abilities (default: every one it has). */
  abilities?: AbilityId[];
  /** Why the seat has it, for traces and the seat's view: the rule and the seat it came from. */
  source: { rule: string; seat?: SeatId };
  /** Not usable before this phase begins (a raised corpse is idle for a game-day, necromancer r.17). */
  from?: PhaseRef;
  /** Removed when this phase ends (a copy held for one game-day, actor r.2). */
  expires?: PhaseRef;
  /** Uses left: each phase an intent through the grant ends, one is spent; at 0 the grant is removed. */
  uses?: number;
}

/** An open last-action window (last-actions.ts): which abilities the dead seat may still use once, since which step. */
export interface LastActionWindow {
  abilities: AbilityId[];
  cause: string;
  phase: PhaseRef;
  step: StepId;
}

export interface Will {
  text: string;
  /** Set when the seat was eliminated: from then on every viewer reads it. */
  revealed: boolean;
  /** When it was last written (the injected clock). */
  at: number;
}

/** A submitted night or day action. The last valid one per key before the deadline wins. */
export interface Intent {
  id: string;
  /** Replacement key: `seat:ability`, or `faction:ability` for factional abilities. */
  key: string;
  actor: SeatId;
  ability: AbilityId;
  targets: string[];
  options?: JsonObject;
  phase: PhaseRef;
  step: StepId;
  at: number;
  /** Submission order within the game, for "same-role actions in order of submission" (seed 002). */
  order: number;
  /** Submitted by the host on the seat's behalf (a correction during night review). */
  byHost?: boolean;
  /** The grant (Seat.grants) whose role's ability this intent uses; absent for the seat's own moves. */
  grant?: string;
  /**
   * Sent by another seat on the actor's behalf (`MoveRequest.actFor`: russian-extended SV-6, a
   * servant's move for his absent master). The intent is the actor's in every other respect.
   */
  sentBy?: SeatId;
}

export interface Notice {
  id: number;
  phase: PhaseRef;
  audience: Audience;
  /** i18n key, e.g. `notices.eliminated`; params hold ids only, never sentences. */
  key: string;
  params: JsonObject;
  /** A structured private result (`{ kind: 'investigation', target, value }`), when the notice is one. */
  result?: JsonObject;
}

export interface Post {
  id: string;
  seat: SeatId | null;
  channel: string;
  body: string;
  at: number;
  phase: PhaseRef;
  /** Why the host should look at it: `night-post`, `edited`, `dead-author`... */
  flags: string[];
  editedAt?: number;
}

/** Ruleset data outside seats (a mayor, banked shots): each entry says who may see it. */
export interface DataEntry {
  value: Json;
  audience: Audience;
}

export interface ClockState {
  phase: PhaseRef;
  step: StepId;
  /** Wall-clock ms from the injected clock; null when the step waits for the host. */
  deadline: number | null;
  startedAt: number;
}

export interface GameResult {
  /** Winning faction ids (several may win together); empty for a draw. */
  factions: FactionId[];
  /** Every seat that wins, dead ones included where the ruleset says so. */
  seats: SeatId[];
  reason: string;
}
