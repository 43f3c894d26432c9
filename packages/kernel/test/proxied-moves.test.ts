import { describe, expect, it } from 'vitest';
import { availableCommands, proxiedMove, type MoveRequest, type Rejection, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `RulesetHooks.proxies` (russian-extended SV-6): Cat may send Bob's moves (Bob is the seer) through
 * the wrapper `relay`, while Bob has sent none of his own. The wrapper is the common shape
 * (`options.move = { ability, targets }`) that `proxiedMove` builds.
 */
const unwrapMove = (_state: unknown, _seat: unknown, request: MoveRequest): MoveRequest | Rejection | null => {
  if (request.ability !== 'relay') return null;
  const move = request.options?.['move'] as { ability: string; targets: string[] } | undefined;
  if (!move) return { code: 'invalid-option', params: { option: 'move' } };
  return { ability: move.ability, targets: move.targets, actFor: request.targets[0] as string };
};
const proxies: NonNullable<RulesetRuntime['hooks']['proxies']> = (state, seat) =>
  seat.id === 'c' && !state.intents.some((i) => i.actor === 'b' && i.sentBy === undefined) ? [{ seat: 'b', via: 'relay' }] : [];
const rules: RulesetRuntime = { ...runtime, hooks: { ...runtime.hooks, unwrapMove, proxies } };

const proxied = (g: ReturnType<typeof play>, seat: string) =>
  availableCommands(rules, g.game.state, seat).filter((c) => c.type === 'submit-intent' && c.proxy !== undefined);

describe('moves offered for another seat (RulesetHooks.proxies)', () => {
  it('offers the other seat\'s moves, marked with the proxy, and sends them through the wrapper', () => {
    const g = play(rules);
    g.advanceTo('night');
    const offers = proxied(g, 'c');
    expect(offers.map((o) => o.type === 'submit-intent' && [o.ability, o.proxy, o.current])).toEqual([['peek', { seat: 'b', via: 'relay' }, null]]);
    const request = proxiedMove({ seat: 'b', via: 'relay' }, { ability: 'peek', targets: ['d'] });
    expect(request).toEqual({ ability: 'relay', targets: ['b'], options: { move: { ability: 'peek', targets: ['d'] } } });
    expect(g.code({ type: 'submit-intent', seat: 'c', ...request })).toBeNull();
    // The move the sender sent shows as his current one; nobody else is offered Bob's moves.
    expect(proxied(g, 'c').map((o) => o.type === 'submit-intent' && o.current)).toEqual([{ targets: ['d'] }]);
    expect(proxied(g, 'd')).toEqual([]);
  });

  it('stops once the other seat acts himself, and never shows what he sent', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    expect(proxied(g, 'c')).toEqual([]);
    // A ruleset that keeps offering them still hides the other seat's own intent.
    const always: RulesetRuntime = { ...rules, hooks: { ...rules.hooks, proxies: () => [{ seat: 'b', via: 'relay' }] } };
    const offers = availableCommands(always, g.game.state, 'c').filter((c) => c.type === 'submit-intent' && c.proxy !== undefined);
    expect(offers.map((o) => o.type === 'submit-intent' && o.current)).toEqual([null]);
  });

  it('narrows the moves to the ones named in `abilities`', () => {
    const g = play(rules);
    g.advanceTo('night');
    const narrowed: RulesetRuntime = { ...rules, hooks: { ...rules.hooks, proxies: () => [{ seat: 'b', via: 'relay', abilities: ['other'] }] } };
    expect(availableCommands(narrowed, g.game.state, 'c').filter((c) => c.type === 'submit-intent' && c.proxy !== undefined)).toEqual([]);
  });
});
