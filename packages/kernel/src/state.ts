import type { AfterGameVoteState } from './after-game-vote';
import type { PendingResolution } from './events';
import type { JsonObject } from './json';
import type { PollState } from './polls';
import type { PostLog } from './post-log';
import type { RngState } from './rng';
import type { ClockState, DataEntry, GameResult, Intent, Notice, Seat } from './state-parts';

export type * from './state-parts';

export interface GameState {
  ruleset: string;
  settings: JsonObject;
  seed: string;
  rng: RngState;
  seats: Seat[];
  clock: ClockState;
  /** Open and closed polls of the current phase (closed ones are kept until the phase ends). */
  polls: PollState[];
  intents: Intent[];
  /** Counters: uses per game, banked shots, cooldowns. Keys are ruleset-chosen strings. */
  ledger: Record<string, number>;
  data: Record<string, DataEntry>;
  notices: Notice[];
  /** Every channel's posts in order: a persistent list, so a post costs O(1), not the thread's length (issue #19). */
  posts: PostLog;
  pending: PendingResolution | null;
  result: GameResult | null;
  /** The vote held after the result, once its first ballot is in (after-game-vote.ts). */
  afterGame: AfterGameVoteState | null;
  /** Number of events applied: the next event gets seq + 1. */
  seq: number;
  counters: { notice: number; intent: number };
}
