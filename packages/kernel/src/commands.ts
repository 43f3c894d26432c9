import type { AbilityId, PollId, SeatId } from './ids';
import type { JsonObject } from './json';
import type { Seat } from './state';

/** What a seat asks for. The API has already established that the caller holds `seat`. */
export type SeatCommand =
  | { type: 'submit-intent'; seat: SeatId; ability: AbilityId; targets: string[]; options?: JsonObject }
  | { type: 'withdraw-intent'; seat: SeatId; ability: AbilityId }
  | { type: 'cast-ballot'; seat: SeatId; poll: PollId; slot?: string; targets: string[] }
  | { type: 'withdraw-ballot'; seat: SeatId; poll: PollId; slot?: string }
  /** `tags`: what the author marks the post as (a Russian wall, C-4); the ruleset's `postTags` says which it accepts. */
  | { type: 'post'; seat: SeatId; channel: string; body: string; id: string; tags?: readonly string[] }
  | { type: 'edit-post'; seat: SeatId; id: string; body: string }
  /** Writes or replaces the seat's last will (an empty text withdraws it); see wills.ts. */
  | { type: 'write-will'; seat: SeatId; text: string }
  /** After the result: names added to the seat's ballot in the ruleset's after-game vote (after-game-vote.ts). */
  | { type: 'after-game-vote'; seat: SeatId; names: SeatId[] };

export type SeatSetup = Pick<Seat, 'id' | 'name' | 'role' | 'faction' | 'modifiers' | 'attributes'>;

/** What the host (or the clock) asks for. */
export type HostCommand =
  | {
      type: 'start-game';
      ruleset: string;
      settings: JsonObject;
      /** Seeds the game's RNG; stored in the first event so the game replays identically. */
      seed: string;
      /** Seating with roles already assigned (ruleset-kit's seeded assignment, or a scenario file). */
      seats: SeatSetup[];
    }
  | { type: 'close-step' }
  /** Sent by the room's timer: closes the step only if its deadline has passed. */
  | { type: 'tick' }
  | { type: 'set-deadline'; deadline: number | null }
  | { type: 'modkill'; seat: SeatId; reason: string }
  /**
   * Takes a living seat out of the game without killing it (seed 002: "The Moderators reserve the
   * right to exile any player for any reason"); only the host and the seat are told (see decide.ts).
   */
  | { type: 'exile'; seat: SeatId }
  | { type: 'replace-player'; seat: SeatId; name: string }
  | { type: 'host-submit-intent'; seat: SeatId; ability: AbilityId; targets: string[]; options?: JsonObject }
  | { type: 'host-withdraw-intent'; seat: SeatId; ability: AbilityId }
  /** Re-runs the held-back resolution with the current intents (after a correction). */
  | { type: 'resolve-again' }
  | { type: 'publish' }
  | { type: 'host-post'; channel: string; body: string; id: string }
  /** Replaces the text of a seat's will before it is revealed (seed 003 CB-11; will-edit.ts). */
  | { type: 'edit-will'; target: SeatId; text: string }
  /** The host's own ballot in the after-game vote (BP-1a: the moderator votes too). */
  | { type: 'host-after-game-vote'; names: SeatId[] }
  /** Ends the after-game vote, with a lower pass mark (BP-4c) and players not counted (BP-7). */
  | { type: 'close-after-game-vote'; passMark?: { num: number; den: number }; vetoed?: SeatId[] };

export type Command = SeatCommand | HostCommand;
export type CommandType = Command['type'];
