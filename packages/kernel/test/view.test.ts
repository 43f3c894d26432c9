import { describe, expect, it } from 'vitest';
import { availableCommands, viewFor } from '../src';
import { newGame, runtime } from './fixture';

describe('viewFor filters secrets at the source', () => {
  const setup = () => {
    const { game, run } = newGame();
    run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] });
    run({ type: 'post', seat: 'a', channel: 'faction:wolves', body: 'c tonight', id: 'w1' });
    run({ type: 'close-step' });
    run({ type: 'publish' });
    return game;
  };

  it('a player sees their own role, not others', () => {
    const view = viewFor(runtime, setup().state, { kind: 'seat', seat: 'd' });
    expect(view.seats.find((s) => s.id === 'd')?.role).toBe('villager');
    expect(view.seats.find((s) => s.id === 'a')?.role).toBeUndefined();
    expect(view.intents).toEqual([]);
    expect(view.posts).toEqual([]);
    expect(view.pending).toBeNull();
    expect(view.ledger).toBeNull();
  });

  it('a wolf sees the pack, the shared bite and the pack chat', () => {
    const state = setup().state;
    const view = viewFor(runtime, { ...state, intents: state.intents }, { kind: 'seat', seat: 'e' });
    expect(view.seats.find((s) => s.id === 'a')?.role).toBe('wolf');
    expect(view.seats.find((s) => s.id === 'b')?.role).toBeUndefined();
    expect(view.posts.map((p) => p.id)).toEqual(['w1']);
  });

  it('a player receives their own result only, and never their hidden modifier', () => {
    const state = setup().state;
    const seer = viewFor(runtime, state, { kind: 'seat', seat: 'b' });
    expect(seer.notices.filter((n) => n.result).map((n) => n.result)).toEqual([{ kind: 'investigation', target: 'a', value: 'wolves' }]);
    expect(seer.seats.find((s) => s.id === 'b')?.modifiers).toEqual([]);
    const villager = viewFor(runtime, state, { kind: 'seat', seat: 'd' });
    expect(villager.notices.some((n) => n.result)).toBe(false);
  });

  it('a dead player sees what is revealed and public, a spectator sees the public part, the host sees everything', () => {
    const state = setup().state;
    const dead = viewFor(runtime, state, { kind: 'seat', seat: 'c' });
    expect(dead.seats.find((s) => s.id === 'c')?.alive).toBe(false);
    expect(dead.seats.find((s) => s.id === 'a')?.role).toBeUndefined();
    const spectator = viewFor(runtime, state, { kind: 'spectator' });
    expect(spectator.seats.every((s) => s.role === undefined || s.id === 'c')).toBe(true);
    expect(spectator.notices.every((n) => n.audience.to === 'public')).toBe(true);
    const host = viewFor(runtime, state, { kind: 'host' });
    expect(host.seats.find((s) => s.id === 'b')?.modifiers).toEqual([{ id: 'insane', hidden: true }]);
    expect(host.ledger).toEqual({ 'uses:b:peek': 1 });
  });

  it('lists what a seat can do now', () => {
    const { game } = newGame();
    const seer = availableCommands(runtime, game.state, 'b');
    expect(seer.find((c) => c.type === 'submit-intent')).toMatchObject({ ability: 'peek', targets: { count: 1, choices: ['a', 'c', 'd', 'e'] } });
    const wolf = availableCommands(runtime, game.state, 'a');
    expect(wolf.some((c) => c.type === 'submit-intent' && c.ability === 'bite')).toBe(true);
    expect(wolf.some((c) => c.type === 'post' && c.channel === 'faction:wolves')).toBe(true);
  });
});
