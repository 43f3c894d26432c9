import { describe, expect, it } from 'vitest';
import { type RulesetRuntime, type Viewer } from '../src';
import { runtime } from './fixture';
import { everyViewer, play } from './play';

const withWills: RulesetRuntime = { ...runtime, wills: { maxLength: 40 } };

/**
 * The bite erases the body when the game's `erase` setting is on (seed 003 CB-12, Pisco): the
 * victim dies, but neither the will nor the role is read out.
 */
const erasing: RulesetRuntime = {
  ...withWills,
  hooks: {
    ...withWills.hooks,
    stepEnding(ctx) {
      const { phase, step } = ctx.state.clock;
      const bite = ctx.state.intents.find((i) => i.ability === 'bite');
      if (phase.kind !== 'night' || step !== 'actions' || !bite?.targets[0] || ctx.state.settings['erase'] !== true) {
        withWills.hooks.stepEnding?.(ctx);
        return;
      }
      ctx.eliminate(bite.targets[0], 'bitten', { revealWill: false, revealRole: false });
    },
  },
};

const willSeenBy = (g: ReturnType<typeof play>, viewer: Viewer, seat: string) => g.view(viewer).seats.find((s) => s.id === seat)?.will?.text;
const readers = (g: ReturnType<typeof play>, seat: string) =>
  everyViewer(g.game.state)
    .filter((viewer) => willSeenBy(g, viewer, seat) !== undefined)
    .map((viewer) => (viewer.kind === 'seat' ? viewer.seat : viewer.kind));

describe('the host edits a will before it is revealed (seed 003 CB-11, CB-D22.4)', () => {
  it('replaces the text the author and the host read, and that text is the one revealed', () => {
    const g = play(withWills);
    g.run({ type: 'write-will', seat: 'c', text: 'Ann bit me, check Eve too' });
    expect(g.code({ type: 'edit-will', target: 'c', text: 'Ann bit me' })).toBeNull();
    expect(g.game.events.at(-1)).toEqual({ type: 'will-edited', seat: 'c', text: 'Ann bit me', at: 0 });
    expect(readers(g, 'c')).toEqual(['c']);
    expect(willSeenBy(g, { kind: 'seat', seat: 'c' }, 'c')).toBe('Ann bit me');
    expect(willSeenBy(g, { kind: 'host' }, 'c')).toBe('Ann bit me');
    g.run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(readers(g, 'c')).toEqual(['spectator', 'a', 'b', 'c', 'd', 'e']);
    expect(willSeenBy(g, { kind: 'spectator' }, 'c')).toBe('Ann bit me');
  });

  it('with host review on, an edit made while the night is held is the text published with the death', () => {
    const g = play(withWills, { hostReview: true });
    g.run({ type: 'write-will', seat: 'c', text: 'I am the secret agent' });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.run({ type: 'close-step' });
    expect(g.game.state.pending).not.toBeNull();
    expect(g.code({ type: 'edit-will', target: 'c', text: 'I was town' })).toBeNull();
    g.run({ type: 'publish' });
    expect(g.seat('c').alive).toBe(false);
    expect(willSeenBy(g, { kind: 'seat', seat: 'd' }, 'c')).toBe('I was town');
  });

  it('an empty text withdraws the will: nothing is read out', () => {
    const g = play(withWills);
    g.run({ type: 'write-will', seat: 'c', text: 'too much' });
    g.run({ type: 'edit-will', target: 'c', text: '' });
    g.run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(g.seat('c').will).toBeUndefined();
    expect(readers(g, 'c')).toEqual([]);
  });

  it.each([
    ['an unknown seat', withWills, 'zz', 'x', 'unknown-seat'],
    ['a game without wills', runtime, 'c', 'x', 'wills-disabled'],
    ['a will already read out', withWills, 'dead', 'x', 'will-already-revealed'],
    ['a text over the limit', withWills, 'c', 'x'.repeat(41), 'will-too-long'],
  ] as const)('refuses %s and changes nothing', (_, rules, target, text, code) => {
    const g = play(rules);
    let seat: string = target;
    if (target === 'dead') {
      g.run({ type: 'write-will', seat: 'd', text: 'read' });
      g.run({ type: 'modkill', seat: 'd', reason: 'x' });
      seat = 'd';
    }
    const before = g.game.state;
    expect(g.code({ type: 'edit-will', target: seat, text })).toBe(code);
    expect(g.game.state).toBe(before);
  });
});

describe('an elimination that does not reveal the will (seed 003 CB-12: an erased body)', () => {
  it('the will stays with its author and the host; the role is not revealed either', () => {
    const g = play(erasing, { erase: true });
    g.run({ type: 'write-will', seat: 'c', text: 'Ann is a wolf' });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.advanceTo('day');
    expect(g.seat('c').alive).toBe(false);
    expect(g.game.events.some((e) => e.type === 'will-revealed')).toBe(false);
    expect(g.game.events.find((e) => e.type === 'seat-eliminated')).toMatchObject({ seat: 'c', reveal: false });
    expect(readers(g, 'c')).toEqual(['c']);
    expect(willSeenBy(g, { kind: 'host' }, 'c')).toBe('Ann is a wolf');
    expect(g.view({ kind: 'seat', seat: 'd' }).seats.find((s) => s.id === 'c')?.role).toBeUndefined();
  });

  it('without the option the same death reads the will and shows the role', () => {
    const g = play(erasing, { erase: false });
    g.run({ type: 'write-will', seat: 'c', text: 'Ann is a wolf' });
    g.run({ type: 'submit-intent', seat: 'a', ability: 'bite', targets: ['c'] });
    g.advanceTo('day');
    expect(readers(g, 'c')).toEqual(['spectator', 'a', 'b', 'c', 'd', 'e']);
    expect(g.view({ kind: 'seat', seat: 'd' }).seats.find((s) => s.id === 'c')?.role).toBe('villager');
  });
});
