// The kit's ordered night with a book, and the two night conformance rules (review 2026-11 §8.1).
import type { Json, JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import {
  checkNightBehaviour,
  checkNightTraces,
  defineAbility,
  defineRole,
  defineRuleset,
  GameDriver,
  onTarget,
  traceEffect,
  type PlayedGame,
  type RulesetDefinition,
} from '../src';
import { tinyDefinition } from '../src/testing';

/** A book-night ruleset: a guard whose defence stops the thug's hit, a hit that kills. */
interface Book {
  guarded: Map<string, string>;
  log: string[];
}

const guard = defineAbility<Book>({
  id: 'guard',
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  usesPerGame: 1,
  // Checked before the ruleset-wide rule: the guard never guards the thug.
  validate: (state, intent) => (state.seats.find((s) => s.id === intent.targets[0])?.role === 'thug' ? { code: 'no-thugs' } : null),
  night: {
    slot: 'guard',
    handle: onTarget((ctx, target) => {
      ctx.book.guarded.set(target, ctx.night.action.id);
      traceEffect(ctx.night, 'guard', target);
    }),
    morning: ({ ctx, book }) => {
      for (const target of book.guarded.keys()) ctx.notify({ to: 'host' }, 'notices.guarded', { seat: target });
      book.log.push('guard morning');
    },
  },
});

const hit = defineAbility<Book>({
  id: 'hit',
  phase: 'night',
  targets: { count: 1 },
  night: {
    slot: 'hit',
    handle: onTarget((ctx, target) => {
      if (ctx.book.guarded.has(target)) return;
      ctx.night.kill(target, 'hit');
    }),
    morning: ({ book }) => {
      book.log.push('hit morning');
    },
  },
});

const log: string[][] = [];

function bookDefinition(overrides: Partial<RulesetDefinition<JsonObject>> = {}): RulesetDefinition<JsonObject> {
  const base = tinyDefinition();
  return {
    ...base,
    id: 'tiny-book',
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
    night: {
      resolveAt: 'act',
      slots: ['hit', 'guard'],
      strategy: () => 'ordered',
      book: () => {
        const book: Book = { guarded: new Map(), log: [] };
        log.push(book.log);
        return book;
      },
    },
    ...overrides,
  };
}

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'medic', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
];

describe("the kit's ordered night with a book", () => {
  it('runs slots in order, mornings in slot order, spends uses, sends trace and deaths notice', () => {
    const game = new GameDriver(defineRuleset(bookDefinition()), { seats });
    expect(game.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'guard', targets: ['dan'] }).ok).toBe(true);
    expect(game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'hit', targets: ['dan'] }).ok).toBe(true);
    game.closeStep();
    // `hit` comes before `guard` in the night order, so the guard is too late.
    expect(game.state.seats.find((s) => s.id === 'dan')?.alive).toBe(false);
    expect(log.at(-1)).toEqual(['hit morning', 'guard morning']);
    expect(game.state.ledger['uses:cat:guard']).toBe(1);
    const notices = game.state.notices.map((n) => [n.key, n.params['count'] ?? null]);
    expect(notices).toContainEqual(['notices.night-deaths', 1]);
    const trace = game.state.notices.find((n) => n.key === 'notices.night-trace')?.params['trace'] as Json[];
    expect(JSON.stringify(trace)).toContain('"effect":"guard"');
  });

  it("dispatches the ability's own validate before the ruleset-wide rule", () => {
    const game = new GameDriver(defineRuleset(bookDefinition()), { seats });
    expect(game.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'guard', targets: ['ann'] })).toMatchObject({ ok: false, rejection: { code: 'no-thugs' } });
  });

  it('refuses a handler on a night without a book', () => {
    const definition = bookDefinition();
    const night = definition.night;
    if (!night) throw new Error('no night');
    const { book: _book, ...bookless } = night;
    expect(() => defineRuleset({ ...definition, night: bookless })).toThrow(/night handler but the night has no book/);
  });
});

describe('night conformance rules', () => {
  it('every night ability has night behaviour', () => {
    const ruleset = defineRuleset(bookDefinition());
    expect(checkNightBehaviour(ruleset)).toEqual([]);
    const silent = { ...ruleset, definition: { ...ruleset.definition, roles: [defineRole({ id: 'thug', faction: 'mafia', abilities: [{ id: 'lurk', phase: 'night', targets: { count: 1 } }] })] } };
    expect(checkNightBehaviour(silent)).toEqual([{ check: 'night', detail: 'tiny-book: role "thug": night ability "lurk" has no night behaviour (night.components or night.handle)' }]);
  });

  it('every night with intents leaves a trace', () => {
    const ruleset = defineRuleset(bookDefinition());
    const game = new GameDriver(ruleset, { seats });
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'hit', targets: ['dan'] });
    game.closeStep();
    const played: PlayedGame = { name: 'book night', events: game.events, state: game.state };
    expect(checkNightTraces(ruleset, played)).toEqual([]);
    const untraced = { ...played, events: played.events.filter((e) => !(e.type === 'notice-sent' && e.notice.key === 'notices.night-trace')) };
    expect(checkNightTraces(ruleset, untraced)).toEqual([{ check: 'night', detail: 'book night: night 1 had intents but left no trace (notices.night-trace)' }]);
  });
});
