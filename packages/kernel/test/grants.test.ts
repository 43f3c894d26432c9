import { describe, expect, it } from 'vitest';
import { availableCommands, evolve, replay, usesKey, viewFor, type Grant, type KernelEvent } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/** Grants seat `seat` a grant, as a ruleset's hook would (the event is the fact). */
function grant(g: ReturnType<typeof play>, seat: string, value: Grant): void {
  const event: KernelEvent = { type: 'grant-added', seat, grant: value };
  g.game.state = evolve(g.game.state, event);
  g.game.events.push(event);
}

const seerGrant = (over: Partial<Grant> = {}): Grant => ({ id: 'g1', role: 'seer', source: { rule: 'test r.1', seat: 'b' }, ...over });
const offered = (g: ReturnType<typeof play>, seat: string) =>
  availableCommands(runtime, g.game.state, seat).flatMap((c) => (c.type === 'submit-intent' ? [c] : []));

describe('granted moves (grants.ts)', () => {
  it('a granted ability is offered by its own id when that names it alone, accepted, and recorded with its grant', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant());
    const move = offered(g, 'c').find((c) => c.ability === 'peek');
    expect(move?.granted).toEqual({ ability: 'peek', grant: 'g1', role: 'seer', source: { rule: 'test r.1', seat: 'b' } });
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek', targets: ['a'] })).toBeNull();
    expect(g.game.state.intents).toContainEqual(expect.objectContaining({ actor: 'c', ability: 'peek', grant: 'g1', key: 'seat:c:peek@g1' }));
    // The full address names the same move (a resubmission replaces it).
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['d'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.targets)).toEqual([['d']]);
    expect(g.code({ type: 'withdraw-intent', seat: 'c', ability: 'peek' })).toBeNull();
    expect(g.game.state.intents).toEqual([]);
    expect(g.code({ type: 'withdraw-intent', seat: 'c', ability: 'peek@g1' })).toBe('no-intent-to-withdraw');
  });

  it('is validated like an own move (targets, self, dead actor)', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant());
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['c'] })).toBe('self-target-forbidden');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: [] })).toBe('wrong-target-count');
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'peek@g1', targets: ['a'] })).toBe('unknown-ability');
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'peek', targets: ['a'] })).toBe('unknown-ability');
  });

  it('the seat’s own ability of the same id comes first; the granted one is then named in full', () => {
    const g = play(runtime);
    grant(g, 'b', seerGrant({ source: { rule: 'test r.1', seat: 'c' } }));
    expect(offered(g, 'b').map((c) => c.ability)).toEqual(['peek', 'peek@g1']);
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek@g1', targets: ['e'] })).toBeNull();
    expect(g.game.state.intents.map((i) => [i.key, i.grant ?? null])).toEqual([['seat:b:peek', null], ['seat:b:peek@g1', 'g1']]);
  });

  it('shows in the seat’s own view and the host’s, never in another seat’s or a spectator’s', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant());
    const grantsIn = (viewer: Parameters<typeof viewFor>[2]) => viewFor(runtime, g.game.state, viewer).seats.find((s) => s.id === 'c')?.grants;
    expect(grantsIn({ kind: 'seat', seat: 'c' })).toEqual([seerGrant()]);
    expect(grantsIn({ kind: 'host' })).toEqual([seerGrant()]);
    expect(grantsIn({ kind: 'seat', seat: 'b' })).toBeUndefined();
    expect(grantsIn({ kind: 'seat', seat: 'a' })).toBeUndefined();
    expect(grantsIn({ kind: 'spectator' })).toBeUndefined();
  });

  it('expires with the phase it names', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant({ expires: { kind: 'day', number: 1 } }));
    g.advanceTo('day');
    expect(offered(g, 'c').map((c) => c.ability)).not.toContain('peek');
    expect(g.seat('c').grants).toEqual([seerGrant({ expires: { kind: 'day', number: 1 } })]);
    g.advanceTo('night');
    expect(g.seat('c').grants).toBeUndefined();
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBe('unknown-ability');
  });

  it('`from`: not usable before its phase begins', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant({ from: { kind: 'night', number: 2 } }));
    expect(offered(g, 'c').map((c) => c.ability)).not.toContain('peek');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBe('granted-move-not-yet');
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBeNull();
  });

  it('`uses`: a phase with a move through the grant spends one; at 0 the grant is gone', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant({ uses: 2 }));
    g.advanceTo('night');
    expect(g.seat('c').grants?.[0]?.uses).toBe(2);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBeNull();
    g.advanceTo('day');
    expect(g.seat('c').grants?.[0]?.uses).toBe(1);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['d'] })).toBeNull();
    g.advanceTo('day');
    expect(g.seat('c').grants).toBeUndefined();
  });

  it('two grants of one role are two moves; a limited ability counts per grant (from zero)', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant());
    grant(g, 'c', seerGrant({ id: 'g2', source: { rule: 'test r.2' } }));
    // Two grants give `peek`: the bare id names neither, the offer names each in full.
    expect(offered(g, 'c').map((c) => c.ability)).toEqual(['peek@g1', 'peek@g2']);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek', targets: ['a'] })).toBe('unknown-ability');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g2', targets: ['e'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.key)).toEqual(['seat:c:peek@g1', 'seat:c:peek@g2']);
    // The seer's peek has 2 uses per game: spending them through g1 leaves g2's untouched.
    const spent: KernelEvent = { type: 'ledger-changed', key: usesKey('c', 'peek@g1'), delta: 2 };
    g.game.state = evolve(g.game.state, spent);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g1', targets: ['a'] })).toBe('no-uses-left');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'peek@g2', targets: ['a'] })).toBeNull();
  });

  it('revoked (grant-removed) and replayed byte for byte', () => {
    const g = play(runtime);
    grant(g, 'c', seerGrant());
    g.game.state = evolve(g.game.state, { type: 'grant-removed', seat: 'c', grant: 'g1' });
    g.game.events.push({ type: 'grant-removed', seat: 'c', grant: 'g1' });
    expect(g.seat('c').grants).toBeUndefined();
    expect(JSON.stringify(replay(g.game.events))).toBe(JSON.stringify(g.game.state));
  });

  it('a granted keyByTarget ability keeps one intent per first target, under its grant', () => {
    const rules = { ...runtime, roles: { ...runtime.roles, guide: { id: 'guide', faction: 'town', abilities: [{ id: 'lead', phase: 'night' as const, targets: { count: 1 }, keyByTarget: true }] } } };
    const g = play(rules);
    const event: KernelEvent = { type: 'grant-added', seat: 'c', grant: { id: 'g1', role: 'guide', source: { rule: 'test' } } };
    g.game.state = evolve(g.game.state, event);
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'lead', targets: ['a'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'lead', targets: ['d'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.key)).toEqual(['seat:c:lead@g1:a', 'seat:c:lead@g1:d']);
    expect(availableCommands(rules, g.game.state, 'c').find((c) => c.type === 'submit-intent' && c.ability === 'lead')).toMatchObject({ current: { targets: ['d'] } });
  });
});
