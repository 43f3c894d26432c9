import { emptyState, KERNEL_STATE_VERSION, samePhase, stateFromJson, stateToJson, type GameState } from '@mafia/kernel';
import type { SnapshotStore } from './ports';

/** Snapshots every this many events unless the room is told otherwise (issue #19). */
export const DEFAULT_SNAPSHOT_EVERY = 500;

export interface SnapshotOptions {
  store: SnapshotStore;
  /** A snapshot every `every` events (default 500), and at every phase end and at the game's end. */
  every?: number;
  /**
   * The version of a ruleset, stored with each snapshot: a snapshot whose ruleset version differs
   * from the running one is ignored. The server passes the ruleset package's version; undefined
   * (an unknown ruleset) means no snapshots for that game.
   */
  rulesetVersion(rulesetId: string): string | undefined;
}

/** A state read back from a snapshot, and where it came from (for the fallback to a full replay). */
export interface LoadedSnapshot {
  state: GameState;
  fromSnapshot: boolean;
}

/** Writes and reads a room's snapshots; every failure here falls back to the log, never fails a command. */
export class Snapshots {
  private readonly every: number;

  constructor(private readonly options: SnapshotOptions) {
    this.every = options.every ?? DEFAULT_SNAPSHOT_EVERY;
    if (!Number.isSafeInteger(this.every) || this.every < 1) throw new Error(`snapshots.every must be a positive integer, got ${this.every}`);
  }

  /** The state to fold the log's tail onto: the latest usable snapshot, else the empty state. */
  async load(gameId: string): Promise<LoadedSnapshot> {
    const empty = { state: emptyState(), fromSnapshot: false };
    const stored = await this.options.store.latest(gameId, KERNEL_STATE_VERSION);
    if (!stored || stored.kernelVersion !== KERNEL_STATE_VERSION) return empty;
    if (stored.rulesetVersion !== this.options.rulesetVersion(stored.rulesetId)) return empty;
    const state = stateFromJson(stored.state);
    // A damaged row (a state of another game or seq, or not a state at all) is ignored, not trusted.
    if (!state || state.seq !== stored.seq || state.ruleset !== stored.rulesetId) return empty;
    return { state, fromSnapshot: true };
  }

  /** Whether the move from `before` to `after` crossed a multiple of `every`, ended a phase or the game. */
  due(before: GameState, after: GameState): boolean {
    if (after.seats.length === 0) return false;
    if (Math.floor(before.seq / this.every) !== Math.floor(after.seq / this.every)) return true;
    if (before.seats.length > 0 && !samePhase(before.clock.phase, after.clock.phase)) return true;
    return after.result !== null && before.result === null;
  }

  async save(gameId: string, state: GameState): Promise<void> {
    const rulesetVersion = this.options.rulesetVersion(state.ruleset);
    if (rulesetVersion === undefined) return;
    await this.options.store.save({
      gameId,
      seq: state.seq,
      kernelVersion: KERNEL_STATE_VERSION,
      rulesetId: state.ruleset,
      rulesetVersion,
      state: stateToJson(state),
    });
  }
}
