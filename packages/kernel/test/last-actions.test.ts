import { describe, expect, it } from 'vitest';
import { armedLastActions, availableCommands, type HookContext, type RulesetRuntime, type SeatSetup } from '../src';
import { runtime, seats as fixtureSeats } from './fixture';
import { play } from './play';

/**
 * The fixture with two actions on death. The hunter (`shoot`) is given a window when lynched or
 * bitten and shoots at once; the avenger's `avenge` is armed at night and takes effect if the
 * avenger dies that night (seed 003 CB-8: Akai's Vengeance).
 */
const rules: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    hunter: { id: 'hunter', faction: 'town', abilities: [{ id: 'shoot', phase: 'day', targets: { count: 1 }, onDeath: { kind: 'window', causes: ['lynched', 'bitten'] } }] },
    avenger: { id: 'avenger', faction: 'town', abilities: [{ id: 'avenge', phase: 'night', targets: { count: 1 }, onDeath: { kind: 'armed' } }] },
  },
  hooks: {
    ...runtime.hooks,
    lastActionTaken(ctx, intent) {
      const target = intent.targets[0];
      if (target) ctx.eliminate(target, 'shot');
    },
    stepEnding(ctx: HookContext) {
      runtime.hooks.stepEnding?.(ctx);
      for (const intent of armedLastActions(ctx.rules, ctx.state)) {
        const target = intent.targets[0];
        if (target) ctx.eliminate(target, 'avenged');
        ctx.emit({ type: 'intent-withdrawn', key: intent.key });
      }
    },
  },
};

// a, e wolves; b avenger; c hunter; d villager.
const seats: SeatSetup[] = fixtureSeats.map((s) => (s.id === 'b' ? { ...s, role: 'avenger', modifiers: [] } : s.id === 'c' ? { ...s, role: 'hunter' } : s));

const shootOffered = (g: ReturnType<typeof play>, seat: string) =>
  availableCommands(rules, g.game.state, seat).some((c) => c.type === 'submit-intent' && c.ability === 'shoot');

describe('a window opened by the elimination (a hunter’s shot)', () => {
  it('the dead seat may act once, at once, and only then', () => {
    const g = play(rules, {}, seats);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['a'] })).toBe('last-action-only');
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    expect(g.seat('c')).toMatchObject({ alive: false, lastAction: { abilities: ['shoot'], cause: 'bitten', phase: { kind: 'night', number: 1 }, step: 'actions' } });
    expect(shootOffered(g, 'c')).toBe(true);
    const before = g.game.events.length;
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['a'] })).toBeNull();
    expect(g.game.events.slice(before).map((e) => e.type)).toEqual(['intent-submitted', 'last-action-closed', 'seat-eliminated']);
    expect(g.seat('a')).toMatchObject({ alive: false, eliminationCause: 'shot' });
    expect(g.seat('c').lastAction).toBeUndefined();
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['e'] })).toBe('last-action-only');
    expect(shootOffered(g, 'c')).toBe(false);
  });

  it('the shot is judged like any action (targets) and a refused one keeps the window', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['c'] })).toBe('self-target-forbidden');
    expect(g.seat('c').lastAction?.abilities).toEqual(['shoot']);
  });

  it('a shot that ends the game ends it at once', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'modkill', seat: 'e', reason: 'x' });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    g.run({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['a'] });
    expect(g.game.state.result).toMatchObject({ factions: ['town'], reason: 'wolves-gone' });
  });

  it('stays open through the step after the one it opened in, then closes', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' }); // night 1 `actions` ends: c dies, the window opens
    expect(g.game.state.clock.step).toBe('odd-extra');
    expect(shootOffered(g, 'c')).toBe(true);
    g.run({ type: 'close-step' }); // the next step ends: the window closes with it
    expect(g.game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
    expect(g.game.events.some((e) => e.type === 'last-action-closed' && e.seat === 'c')).toBe(true);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'shoot', targets: ['a'] })).toBe('last-action-only');
  });

  it('with host review on, the window opens when the death is published', () => {
    const g = play(rules, { hostReview: true }, seats);
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    expect(g.seat('c').lastAction).toBeUndefined();
    g.run({ type: 'publish' });
    expect(g.seat('c').lastAction?.abilities).toEqual(['shoot']);
  });

  it('opens no window for a cause it does not list (a mod-kill)', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(g.seat('c')).toMatchObject({ alive: false });
    expect(g.seat('c').lastAction).toBeUndefined();
  });

  it('an elimination with `lastAction: false` opens none', () => {
    const quiet: RulesetRuntime = {
      ...rules,
      hooks: { ...rules.hooks, afterPost: (ctx, post) => ctx.eliminate(post.body, 'lynched', { lastAction: false }) },
    };
    const g = play(quiet, {}, seats);
    g.run({ type: 'post', seat: 'd', channel: 'thread', body: 'c', id: 'p1' });
    expect(g.seat('c')).toMatchObject({ alive: false, eliminationCause: 'lynched' });
    expect(g.seat('c').lastAction).toBeUndefined();
  });

  it('the window and the shot are the seat’s own: others see neither', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    const windowSeenBy = (viewer: string) => g.view({ kind: 'seat', seat: viewer }).seats.find((s) => s.id === 'c')?.lastAction;
    expect(windowSeenBy('c')?.abilities).toEqual(['shoot']);
    for (const other of ['a', 'b', 'd', 'e']) expect(windowSeenBy(other)).toBeUndefined();
    expect(g.view({ kind: 'spectator' }).seats.find((s) => s.id === 'c')?.lastAction).toBeUndefined();
    expect(g.view({ kind: 'host' }).seats.find((s) => s.id === 'c')?.lastAction?.abilities).toEqual(['shoot']);
  });
});

describe('an armed last action (seed 003 CB-8: Vengeance takes effect after its author’s death)', () => {
  it('takes effect when its author dies in that phase', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'b', ability: 'avenge', targets: ['e'] });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['b'] });
    g.run({ type: 'close-step' });
    expect(g.seat('b')).toMatchObject({ alive: false, eliminationCause: 'bitten' });
    expect(g.seat('e')).toMatchObject({ alive: false, eliminationCause: 'avenged' });
  });

  it('lapses when its author lives', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'b', ability: 'avenge', targets: ['e'] });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['d'] });
    g.advanceTo('day');
    expect(g.seat('e').alive).toBe(true);
    expect(g.game.state.intents).toEqual([]);
  });

  it('stands when its author died earlier in the phase, and the dead cannot withdraw it', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'b', ability: 'avenge', targets: ['e'] });
    g.run({ type: 'modkill', seat: 'b', reason: 'x' });
    expect(armedLastActions(rules, g.game.state).map((i) => i.actor)).toEqual(['b']);
    expect(g.code({ type: 'withdraw-intent', seat: 'b', ability: 'avenge' })).toBe('actor-not-alive');
    expect(availableCommands(rules, g.game.state, 'b').some((c) => c.type === 'withdraw-intent')).toBe(false);
    g.run({ type: 'close-step' });
    expect(g.seat('e')).toMatchObject({ alive: false, eliminationCause: 'avenged' });
  });

  it('honours its causes', () => {
    const onlyBites: RulesetRuntime = {
      ...rules,
      roles: { ...rules.roles, avenger: { id: 'avenger', faction: 'town', abilities: [{ id: 'avenge', phase: 'night', targets: { count: 1 }, onDeath: { kind: 'armed', causes: ['bitten'] } }] } },
    };
    const g = play(onlyBites, {}, seats);
    g.run({ type: 'submit-intent', seat: 'b', ability: 'avenge', targets: ['e'] });
    g.run({ type: 'modkill', seat: 'b', reason: 'x' });
    expect(armedLastActions(onlyBites, g.game.state)).toEqual([]);
  });
});
