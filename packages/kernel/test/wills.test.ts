import { describe, expect, it } from 'vitest';
import { availableCommands, decide, emptyState, evolve, replay, viewFor, type Command, type GameState, type KernelEvent, type RulesetRuntime, type Viewer } from '../src';
import { runtime, seats } from './fixture';

/** The fixture with wills switched on by a host setting, as Gorny's `lastWills` does. */
const withWills: RulesetRuntime = { ...runtime, wills: { maxLength: 40, when: { setting: 'lastWills', equals: true } } };

function play(rules: RulesetRuntime, settings: Record<string, boolean> = { lastWills: true }) {
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
  const started = run({ type: 'start-game', ruleset: 'fixture', settings: { dayLength: 5000, ...settings }, seed: 'wills', seats });
  if (!started.ok) throw new Error(JSON.stringify(started.rejection));
  return { game, run };
}

const willOf = (rules: RulesetRuntime, state: GameState, viewer: Viewer, seat: string) =>
  viewFor(rules, state, viewer).seats.find((s) => s.id === seat)?.will?.text;

const everyone: Viewer[] = [{ kind: 'spectator' }, ...seats.map((s) => ({ kind: 'seat', seat: s.id }) as const)];

describe('last wills (issue #6)', () => {
  it('a will is read by its author and the host only while the author lives', () => {
    const { game, run } = play(withWills);
    expect(run({ type: 'write-will', seat: 'c', text: 'Bob is the seer' }).ok).toBe(true);
    expect(willOf(withWills, game.state, { kind: 'seat', seat: 'c' }, 'c')).toBe('Bob is the seer');
    expect(willOf(withWills, game.state, { kind: 'host' }, 'c')).toBe('Bob is the seer');
    for (const viewer of everyone.filter((v) => !(v.kind === 'seat' && v.seat === 'c'))) {
      expect(willOf(withWills, game.state, viewer, 'c')).toBeUndefined();
    }
  });

  it('writing again replaces the will; an empty text withdraws it', () => {
    const { game, run } = play(withWills);
    run({ type: 'write-will', seat: 'c', text: 'first' });
    run({ type: 'write-will', seat: 'c', text: 'second' });
    expect(game.state.seats.find((s) => s.id === 'c')?.will?.text).toBe('second');
    run({ type: 'write-will', seat: 'c', text: '' });
    expect(game.state.seats.find((s) => s.id === 'c')?.will).toBeUndefined();
  });

  it('the latest will becomes public when the night kill lands (after host review)', () => {
    const { game, run } = play(withWills, { lastWills: true, hostReview: true });
    run({ type: 'write-will', seat: 'c', text: 'draft' });
    run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    run({ type: 'close-step' });
    // Rewritten while the host reviews: the will read out is the one standing when the kill is published.
    expect(run({ type: 'write-will', seat: 'c', text: 'a is a wolf' }).ok).toBe(true);
    expect(willOf(withWills, game.state, { kind: 'seat', seat: 'd' }, 'c')).toBeUndefined();
    run({ type: 'publish' });
    expect(game.state.seats.find((s) => s.id === 'c')?.alive).toBe(false);
    expect(game.events.some((e) => e.type === 'will-revealed' && e.seat === 'c')).toBe(true);
    for (const viewer of everyone) expect(willOf(withWills, game.state, viewer, 'c')).toBe('a is a wolf');
  });

  it('a mod-kill and a lynch reveal the will too', () => {
    const { game, run } = play(withWills);
    run({ type: 'write-will', seat: 'd', text: 'modkilled' });
    run({ type: 'modkill', seat: 'd', reason: 'inactive' });
    expect(willOf(withWills, game.state, { kind: 'spectator' }, 'd')).toBe('modkilled');

    run({ type: 'write-will', seat: 'b', text: 'lynched' });
    run({ type: 'close-step' }); // night 1 actions
    run({ type: 'close-step' }); // night 1 odd-extra
    for (const voter of ['a', 'c', 'e']) run({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['b'] });
    run({ type: 'close-step' });
    expect(game.state.seats.find((s) => s.id === 'b')?.eliminationCause).toBe('lynched');
    expect(willOf(withWills, game.state, { kind: 'seat', seat: 'e' }, 'b')).toBe('lynched');
  });

  it.each([
    ['the ruleset has no wills', runtime, { lastWills: true }, 'c', 'x', 'wills-disabled'],
    ["the host left the game's wills off", withWills, { lastWills: false }, 'c', 'x', 'wills-disabled'],
    ['the author is dead', withWills, { lastWills: true }, 'dead', 'x', 'will-author-not-alive'],
    ['the will is too long', withWills, { lastWills: true }, 'c', 'x'.repeat(41), 'will-too-long'],
  ] as const)('refuses a will when %s', (_, rules, settings, seat, text, code) => {
    const { game, run } = play(rules, settings);
    let author: string = seat;
    if (seat === 'dead') {
      run({ type: 'modkill', seat: 'd', reason: 'x' });
      author = 'd';
    }
    const before = game.state;
    const result = run({ type: 'write-will', seat: author, text });
    expect(result.ok ? null : result.rejection.code).toBe(code);
    expect(game.state).toBe(before);
  });

  it('the refusal of a long will says how long it may be', () => {
    const { run } = play(withWills);
    const result = run({ type: 'write-will', seat: 'c', text: 'x'.repeat(41) });
    expect(result).toEqual({ ok: false, rejection: { code: 'will-too-long', params: { maxLength: 40, length: 41 } } });
  });

  it('write-will is offered to living seats of a game with wills, with the current text', () => {
    const { run, game } = play(withWills);
    run({ type: 'write-will', seat: 'c', text: 'mine' });
    expect(availableCommands(withWills, game.state, 'c')).toContainEqual({ type: 'write-will', maxLength: 40, current: 'mine' });
    expect(availableCommands(withWills, game.state, 'd')).toContainEqual({ type: 'write-will', maxLength: 40, current: null });
    run({ type: 'modkill', seat: 'd', reason: 'x' });
    expect(availableCommands(withWills, game.state, 'd').some((c) => c.type === 'write-will')).toBe(false);
    expect(viewFor(withWills, game.state, { kind: 'spectator' }).wills).toEqual({ maxLength: 40 });
    const off = play(withWills, { lastWills: false });
    expect(availableCommands(withWills, off.game.state, 'c').some((c) => c.type === 'write-will')).toBe(false);
    expect(viewFor(withWills, off.game.state, { kind: 'seat', seat: 'c' }).wills).toBeUndefined();
  });

  it('a replacement inherits the seat and its will', () => {
    const { game, run } = play(withWills);
    run({ type: 'write-will', seat: 'c', text: 'kept' });
    run({ type: 'replace-player', seat: 'c', name: 'Cid' });
    expect(willOf(withWills, game.state, { kind: 'seat', seat: 'c' }, 'c')).toBe('kept');
  });

  it('without wills an elimination adds no will event', () => {
    const { game, run } = play(runtime);
    run({ type: 'modkill', seat: 'd', reason: 'x' });
    expect(game.events.some((e) => e.type === 'will-revealed')).toBe(false);
  });

  it('replaying the log reproduces wills exactly', () => {
    const { game, run } = play(withWills);
    run({ type: 'write-will', seat: 'c', text: 'one' });
    run({ type: 'write-will', seat: 'b', text: 'two' });
    run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(JSON.stringify(replay(game.events))).toBe(JSON.stringify(game.state));
  });
});
