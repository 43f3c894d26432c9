import { decide, emptyState, evolve, viewFor, type Command, type GameState, type GameView, type KernelEvent, type PhaseKind, type RulesetRuntime, type Seat, type SeatSetup, type Viewer } from '../src';
import { seats as fixtureSeats } from './fixture';

/** A driver for any runtime (the fixture's `newGame` is bound to the fixture): applies accepted commands, keeps the log. */
export function play(rules: RulesetRuntime, settings: Record<string, string | number | boolean> = {}, seats: SeatSetup[] = fixtureSeats) {
  const game = { state: emptyState() as GameState, events: [] as KernelEvent[], now: 0 };
  const run = (command: Command) => {
    const result = decide(rules, game.state, command, game.now);
    if (result.ok) {
      for (const e of result.events) {
        game.state = evolve(game.state, e);
        game.events.push(e);
      }
    }
    return result;
  };
  const started = run({ type: 'start-game', ruleset: rules.id, settings: { dayLength: 5000, ...settings }, seed: 'play', seats });
  if (!started.ok) throw new Error(JSON.stringify(started.rejection));
  const seat = (id: string): Seat => {
    const found = game.state.seats.find((s) => s.id === id);
    if (!found) throw new Error(`no seat ${id}`);
    return found;
  };
  const view = (viewer: Viewer): GameView => viewFor(rules, game.state, viewer);
  /** Closes steps (publishing held-back nights) until the clock is in a new phase of `kind`. */
  const advanceTo = (kind: PhaseKind): void => {
    const from = game.state.clock.phase;
    for (let guard = 0; guard < 20 && !game.state.result; guard++) {
      const { phase } = game.state.clock;
      if (phase.kind === kind && (phase.kind !== from.kind || phase.number !== from.number)) return;
      const closed = run(game.state.pending ? { type: 'publish' } : { type: 'close-step' });
      if (!closed.ok) throw new Error(JSON.stringify(closed.rejection));
    }
  };
  const code = (command: Command): string | null => {
    const result = run(command);
    return result.ok ? null : result.rejection.code;
  };
  return { game, run, seat, view, advanceTo, code };
}

export const everyViewer = (state: GameState): Viewer[] => [{ kind: 'spectator' }, ...state.seats.map((s) => ({ kind: 'seat', seat: s.id }) as const)];
