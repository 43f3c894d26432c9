import { describe, expect, it } from 'vitest';
import { toSeat, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `RulesetHooks.intentRecorded`: called once per accepted intent, right after it is recorded
 * (russian-extended-1 PIM-3: the Pimp learns each move his slave sends); never for a refused one.
 */
const rules: RulesetRuntime = {
  ...runtime,
  hooks: {
    ...runtime.hooks,
    intentRecorded(ctx, intent) {
      const recorded = ctx.state.intents.some((i) => i.key === intent.key);
      ctx.notify(toSeat('a'), 'sent', { actor: intent.actor, ability: intent.ability, targets: [...intent.targets], recorded });
    },
  },
};

const sent = (g: ReturnType<typeof play>) => g.game.state.notices.filter((n) => n.key === 'sent').map((n) => n.params);

describe('the intentRecorded hook', () => {
  it('sees every accepted intent, already recorded, and may notify', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['d'] })).toBeNull();
    expect(sent(g)).toEqual([
      { actor: 'b', ability: 'peek', targets: ['c'], recorded: true },
      { actor: 'b', ability: 'peek', targets: ['d'], recorded: true },
    ]);
  });

  it('is not called for a refused intent', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek', targets: ['b'] })).not.toBeNull();
    expect(sent(g)).toEqual([]);
  });
});
