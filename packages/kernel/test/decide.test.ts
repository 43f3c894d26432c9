import { describe, expect, it } from 'vitest';
import { decide, emptyState, replay, type RulesetRuntime } from '../src';
import { newGame, runtime, seats } from './fixture';

describe('commands become events or rejections', () => {
  it('rejects with reason keys and changes nothing', () => {
    const { game, run } = newGame();
    const before = JSON.stringify(game.state);
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['b'] })).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'fly', targets: ['a'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(run({ type: 'submit-intent', seat: 'c', ability: 'peek', targets: ['a'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a', 'c'] })).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    expect(run({ type: 'submit-intent', seat: 'zz', ability: 'peek', targets: ['a'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-seat' } });
    expect(run({ type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['a'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-poll' } });
    expect(run({ type: 'tick' })).toMatchObject({ ok: false, rejection: { code: 'deadline-not-reached' } });
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('keeps the last valid intent per ability until the deadline', () => {
    const { game, run } = newGame();
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] });
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] });
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['b'] }).ok).toBe(false);
    expect(game.state.intents.map((i) => i.targets)).toEqual([['c']]);
  });

  it('shares a factional intent: any member sends it, the last one wins', () => {
    const { game, run } = newGame();
    run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    run({ type: 'submit-intent', seat: 'e', ability: 'bite', targets: ['d'] });
    expect(game.state.intents).toHaveLength(1);
    expect(game.state.intents[0]).toMatchObject({ actor: 'e', targets: ['d'], key: 'faction:wolves:bite' });
    expect(run({ type: 'submit-intent', seat: 'c', ability: 'bite', targets: ['d'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
  });

  it('counts uses per game and refuses the third peek', () => {
    const { game, run } = newGame();
    const night = () => {
      const number = game.state.clock.phase.number;
      while (game.state.clock.phase.kind !== 'night' || game.state.clock.phase.number === number) {
        run({ type: 'close-step' });
        if (game.state.pending) run({ type: 'publish' });
      }
    };
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] });
    night();
    run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['d'] });
    night();
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] })).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });

  it('fires the deadline through tick with the injected clock', () => {
    const { game, run } = newGame();
    expect(game.state.clock.deadline).toBe(1000);
    game.now = 999;
    expect(run({ type: 'tick' }).ok).toBe(false);
    game.now = 1000;
    expect(run({ type: 'tick' }).ok).toBe(true);
    expect(game.state.clock.step).toBe('odd-extra');
    expect(game.state.clock.deadline).toBeNull();
  });

  it('holds the night for host review; a correction re-resolves; publish applies it', () => {
    const { game, run } = newGame({ hostReview: true });
    run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    run({ type: 'close-step' });
    expect(game.state.pending?.trace).toEqual({ bite: 'c' });
    expect(game.state.seats.find((s) => s.id === 'c')?.alive).toBe(true);
    expect(run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['d'] })).toMatchObject({ ok: false, rejection: { code: 'awaiting-host-review' } });
    expect(run({ type: 'host-submit-intent', seat: 'a', ability: 'bite', targets: ['d'] }).ok).toBe(true);
    run({ type: 'resolve-again' });
    expect(game.state.pending?.trace).toEqual({ bite: 'd' });
    run({ type: 'publish' });
    expect(game.state.pending).toBeNull();
    expect(game.state.seats.filter((s) => !s.alive).map((s) => s.id)).toEqual(['d']);
    expect(game.state.clock.step).toBe('odd-extra');
  });

  it('expires statuses when their phase ends', () => {
    const { game, run } = newGame();
    run({ type: 'close-step' });
    run({ type: 'publish' });
    expect(game.state.seats.find((s) => s.id === 'b')?.statuses.map((s) => s.id)).toEqual(['marked']);
    run({ type: 'close-step' });
    expect(game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
    expect(game.state.seats.find((s) => s.id === 'b')?.statuses.map((s) => s.id)).toEqual(['marked']);
    run({ type: 'close-step' });
    expect(game.state.seats.find((s) => s.id === 'b')?.statuses).toEqual([]);
  });

  it('locks a majority and lynches at the end of the day; the game ends when the wolves are gone', () => {
    const { game, run } = newGame({ firstPhase: 'day' });
    for (const voter of ['b', 'c', 'd']) expect(run({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['a'] }).ok).toBe(true);
    expect(run({ type: 'cast-ballot', seat: 'e', poll: 'lynch', targets: ['a'] }).ok).toBe(true);
    expect(run({ type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['e'] })).toMatchObject({ ok: false, rejection: { code: 'vote-locked' } });
    run({ type: 'close-step' });
    expect(game.state.seats.find((s) => s.id === 'a')?.alive).toBe(false);
    expect(game.state.result).toBeNull();
    run({ type: 'modkill', seat: 'e', reason: 'inactive' });
    expect(game.state.result?.factions).toEqual(['town']);
    expect(run({ type: 'close-step' })).toMatchObject({ ok: false, rejection: { code: 'game-over' } });
  });

  it('enforces posting channels', () => {
    const { run } = newGame();
    expect(run({ type: 'post', seat: 'a', channel: 'faction:wolves', body: 'hi', id: 'p1' }).ok).toBe(true);
    expect(run({ type: 'post', seat: 'b', channel: 'faction:wolves', body: 'hi', id: 'p2' })).toMatchObject({ ok: false, rejection: { code: 'channel-closed' } });
    expect(run({ type: 'post', seat: 'b', channel: 'dead', body: 'hi', id: 'p3' })).toMatchObject({ ok: false, rejection: { code: 'channel-closed' } });
    expect(run({ type: 'post', seat: 'b', channel: 'thread', body: 'hi', id: 'p1' })).toMatchObject({ ok: false, rejection: { code: 'duplicate-post-id' } });
  });

  it('replays the log into an identical state, and the same commands give the same log', () => {
    const play = () => {
      const { game, run } = newGame({}, 'same-seed');
      run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
      run({ type: 'close-step' });
      run({ type: 'publish' });
      run({ type: 'close-step' });
      run({ type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['a'] });
      return game;
    };
    const one = play();
    expect(JSON.stringify(replay(one.events))).toBe(JSON.stringify(one.state));
    expect(JSON.stringify(play().events)).toBe(JSON.stringify(one.events));
  });

  it("refuses a start whose seats the ruleset's validateStart refuses, and starts when it accepts them", () => {
    const strict: RulesetRuntime = {
      ...runtime,
      hooks: {
        ...runtime.hooks,
        validateStart: (given) => {
          const odd = given.find((s) => s.attributes['colour'] !== undefined && s.attributes['colour'] !== 'blue');
          return odd ? { code: 'unknown-colour', params: { seat: odd.id, allowed: 'blue' } } : null;
        },
      },
    };
    const start = (attributes: Record<string, string>) =>
      decide(strict, emptyState(), { type: 'start-game', ruleset: 'fixture', settings: { dayLength: 5000 }, seed: 's', seats: seats.map((s, i) => (i === 1 ? { ...s, attributes } : s)) }, 0);
    expect(start({ colour: 'green' })).toEqual({ ok: false, rejection: { code: 'unknown-colour', params: { seat: 'b', allowed: 'blue' } } });
    expect(start({ colour: 'blue' }).ok).toBe(true);
  });
});
