import type {
  Component,
  EffectQuestion,
  NightAction,
  NightSeat,
  SeatId,
  SettledEffect,
  TraceReason,
} from '../types';

/**
 * What a ruleset handler sees while one action of one slot runs (ordered strategy).
 * Reads reflect everything settled by earlier slots and earlier actions of this slot.
 * Writes are attributed to `action`.
 */
export interface SlotContext {
  /** The night-order slot being run. */
  readonly slot: string;
  /** The action being handled. */
  readonly action: NightAction;
  readonly seats: readonly NightSeat[];
  seat(id: SeatId): NightSeat;
  /** Alive at night start and not eliminated by an earlier kill this night. */
  isAlive(seat: SeatId): boolean;
  /** Blocked by an earlier block (strong-willed seats are never blocked). */
  isBlocked(seat: SeatId): boolean;
  isCancelled(action: string): boolean;
  /** Has a protection with uses left. */
  isProtected(seat: SeatId): boolean;
  /** Where a target of `action` (default: the current action) ends up after earlier swaps and redirects. */
  route(target: SeatId, action?: NightAction): SeatId;
  /** Seats `seat` visited so far this night. */
  visitsBy(seat: SeatId): SeatId[];
  /** Seats that visited `seat` so far this night. */
  visitorsOf(seat: SeatId): SeatId[];
  /** Every action submitted by `seat` this night, in slot order. */
  actionsOf(seat: SeatId): NightAction[];
  /** The caller's injected random source, in [0, 1). Throws if the caller supplied none. */
  random(): number;

  /** Runs the default handling of the current action's components (or of `components`). */
  runDefault(components?: Component[]): void;
  /** Blocks every later non-passive action of `seat`. */
  block(seat: SeatId): void;
  /** Cancels one later action. */
  cancel(action: string): void;
  protect(seat: SeatId, uses?: number): void;
  /**
   * Attempts to kill exactly `target` (no routing); returns whether the target died.
   * `unstoppable`: no protection stops or spends on it (a rule such as "the doctor cannot save him").
   */
  kill(target: SeatId, tag?: string, options?: { unstoppable?: boolean }): boolean;
  /** Records an observable visit (trackers, watchers, visit triggers). */
  visit(target: SeatId): void;
  /** Records an end-of-night effect that happens, with optional reasons for the trace. */
  settle(effect: SettledEffect, reasons?: TraceReason[]): void;
  /** Records an end-of-night effect that does not happen, and what counteracted it. */
  prevent(effect: EffectQuestion, counteredBy: TraceReason[]): void;
}

/** A ruleset's special logic for one ability id or one slot id. */
export type SlotHandler = (context: SlotContext) => void;

export interface OrderedOptions {
  /** Named slot ids in night order (seed 002, Nighttime: an exact numbered order). */
  slots: string[];
  /** Handlers by ability id (checked first) or slot id; the default handling applies otherwise. */
  handlers?: Record<string, SlotHandler>;
  /** Injected randomness for handlers (drunkard); the resolver itself never draws. */
  random?: () => number;
  /**
   * Whether a seat eliminated earlier in the night still acts in later slots. Defaults to true
   * (seed 001 default ruling); seed 002 ("Dead players may not ... perform any actions") sets false.
   */
  eliminatedActorsAct?: boolean;
}
