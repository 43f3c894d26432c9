import { describe, expect, it } from 'vitest';
import { pollHistory, replay, tallyPoll, type HookContext, type KernelEvent, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * The fixture's day, ended the way seed 003 ends its lynch: with the `reason` setting on (the Voice
 * of Reason was used) the poll turns `hidden` before it is closed; an accusation adds +1 to `d`.
 */
const rules: RulesetRuntime = {
  ...runtime,
  hooks: {
    ...runtime.hooks,
    stepEnding(ctx: HookContext) {
      if (ctx.state.clock.phase.kind !== 'day') return runtime.hooks.stepEnding?.(ctx);
      if (ctx.state.settings['reason'] === true) ctx.emit({ type: 'poll-changed', poll: 'lynch', change: { visibility: 'hidden' } });
      ctx.emit({ type: 'poll-changed', poll: 'lynch', change: { adjustments: [{ kind: 'offset', option: 'd', delta: 1, source: 'b' }] } });
      const poll = ctx.state.polls.find((p) => p.spec.id === 'lynch');
      if (poll) ctx.emit({ type: 'poll-closed', poll: 'lynch', outcome: tallyPoll(poll).outcome });
    },
  },
};

function dayOne(settings: Record<string, boolean>) {
  const g = play(rules, settings);
  g.advanceTo('day');
  for (const [voter, target] of [['a', 'c'], ['c', 'd'], ['e', 'c']] as const) g.run({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: [target] });
  g.run({ type: 'close-step' });
  return g;
}

const lynchIn = (events: KernelEvent[], viewer: Parameters<typeof pollHistory>[1]) =>
  pollHistory(events, viewer).flatMap((h) => h.polls).find((p) => p.id === 'lynch');

describe('poll-changed and poll-revealed events', () => {
  it('an offset written at the count changes the totals everyone reads after the close', () => {
    const g = dayOne({ reason: false });
    const lynch = lynchIn(g.game.events, { kind: 'spectator' });
    expect(lynch?.totals?.filter((t) => t.total > 0)).toEqual([{ option: 'c', total: 2 }, { option: 'd', total: 2 }]);
    expect(lynch?.ballots.map((b) => b.voter)).toEqual(['a', 'c', 'e']);
    expect(JSON.stringify(replay(g.game.events))).toBe(JSON.stringify(g.game.state));
  });

  it('a poll turned hidden keeps its ballots from everyone, in the vote history too, until revealed', () => {
    const g = dayOne({ reason: true });
    const hiddenTo = lynchIn(g.game.events, { kind: 'seat', seat: 'b' });
    expect(hiddenTo?.visibility).toBe('hidden');
    expect(hiddenTo?.ballots).toEqual([]);
    expect(hiddenTo?.totals).toBeNull();
    expect(lynchIn(g.game.events, { kind: 'seat', seat: 'a' })?.ballots.map((b) => b.voter)).toEqual(['a']);
    expect(lynchIn(g.game.events, { kind: 'host' })?.ballots.map((b) => b.voter)).toEqual(['a', 'c', 'e']);

    // Revealing is a fact like any other (here applied while the poll is still the day's).
    const revealed = { type: 'poll-revealed', poll: 'lynch' } as const;
    const before = dayOneBeforeClear(g.game.events);
    const events = [...before, revealed];
    expect(lynchIn(events, { kind: 'seat', seat: 'b' })?.ballots.map((b) => b.voter)).toEqual(['a', 'c', 'e']);
  });
});

/** The log up to the day's close (before `polls-cleared` drops the day's polls from the state). */
function dayOneBeforeClear(events: KernelEvent[]): KernelEvent[] {
  const cleared = events.findIndex((e, i) => e.type === 'polls-cleared' && events.slice(0, i).some((x) => x.type === 'poll-closed'));
  return events.slice(0, cleared);
}
