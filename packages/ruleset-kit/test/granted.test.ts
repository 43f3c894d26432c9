// Granted moves through the kit (issue #17; kernel grants.ts, kit granted.ts): a seat uses another
// role's ability with that ability's validate, night behaviour, morning and result, and the night's
// trace names the grant and the rule it came from.
import type { Grant, HookContext, Json, JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { defineAbility, defineRole, defineRuleset, GameDriver, grantMoves, onTarget, revokeGrant, traceEffect, type RulesetDefinition } from '../src';
import { tinyDefinition } from '../src/testing';

interface Book {
  guarded: Set<string>;
}

const guard = defineAbility<Book>({
  id: 'guard',
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  usesPerGame: 1,
  validate: (state, intent) => (state.seats.find((s) => s.id === intent.targets[0])?.role === 'thug' ? { code: 'no-thugs' } : null),
  night: { slot: 'guard', handle: onTarget((ctx, target) => (ctx.book.guarded.add(target), traceEffect(ctx.night, 'guard', target, { rule: 'guard r.1' }))) },
});

const hit = defineAbility<Book>({
  id: 'hit',
  phase: 'night',
  targets: { count: 1 },
  night: { slot: 'hit', handle: onTarget((ctx, target) => (ctx.book.guarded.has(target) ? undefined : ctx.night.kill(target, 'hit'))) },
});

/** Dan (a citizen) is given the medic's moves on night 1, for that night, from Cat (the medic). */
const copyGrant: Grant = { id: 'copy-1', role: 'medic', source: { rule: 'actor r.2', seat: 'cat' }, expires: { kind: 'night', number: 1 } };

function definition(): RulesetDefinition<JsonObject> {
  const base = tinyDefinition();
  return {
    ...base,
    id: 'tiny-granted',
    factions: [
      { id: 'town', knowsMembers: false, chat: false },
      { id: 'mafia', knowsMembers: true, chat: true },
    ],
    roles: [
      defineRole({ id: 'citizen', faction: 'town', abilities: [] }),
      defineRole<Book>({ id: 'medic', faction: 'town', abilities: [guard] }),
      defineRole({ id: 'sheriff', faction: 'town', abilities: [] }),
      defineRole<Book>({ id: 'thug', faction: 'mafia', abilities: [hit] }),
    ],
    night: { resolveAt: 'act', slots: ['guard', 'hit'], strategy: () => 'ordered', book: () => ({ guarded: new Set<string>() }) },
    hooks: {
      stepStarted(ctx: HookContext) {
        if (ctx.state.clock.phase.kind === 'night' && ctx.state.clock.phase.number === 1) {
          grantMoves(ctx, { seat: 'dan', grant: copyGrant, notice: { key: 'notices.granted', params: { role: 'medic' } } });
        }
      },
    },
  };
}

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'medic', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
];

describe('granted moves in the kit', () => {
  it('the granted ability runs its own validate and night; its uses are the grant’s', () => {
    const game = new GameDriver(defineRuleset(definition()), { seats });
    expect(game.dispatch({ type: 'submit-intent', seat: 'dan', ability: 'guard@copy-1', targets: ['ann'] })).toMatchObject({ ok: false, rejection: { code: 'no-thugs' } });
    expect(game.dispatch({ type: 'submit-intent', seat: 'dan', ability: 'guard@copy-1', targets: ['eve'] }).ok).toBe(true);
    expect(game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'hit', targets: ['eve'] }).ok).toBe(true);
    game.closeStep();
    expect(game.alive('eve')).toBe(true);
    expect(game.state.ledger['uses:dan:guard@copy-1']).toBe(1);
    expect(game.state.ledger['uses:cat:guard']).toBeUndefined();
    // The trace names the granted move, its grant, the rule and the seat it came from.
    const trace = game.state.notices.find((n) => n.key === 'notices.night-trace')?.params['trace'] as Json[];
    const granted = trace.find((t) => JSON.stringify(t).includes('"granted-move"'));
    expect(granted).toMatchObject({ outcome: 'happens', reasons: [{ params: { grant: 'copy-1', role: 'medic', rule: 'actor r.2', from: 'cat', move: 'guard@copy-1' } }] });
    expect(JSON.stringify(trace)).toContain('"rule":"guard r.1"');
  });

  it('the grant is told to its holder only and ends with the phase it names', () => {
    const game = new GameDriver(defineRuleset(definition()), { seats });
    const told = game.state.notices.filter((n) => n.key === 'notices.granted');
    expect(told.map((n) => n.audience)).toEqual([{ to: 'seat', seat: 'dan' }]);
    expect(game.available('dan').some((c) => c.type === 'submit-intent' && c.ability === 'guard')).toBe(true);
    expect(game.view({ kind: 'seat', seat: 'eve' }).seats.find((s) => s.id === 'dan')?.grants).toBeUndefined();
    game.advanceToPhase('day');
    expect(game.state.seats.find((s) => s.id === 'dan')?.grants).toBeUndefined();
    expect(game.available('dan').some((c) => c.type === 'submit-intent' && c.ability === 'guard')).toBe(false);
  });

  it('revokeGrant takes the moves back at once', () => {
    const ruleset = defineRuleset({
      ...definition(),
      hooks: {
        stepStarted(ctx) {
          if (ctx.state.clock.phase.kind !== 'night') return;
          grantMoves(ctx, { seat: 'dan', grant: copyGrant });
          revokeGrant(ctx, 'dan', copyGrant.id);
          revokeGrant(ctx, 'dan', 'never-given');
        },
      },
    });
    const game = new GameDriver(ruleset, { seats });
    expect(game.dispatch({ type: 'submit-intent', seat: 'dan', ability: 'guard@copy-1', targets: ['eve'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
  });
});
