import { describe, expect, it } from 'vitest';
import type { RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

// `RulesetHooks.noticeCopies` (russian-extended SV-9b: a softly treated servant is told what his
// master is told): Cat receives a copy of every private notice to Bob (the seer).
const rules: RulesetRuntime = {
  ...runtime,
  hooks: { ...runtime.hooks, noticeCopies: (_state, seat) => (seat === 'b' ? ['c'] : []) },
};

describe('copies of private notices (RulesetHooks.noticeCopies)', () => {
  it('sends the named seats a copy of the notice, result included; nobody else sees it', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    g.advanceTo('day');
    const results = (seat: string) => g.view({ kind: 'seat', seat }).notices.filter((n) => n.key === 'results.investigation').map((n) => n.result);
    expect(results('b')).toEqual([{ kind: 'investigation', target: 'a', value: 'wolves' }]);
    expect(results('c')).toEqual(results('b'));
    expect(results('d')).toEqual([]);
  });

  it('sends no copy when the ruleset names none', () => {
    const g = play(runtime);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    g.advanceTo('day');
    expect(g.game.state.notices.filter((n) => n.key === 'results.investigation').map((n) => n.audience)).toEqual([{ to: 'seat', seat: 'b' }]);
  });
});
