import { actionOffers, applyEvents, availableCommands, decide, emptyState, type ActionOffer, type AvailableCommand, type Command, type DecideResult, type GameState, type JsonObject, type KernelEvent, type Seat, type SeatSetup } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';

/**
 * One simulated game in memory with a manual clock: the kit's `GameDriver` cut to what the
 * simulator needs (docs/balance.md "Speed"). The same kernel calls (`decide`, `availableCommands`),
 * but a decision's events are applied with `applyEvents`, which takes the state `decide` already
 * reached instead of evolving every event a second time; and the settings are parsed once per run.
 * It keeps the full event log, so the replay check can still fold it.
 */
export class Table {
  state: GameState = emptyState();
  readonly events: KernelEvent[] = [];
  now = 0;

  constructor(
    readonly ruleset: Ruleset,
    seats: SeatSetup[],
    /** Settings as `ruleset.parseSettings` returned them. */
    settings: JsonObject,
    seed: string,
  ) {
    const started = this.dispatch({ type: 'start-game', ruleset: ruleset.id, settings, seed, seats });
    if (!started.ok) throw new Error(`could not start: ${JSON.stringify(started.rejection)}`);
  }

  dispatch(command: Command): DecideResult {
    const result = decide(this.ruleset.runtime, this.state, command, this.now);
    if (result.ok) {
      this.state = applyEvents(this.state, result.events);
      for (const event of result.events) this.events.push(event);
    }
    return result;
  }

  available(seat: string): AvailableCommand[] {
    return availableCommands(this.ruleset.runtime, this.state, seat);
  }

  /** The seat's moves and ballots now (`available` less withdrawals, will and posts): what the bots answer. */
  offers(seat: Seat): ActionOffer[] {
    return actionOffers(this.ruleset.runtime, this.state, seat);
  }

  /** The seat as the current state holds it. */
  seat(id: string): Seat | undefined {
    return this.state.seats.find((s) => s.id === id);
  }

  /**
   * Whether `available(seat)` would end with a post offer (or the will's): every seat but a living,
   * removed one without a faction chat has one, after all its moves and ballots.
   */
  posts(seat: Seat): boolean {
    return !seat.alive || !seat.removed || this.ruleset.runtime.factions[seat.faction]?.chat === true;
  }

  advanceClock(ms: number): void {
    this.now += ms;
  }

  /** Ends the current step as its deadline would; publishes at once when review held it. */
  closeStep(): DecideResult {
    const closed = this.dispatch({ type: 'close-step' });
    if (closed.ok && this.state.pending) return this.dispatch({ type: 'publish' });
    return closed;
  }
}

/** The settings a setup plays with, parsed once for a run of games (the kit's `GameDriver` parses them per game). */
export function setupSettings(ruleset: Ruleset, settings: unknown): JsonObject {
  const parsed = ruleset.parseSettings(settings ?? {});
  if (!parsed.ok) throw new Error(`invalid settings for ${ruleset.id}: ${JSON.stringify(parsed.rejection)}`);
  return parsed.settings as JsonObject;
}
