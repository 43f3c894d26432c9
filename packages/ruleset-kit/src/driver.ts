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
  type Notice,
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

  // ---- The shared verbs of rule tests (review 2026-11 §8.3) ----

  /** Submits `seat`'s intent for `ability` now. */
  act(seat: string, ability: string, targets: string[] = [], options?: JsonObject): DecideResult {
    return this.dispatch({ type: 'submit-intent', seat, ability, targets, ...(options ? { options } : {}) });
  }

  /** Like `act`, but a rejection is a test bug: it throws with the code. */
  mustAct(seat: string, ability: string, targets: string[] = [], options?: JsonObject): void {
    const result = this.act(seat, ability, targets, options);
    if (!result.ok) throw new Error(`${seat} ${ability} ${targets.join(',')} refused: ${JSON.stringify(result.rejection)}`);
  }

  /** Closes steps until night `n` begins (or is under way already). */
  toNight(n: number): void {
    for (let guard = 0; guard < 256; guard++) {
      const { phase } = this.state.clock;
      if (phase.kind === 'night' && phase.number === n) return;
      if (this.state.result) throw new Error(`the game ended before night ${n}`);
      const result = this.closeStep();
      if (!result.ok) throw new Error(`cannot close step: ${JSON.stringify(result.rejection)}`);
    }
    throw new Error(`night ${n} not reached within 256 steps`);
  }

  /** Closes steps until the step `id` is open. */
  toStep(id: string): void {
    for (let guard = 0; guard < 64; guard++) {
      if (this.state.clock.step === id) return;
      if (this.state.result) throw new Error(`the game ended before step ${id}`);
      const result = this.closeStep();
      if (!result.ok) throw new Error(`cannot close step: ${JSON.stringify(result.rejection)}`);
    }
    throw new Error(`step ${id} not reached within 64 steps`);
  }

  /** Ends the current phase (every remaining step). */
  endPhase(): void {
    this.finishPhase();
  }

  alive(seat: string): boolean {
    const found = this.state.seats.find((s) => s.id === seat);
    if (!found) throw new Error(`unknown seat ${seat}`);
    return found.alive && !found.removed;
  }

  /** The private results `seat` received, as its own view shows them. */
  results(seat: string): JsonObject[] {
    return this.view({ kind: 'seat', seat }).notices.flatMap((n) => (n.result ? [n.result] : []));
  }

  /** Public notices as a spectator sees them, of one key when given. */
  publicNotices(key?: string): Notice[] {
    return this.view({ kind: 'spectator' }).notices.filter((n) => key === undefined || n.key === key);
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
