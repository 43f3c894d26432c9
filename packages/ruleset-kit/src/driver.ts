import {
  availableCommands,
  decide,
  emptyState,
  evolve,
  stepsOf,
  viewFor,
  type Command,
  type DecideResult,
  type GameState,
  type JsonObject,
  type KernelEvent,
  type SeatSetup,
  type Viewer,
} from '@mafia/kernel';
import type { Ruleset } from './types';

export interface DriverOptions {
  seats: SeatSetup[];
  settings?: unknown;
  seed?: string;
  /** Start time of the manual clock, in ms. */
  now?: number;
}

/**
 * Runs one game in memory with a manual clock: the scenario runner, the conformance suite and
 * ruleset tests drive games through it. It keeps the full event log so replay can be checked.
 */
export class GameDriver {
  state: GameState = emptyState();
  readonly events: KernelEvent[] = [];
  now: number;

  constructor(
    readonly ruleset: Ruleset,
    options: DriverOptions,
  ) {
    this.now = options.now ?? 0;
    const parsed = ruleset.parseSettings(options.settings ?? {});
    if (!parsed.ok) throw new Error(`invalid settings for ${ruleset.id}: ${JSON.stringify(parsed.rejection)}`);
    const started = this.dispatch({
      type: 'start-game',
      ruleset: ruleset.id,
      settings: parsed.settings as JsonObject,
      seed: options.seed ?? 'seed',
      seats: options.seats,
    });
    if (!started.ok) throw new Error(`could not start: ${JSON.stringify(started.rejection)}`);
  }

  dispatch(command: Command): DecideResult {
    const result = decide(this.ruleset.runtime, this.state, command, this.now);
    if (result.ok) {
      for (const event of result.events) {
        this.state = evolve(this.state, event);
        this.events.push(event);
      }
    }
    return result;
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

  /** Closes steps until the clock is in the first step of a phase of `kind` (or the game ends). */
  advanceToPhase(kind: 'day' | 'night'): void {
    for (let guard = 0; guard < 64; guard++) {
      if (this.state.result) return;
      const result = this.closeStep();
      if (!result.ok) throw new Error(`cannot close step: ${JSON.stringify(result.rejection)}`);
      if (this.state.clock.phase.kind === kind && this.isFirstStepOfPhase()) return;
    }
    throw new Error(`no ${kind} phase reached within 64 steps`);
  }

  /** Closes the remaining steps of the current phase. */
  finishPhase(): void {
    const phase = this.state.clock.phase;
    for (let guard = 0; guard < 64; guard++) {
      if (this.state.result) return;
      const result = this.closeStep();
      if (!result.ok) throw new Error(`cannot close step: ${JSON.stringify(result.rejection)}`);
      const now = this.state.clock.phase;
      if (now.kind !== phase.kind || now.number !== phase.number) return;
    }
    throw new Error('phase did not end within 64 steps');
  }

  isFirstStepOfPhase(): boolean {
    return stepsOf(this.ruleset.runtime, this.state.clock.phase, this.state)[0]?.id === this.state.clock.step;
  }

  view(viewer: Viewer) {
    return viewFor(this.ruleset.runtime, this.state, viewer);
  }

  available(seat: string) {
    return availableCommands(this.ruleset.runtime, this.state, seat);
  }
}
