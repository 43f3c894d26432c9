import type { AfterGameVoteState } from './after-game-vote';
import type { Audience } from './audience';
import type { AbilityId, FactionId, PhaseRef, PollId, RoleId, SeatId, StepId } from './ids';
import type { Json, JsonObject } from './json';
import type { HistoryEntry, PollChange, PollOutcome, PollState, Voter } from './polls';
import type { PersistentList } from './persistent-list';
import type { RngState } from './rng';
import type { GameResult, Grant, Intent, LastActionWindow, Modifier, Notice, Post, Seat, Status } from './state-parts';

/**
 * Events are facts in the past tense. `evolve` applies them without judgement; every decision
 * (including random draws, whose outcome and next RNG state travel in the events) was made in
 * `decide`, so replaying the log reproduces the state exactly.
 */
export type KernelEvent =
  | {
      type: 'game-created';
      ruleset: string;
      settings: JsonObject;
      seed: string;
      rng: RngState;
      seats: Seat[];
      at: number;
    }
  | { type: 'step-started'; phase: PhaseRef; step: StepId; deadline: number | null; at: number }
  | { type: 'step-ended'; phase: PhaseRef; step: StepId; at: number }
  | { type: 'deadline-set'; deadline: number | null }
  | { type: 'intent-submitted'; intent: Intent }
  /** `by`: the ability whose submission withdrew it (one action per phase, action-groups.ts). */
  | { type: 'intent-withdrawn'; key: string; by?: AbilityId }
  | { type: 'intents-cleared' }
  | { type: 'poll-opened'; poll: OpenedPoll }
  | { type: 'ballot-cast'; poll: PollId; ballot: { voter: SeatId; slot: string; targets: string[] }; at: number }
  | { type: 'ballot-withdrawn'; poll: PollId; voter: SeatId; slot: string; at: number }
  | { type: 'poll-voters-updated'; poll: PollId; voters: Voter[] }
  | { type: 'poll-closed'; poll: PollId; outcome: PollOutcome }
  /** Parts of a live poll's spec replaced (visibility, adjustments, exclusions, hidden ballots); ballots stay. */
  | { type: 'poll-changed'; poll: PollId; change: PollChange }
  /** A `hidden` poll, or its hidden ballots, become visible (polls `revealPoll`). */
  | { type: 'poll-revealed'; poll: PollId }
  | { type: 'polls-cleared' }
  | { type: 'seat-eliminated'; seat: SeatId; cause: string; phase: PhaseRef; reveal: boolean }
  | { type: 'seat-removed'; seat: SeatId; cause: string; phase: PhaseRef }
  | { type: 'seat-revived'; seat: SeatId }
  | { type: 'status-added'; seat: SeatId; status: Status }
  | { type: 'status-removed'; seat: SeatId; status: string }
  | { type: 'role-changed'; seat: SeatId; role: RoleId }
  /** Granted moves (grants.ts): added (or replaced, same id), removed, one use spent. */
  | { type: 'grant-added'; seat: SeatId; grant: Grant }
  | { type: 'grant-removed'; seat: SeatId; grant: string }
  | { type: 'grant-used'; seat: SeatId; grant: string }
  | { type: 'faction-changed'; seat: SeatId; faction: FactionId }
  | { type: 'modifier-changed'; seat: SeatId; modifier: Modifier | null; id: string }
  | { type: 'attribute-set'; seat: SeatId; key: string; value: Json }
  | { type: 'player-replaced'; seat: SeatId; name: string }
  /** The seat's will, known to the seat and the host; an empty text withdraws it. */
  | { type: 'will-written'; seat: SeatId; text: string; at: number }
  /**
   * Public: the seat's will as it stands when this applies becomes readable by everyone. It carries
   * no text so that a will rewritten while the night is held for host review is the one revealed.
   */
  | { type: 'will-revealed'; seat: SeatId }
  /** The host replaced the text of a will not yet revealed (seed 003 CB-11); like `will-written`, private. */
  | { type: 'will-edited'; seat: SeatId; text: string; at: number }
  /** The seat's elimination opened a last action (last-actions.ts); the seat and the host know it. */
  | { type: 'last-action-opened'; seat: SeatId; window: LastActionWindow }
  | { type: 'last-action-closed'; seat: SeatId }
  | { type: 'ledger-changed'; key: string; delta: number }
  | { type: 'data-set'; key: string; value: Json; audience: Audience }
  | { type: 'notice-sent'; notice: Omit<Notice, 'id'> }
  | { type: 'posted'; post: Post }
  | { type: 'post-edited'; id: string; body: string; at: number; flags: string[] }
  | { type: 'resolution-pending'; pending: PendingResolution }
  | { type: 'resolution-published' }
  | { type: 'rng-advanced'; rng: RngState }
  | { type: 'game-ended'; result: GameResult }
  /** After the result (after-game-vote.ts): a voter's names, added to his earlier ones. */
  | { type: 'after-game-ballot'; id: string; voter: string; names: SeatId[]; at: number }
  | { type: 'after-game-vote-closed'; id: string; result: NonNullable<AfterGameVoteState['closed']>; at: number };

export type KernelEventType = KernelEvent['type'];
export type EventOf<T extends KernelEventType> = Extract<KernelEvent, { type: T }>;

/** Night results held back for the host to review before they are published. */
export interface PendingResolution {
  phase: PhaseRef;
  step: StepId;
  /** Kernel events that publishing will apply. */
  events: KernelEvent[];
  trace: Json;
}

/**
 * The poll a `poll-opened` event carries: a `PollState` as `openPoll` makes it, or as it reads back
 * from the log's JSON (its history an array). `evolve` makes the state's history a persistent list.
 */
export type OpenedPoll = Omit<PollState, 'history'> & { history: PersistentList<HistoryEntry> | readonly HistoryEntry[] };
