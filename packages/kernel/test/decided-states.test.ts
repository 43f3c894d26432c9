import { describe, expect, it } from 'vitest';
import { applyEvents, decide, emptyState, evolve, replay, type Command, type GameState, type KernelEvent } from '../src';
import { newGame, runtime, seats } from './fixture';

const fold = (state: GameState, events: readonly KernelEvent[]): GameState => events.reduce(evolve, state);

/** A game driven with applyEvents (the simulator's way) beside one driven event by event. */
function twoGames() {
  const slow = newGame();
  const fast = { state: emptyState(), events: [] as KernelEvent[] };
  const run = (command: Command) => {
    const a = slow.run(command);
    const b = decide(runtime, fast.state, command, slow.game.now);
    expect(b).toEqual(a);
    if (b.ok) {
      fast.state = applyEvents(fast.state, b.events);
      fast.events.push(...b.events);
    }
    return b;
  };
  const start = decide(runtime, fast.state, { type: 'start-game', ruleset: 'fixture', settings: { dayLength: 5000 }, seed: 'seed', seats }, 0);
  if (!start.ok) throw new Error('no start');
  fast.state = applyEvents(fast.state, start.events);
  fast.events.push(...start.events);
  return { slow, fast, run };
}

describe('applyEvents: the state a decision reached, without evolving its events again', () => {
  it('gives the state evolve gives, command after command, through votes, locks, kills and revotes', () => {
    const { slow, fast, run } = twoGames();
    run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] });
    while (slow.game.state.clock.phase.kind !== 'day') expect(run({ type: 'close-step' }).ok).toBe(true);
    for (const [seat, target] of [['a', 'd'], ['b', 'a'], ['d', 'a'], ['b', 'e'], ['e', 'b'], ['d', 'a']] as const) {
      run({ type: 'cast-ballot', seat, poll: 'lynch', targets: [target] });
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.game.state));
    }
    run({ type: 'withdraw-ballot', seat: 'e', poll: 'lynch' });
    run({ type: 'close-step' });
    expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.game.state));
    expect(JSON.stringify(replay(fast.events))).toBe(JSON.stringify(fast.state));
  });

  it('folds the events when they are not the last decision on that very state', () => {
    const { game } = newGame();
    const first = decide(runtime, game.state, { type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] }, 0);
    if (!first.ok) throw new Error('refused');
    const other = decide(runtime, game.state, { type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['d'] }, 0);
    if (!other.ok) throw new Error('refused');
    // `first` is no longer the last decision, and a copy of the events is another array.
    expect(applyEvents(game.state, first.events)).toEqual(fold(game.state, first.events));
    expect(applyEvents(game.state, [...other.events])).toEqual(fold(game.state, other.events));
    // The same events on another state: folded over that state, not the remembered answer.
    const later = fold(game.state, other.events);
    expect(applyEvents(later, other.events)).toEqual(fold(later, other.events));
    expect(applyEvents(later, other.events).intents).toHaveLength(1);
  });

  it('a ballot evolved from a log is cast again, whatever decide accepted last', () => {
    const { game, run } = newGame();
    while (game.state.clock.phase.kind !== 'day') expect(run({ type: 'close-step' }).ok).toBe(true);
    const day = game.state;
    const accepted = decide(runtime, day, { type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['a'] }, 0);
    if (!accepted.ok) throw new Error('refused');
    // Another ballot on the same poll, with the same voter, slot and time: the cache must not answer it.
    const event: KernelEvent = { type: 'ballot-cast', poll: 'lynch', ballot: { voter: 'b', slot: 'main', targets: ['c'] }, at: 0 };
    const poll = evolve(day, event).polls[0];
    expect(poll?.ballots.map((b) => b.targets)).toEqual([['c']]);
    expect(evolve(day, accepted.events[0] as KernelEvent).polls[0]?.ballots.map((b) => b.targets)).toEqual([['a']]);
  });
});
