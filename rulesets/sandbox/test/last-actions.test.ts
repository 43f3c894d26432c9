import { armedLastActions, type HookContext, type Intent } from '@mafia/kernel';
import { checkReplay, checkViews, defineRole, defineRuleset, GameDriver, type PlayedGame } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../src';

/**
 * Actions on death at sandbox level: the sandbox (kit night resolution, host review, a locking
 * lynch) with two roles added for this test. The hunter shoots once when killed or lynched, in the
 * window the death opens; the avenger arms `avenge` at night and it fires if the avenger dies that
 * night (seed 003 CB-8, Akai's Vengeance), after the kit has resolved the night.
 */
const hunter = defineRole({
  id: 'hunter',
  faction: 'town',
  abilities: [{ id: 'shoot', phase: 'any', targets: { count: 1 }, onDeath: { kind: 'window', causes: ['killed', 'lynched'] } }],
});
const avenger = defineRole({
  id: 'avenger',
  faction: 'town',
  abilities: [{ id: 'avenge', phase: 'night', targets: { count: 1 }, onDeath: { kind: 'armed' } }],
});

const own = sandbox.definition.hooks ?? {};
const withLastActions = defineRuleset({
  ...sandbox.definition,
  roles: [...sandbox.definition.roles, hunter, avenger],
  hooks: {
    ...own,
    lastActionTaken(ctx: HookContext, intent: Intent) {
      const target = intent.targets[0];
      if (target) ctx.eliminate(target, 'shot');
    },
    stepEnding(ctx: HookContext) {
      own.stepEnding?.(ctx);
      for (const intent of armedLastActions(ctx.rules, ctx.state)) {
        const target = intent.targets[0];
        if (target) ctx.eliminate(target, 'avenged');
      }
    },
  },
});

const seats = [
  { id: 'ann', name: 'Ann', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'hunter', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'avenger', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'fay', name: 'Fay', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} },
];

const noLeaks = (game: GameDriver, name: string) => {
  const played: PlayedGame = { name, events: game.events, state: game.state };
  expect([...checkReplay(played), ...checkViews(withLastActions, played)]).toEqual([]);
};

describe('sandbox: actions on death', () => {
  it('the hunter killed at night shoots by day, once; the game goes on from there', () => {
    const game = new GameDriver(withLastActions, { seats, seed: 'hunter', settings: { hostReview: true } });
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['bob'] });
    game.closeStep(); // held for review, then published: the window opens with the death
    expect(game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
    expect(game.state.seats.find((s) => s.id === 'bob')).toMatchObject({ alive: false, lastAction: { abilities: ['shoot'], cause: 'killed:factional-kill' } });
    expect(game.available('bob')).toContainEqual(expect.objectContaining({ type: 'submit-intent', ability: 'shoot' }));
    expect(game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'shoot', targets: ['fay'] }).ok).toBe(true);
    expect(game.state.seats.find((s) => s.id === 'fay')).toMatchObject({ alive: false, eliminationCause: 'shot' });
    expect(game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'shoot', targets: ['ann'] })).toMatchObject({ ok: false, rejection: { code: 'last-action-only' } });
    expect(game.state.result).toBeNull();
    noLeaks(game, 'hunter at night');
  });

  it('the hunter lynched shoots during the night that follows, and the shot can end the game', () => {
    const game = new GameDriver(withLastActions, { seats, seed: 'lynch', settings: { firstPhase: 'day' } });
    for (const voter of ['ann', 'cat', 'dan', 'fay']) game.dispatch({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['bob'] });
    game.closeStep();
    expect(game.state.clock.phase).toEqual({ kind: 'night', number: 1 });
    game.dispatch({ type: 'modkill', seat: 'fay', reason: 'inactive' });
    expect(game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'shoot', targets: ['ann'] }).ok).toBe(true);
    expect(game.state.result).toMatchObject({ factions: ['town'], reason: 'no-mafia-left' });
    noLeaks(game, 'hunter lynched');
  });

  it('the avenger killed at night takes the target along; alive, the armed action lapses', () => {
    const game = new GameDriver(withLastActions, { seats, seed: 'avenge' });
    game.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'avenge', targets: ['fay'] });
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['cat'] });
    game.closeStep();
    expect(game.state.seats.find((s) => s.id === 'fay')).toMatchObject({ alive: false, eliminationCause: 'avenged' });
    noLeaks(game, 'avenger');

    const lapsed = new GameDriver(withLastActions, { seats, seed: 'lapse' });
    lapsed.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'avenge', targets: ['fay'] });
    lapsed.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['dan'] });
    lapsed.closeStep();
    expect(lapsed.state.seats.filter((s) => !s.alive).map((s) => s.id)).toEqual(['dan']);
    expect(lapsed.state.intents).toEqual([]);
  });
});
