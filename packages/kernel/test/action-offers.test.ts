import { describe, expect, it } from 'vitest';
import { actionOffers, availableCommands, evolve, type GameState, type Grant, type KernelEvent, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `actionOffers` (the simulator's bots, docs/balance.md "Speed") is `availableCommands` less the
 * withdrawals, the will and the posts: the same moves and ballots, the same values, the same order.
 */
const proxies: NonNullable<RulesetRuntime['hooks']['proxies']> = (_state, seat) => (seat.id === 'c' ? [{ seat: 'b', via: 'relay' }] : []);
const rules: RulesetRuntime = { ...runtime, hooks: { ...runtime.hooks, proxies } };

const filtered = (state: GameState, seat: string) =>
  availableCommands(rules, state, seat).filter((c) => c.type === 'submit-intent' || c.type === 'cast-ballot');

/** Every seat's action offers against the filtered full list; returns how many offers were compared. */
function compareAll(state: GameState): number {
  let compared = 0;
  for (const seat of state.seats) {
    const expected = filtered(state, seat.id);
    expect(actionOffers(rules, state, seat)).toEqual(expected);
    compared += expected.length;
  }
  return compared;
}

describe('actionOffers', () => {
  it('answers as availableCommands does for moves and ballots: own, granted, factional, proxied, cast and locked ballots, dead seats', () => {
    const g = play(rules);
    const grant: Grant = { id: 'g1', role: 'seer', source: { rule: 'test r.1', seat: 'b' } };
    const granted: KernelEvent = { type: 'grant-added', seat: 'd', grant };
    g.game.state = evolve(g.game.state, granted);
    g.game.events.push(granted);
    // Night 1: moves submitted (each becomes the current one), a granted one and the factional kill (withdrawn).
    let compared = compareAll(g.game.state);
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'peek', targets: ['e'] })).toBeNull();
    compared += compareAll(g.game.state);
    expect(g.code({ type: 'withdraw-intent', seat: 'a', ability: 'bite' })).toBeNull();
    // Day 1 (Bob holds the status `marked`): ballots cast (withdrawable), then d locked in by the fourth.
    g.advanceTo('day');
    compared += compareAll(g.game.state);
    for (const voter of ['a', 'b', 'c']) expect(g.code({ type: 'cast-ballot', seat: voter, poll: 'lynch', slot: 'main', targets: ['d'] })).toBeNull();
    compared += compareAll(g.game.state);
    expect(g.code({ type: 'cast-ballot', seat: 'e', poll: 'lynch', slot: 'main', targets: ['d'] })).toBeNull();
    expect(g.game.state.polls[0]?.locked).toBe('d');
    compared += compareAll(g.game.state);
    // Night 2: d lynched.
    g.advanceTo('night');
    expect(g.game.state.seats.find((s) => s.id === 'd')?.alive).toBe(false);
    compared += compareAll(g.game.state);
    expect(compared).toBeGreaterThan(20);
  });

  it('offers nothing once the game is over', () => {
    const g = play(rules);
    const over: GameState = { ...g.game.state, result: { factions: ['town'], seats: ['b', 'c', 'd'], reason: 'test' } };
    for (const seat of over.seats) expect(actionOffers(rules, over, seat)).toEqual([]);
  });
});
