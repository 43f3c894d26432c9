import type { Audience } from './audience';
import type { KernelEvent } from './events';
import { evolve } from './evolve';
import type { Json, JsonObject } from './json';
import { openLastAction } from './last-actions';
import { rememberDecided } from './decided-states';
import { RngCursor } from './rng';
import type { EliminationOptions, HookContext, RulesetRuntime } from './ruleset';
import type { GameState } from './state';
import { willsOf } from './wills';

/**
 * A decision in progress: events emitted so far, and the state they produce, so that each hook
 * sees the effects of the ones before it. Random draws go through `rng`; `finish` records the new
 * RNG state as an event so replay never draws again.
 */
export class Draft implements HookContext {
  readonly events: KernelEvent[] = [];
  readonly rng: RngCursor;
  trace: Json | undefined;
  private current: GameState;
  private readonly start: GameState;

  constructor(
    readonly rules: RulesetRuntime,
    start: GameState,
    readonly now: number,
  ) {
    this.current = start;
    this.start = start;
    this.rng = new RngCursor(start.rng);
  }

  get state(): GameState {
    return this.current;
  }

  emit(...events: KernelEvent[]): void {
    for (const event of events) {
      this.events.push(event);
      this.current = evolve(this.current, event);
    }
  }

  notify(audience: Audience, key: string, params: JsonObject = {}, result?: JsonObject): void {
    // Copies go out first-hand from the state the notice was sent in (RulesetHooks.noticeCopies).
    const copies = audience.to === 'seat' ? (this.rules.hooks.noticeCopies?.(this.current, audience.seat, { key, params, ...(result ? { result } : {}) }) ?? []) : [];
    this.emit({
      type: 'notice-sent',
      notice: result ? { phase: this.current.clock.phase, audience, key, params, result } : { phase: this.current.clock.phase, audience, key, params },
    });
    for (const seat of copies) {
      if (audience.to === 'seat' && seat === audience.seat) continue;
      this.emit({
        type: 'notice-sent',
        notice: { phase: this.current.clock.phase, audience: { to: 'seat', seat }, key, params, ...(result ? { result } : {}) },
      });
    }
  }

  eliminate(seat: string, cause: string, options: EliminationOptions = {}): void {
    const target = this.current.seats.find((s) => s.id === seat);
    if (!target) throw new Error(`eliminate: unknown seat ${seat}`);
    if (!target.alive) return;
    const reveal = options.revealRole ?? this.rules.hooks.revealOnElimination?.(this.current, target) ?? true;
    this.emit({ type: 'seat-eliminated', seat, cause, phase: this.current.clock.phase, reveal });
    // Every elimination (lynch, night kill, mod-kill, a hook's) passes here, so every one reads the
    // will, unless the ruleset withholds it (seed 003 CB-12: an erased body's will is lost).
    if (options.revealWill !== false && willsOf(this.rules, this.current)) this.emit({ type: 'will-revealed', seat });
    if (options.lastAction !== false) openLastAction(this, seat, cause);
    this.rules.hooks.afterElimination?.(this, seat, cause);
  }

  setTrace(trace: Json): void {
    this.trace = trace;
  }

  /** Appends the RNG state if anything was drawn, and returns every event of the decision. */
  finish(): KernelEvent[] {
    const [a, b, c, d] = this.rng.state;
    const [w, x, y, z] = this.current.rng;
    if (a !== w || b !== x || c !== y || d !== z) this.emit({ type: 'rng-advanced', rng: [...this.rng.state] });
    rememberDecided(this.events, this.start, this.current);
    return this.events;
  }
}
