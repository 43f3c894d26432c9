import { describe, expect, it } from 'vitest';
import { applyPatch, applyUpdate, diff, PatchMismatch, type PatchOp } from '../src';

/** What the browser does: the patch crosses the wire as JSON, then applies to the value it holds. */
const roundTrip = (before: unknown, after: unknown) => applyPatch(structuredClone(before), JSON.parse(JSON.stringify(diff(before, after))) as PatchOp[]);

describe('diff', () => {
  it('finds nothing between a value and itself, or an equal rebuilt value', () => {
    const value = { seats: [{ id: 's1', alive: true }], polls: [] };
    expect(diff(value, value)).toEqual([]);
    expect(diff(value, structuredClone(value))).toEqual([]);
  });

  it('sends a grown array as an append of its new items, however long it was', () => {
    const posts = Array.from({ length: 500 }, (_, i) => ({ id: `p${i}`, body: 'x'.repeat(100) }));
    const before = { seq: 1, posts };
    const after = { seq: 2, posts: [...posts, { id: 'p500', body: 'new' }] };
    expect(diff(before, after)).toEqual([
      { op: 'set', path: ['seq'], value: 2 },
      { op: 'append', path: ['posts'], items: [{ id: 'p500', body: 'new' }] },
    ]);
  });

  it('goes down into a big changed element, and sends a small one whole', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({ voter: `s${i % 7}` }));
    const before = { polls: [{ id: 'lynch', ballots: [{ voter: 's1', targets: ['s2'] }], history, totals: { s2: 1 } }] };
    const after = { polls: [{ id: 'lynch', ballots: [{ voter: 's1', targets: ['s3'] }], history: [...history, { voter: 's1' }], totals: { s3: 1 } }] };
    expect(diff(before, after)).toEqual([
      { op: 'set', path: ['polls', 0, 'ballots', 0], value: { voter: 's1', targets: ['s3'] } },
      { op: 'append', path: ['polls', 0, 'history'], items: [{ voter: 's1' }] },
      { op: 'set', path: ['polls', 0, 'totals', 's3'], value: 1 },
      { op: 'remove', path: ['polls', 0, 'totals', 's2'] },
    ]);
    // A big element changed in one place gets one operation at that place.
    const big = { id: 'p1', body: 'x', quotes: Array.from({ length: 30 }, (_, i) => i) };
    expect(diff({ posts: [big] }, { posts: [{ ...big, body: 'edited' }] })).toEqual([{ op: 'set', path: ['posts', 0, 'body'], value: 'edited' }]);
  });

  it('treats undefined members as absent, as JSON does', () => {
    expect(diff({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diff({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
    expect(diff({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([{ op: 'remove', path: ['b'] }]);
  });

  it('takes an item out of a list instead of resending what follows it', () => {
    const [a, b, c] = [{ voter: 's1' }, { voter: 's2' }, { voter: 's3' }];
    // s1 changes their vote: the kernel moves their ballot to the end of the list.
    expect(diff({ ballots: [a, b, c] }, { ballots: [b, c, { voter: 's1', again: true }] })).toEqual([
      { op: 'remove', path: ['ballots', 0] },
      { op: 'append', path: ['ballots'], items: [{ voter: 's1', again: true }] },
    ]);
    expect(diff({ list: [a, b, c] }, { list: [a, b] })).toEqual([{ op: 'remove', path: ['list', 2] }]);
    expect(diff({ list: [a, b, c] }, { list: [a, c] })).toEqual([{ op: 'remove', path: ['list', 1] }]);
  });

  it('replaces a changed type and a mostly changed container whole', () => {
    expect(diff({ pending: null }, { pending: { steps: [] } })).toEqual([{ op: 'set', path: ['pending'], value: { steps: [] } }]);
    expect(diff({ x: [1] }, { x: { 0: 1 } })).toEqual([{ op: 'set', path: ['x'], value: { 0: 1 } }]);
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(diff({ many }, { many: many.map((n) => n + 100) })).toEqual([{ op: 'set', path: ['many'], value: many.map((n) => n + 100) }]);
    expect(diff(1, 2)).toEqual([{ op: 'set', path: [], value: 2 }]);
  });
});

describe('applyPatch', () => {
  it('gives exactly the new value for every kind of change', () => {
    const cases: Array<[unknown, unknown]> = [
      [{ a: 1, b: [1, 2], c: { d: 'x' } }, { a: 2, b: [1, 2, 3, 4], c: { e: 'y' } }],
      [{ polls: [{ history: [] }, { history: [1] }] }, { polls: [{ history: [0] }, { history: [1, 2] }], extra: true }],
      [{ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 1, edited: true }, { id: 2 }, { id: 3 }] }],
      [{ deep: { er: { still: [[1], [2]] } } }, { deep: { er: { still: [[1, 5], [2]] } } }],
      [[1, 2], [1, 2, 3]],
      [null, { whole: 'value' }],
    ];
    for (const [before, after] of cases) expect(roundTrip(before, after)).toEqual(after);
  });

  it('changes nothing it was given and shares every part a patch did not touch', () => {
    const before = { seats: [{ id: 's1' }], polls: [{ id: 'p', history: [1] }] };
    const frozen = structuredClone(before);
    const after = applyPatch(before, [{ op: 'append', path: ['polls', 0, 'history'], items: [2] }]);
    expect(before).toEqual(frozen);
    expect(after.seats).toBe(before.seats);
    expect(after.polls[0]?.history).toEqual([1, 2]);
    // Two operations under one container copy it once and both land.
    const twice = applyPatch(before, [
      { op: 'set', path: ['polls', 0, 'id'], value: 'q' },
      { op: 'append', path: ['polls', 0, 'history'], items: [3] },
    ]);
    expect(twice.polls[0]).toEqual({ id: 'q', history: [1, 3] });
  });

  it('refuses a patch that does not fit the value held, and keys that reach a prototype', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'set', path: ['b', 'c'], value: 1 }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [{ op: 'append', path: ['a', 0], items: [1] }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [{ op: 'set', path: ['a', 'x'], value: 1 }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [{ op: 'set', path: ['a', 5], value: 1 }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: [1] }, [{ op: 'remove', path: ['a', 1] }])).toThrow(PatchMismatch);
    expect(applyPatch({ a: [1, 2] }, [{ op: 'remove', path: ['a', 0] }])).toEqual({ a: [2] });
    expect(() => applyPatch({}, [{ op: 'set', path: ['__proto__', 'polluted'], value: true }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ a: {} }, [{ op: 'set', path: ['a', 'constructor'], value: 1 }])).toThrow(PatchMismatch);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('diff and applyPatch together', () => {
  it('rebuild the new value for 2,000 random edits of view-shaped values', () => {
    // A fixed-seed generator (mulberry32): the same cases on every run.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    const leaf = () => pick<unknown>([null, true, false, 0, 7, 'a', 'b', '', [], {}]);
    const grow = (depth: number): unknown => {
      if (depth > 3 || random() < 0.3) return leaf();
      if (random() < 0.5) return Array.from({ length: Math.floor(random() * 5) }, () => grow(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, (_, i) => [pick(['seats', 'polls', 'x', 'y', `k${i}`]), grow(depth + 1)]));
    };
    /** A copy of `value` with a few random edits, sharing what it does not edit (as views do). */
    const edit = (value: unknown, depth: number): unknown => {
      const roll = random();
      if (roll < 0.15 || depth > 4) return grow(depth);
      if (Array.isArray(value)) {
        const copy = value.map((item) => (random() < 0.3 ? edit(item, depth + 1) : item));
        if (random() < 0.4) copy.push(grow(depth + 1));
        if (random() < 0.1) copy.pop();
        if (random() < 0.2 && copy.length > 0) copy.splice(Math.floor(random() * copy.length), 1);
        return copy;
      }
      if (value !== null && typeof value === 'object') {
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        for (const key of Object.keys(copy)) if (random() < 0.3) copy[key] = random() < 0.2 ? undefined : edit(copy[key], depth + 1);
        if (random() < 0.3) copy[pick(['new', 'x', 'polls'])] = grow(depth + 1);
        return copy;
      }
      return random() < 0.5 ? value : leaf();
    };
    for (let i = 0; i < 2000; i++) {
      const before = grow(0);
      const after = edit(before, 0);
      expect(roundTrip(before, after)).toEqual(JSON.parse(JSON.stringify(after ?? null)));
    }
  });
});

describe('applyUpdate', () => {
  const held = { seq: 3, view: { polls: [{ history: [1] }] } };

  it('takes a whole value as it is, and a patch only from the value it was computed from', () => {
    expect(applyUpdate(held, { kind: 'full', seq: 9, view: { polls: [] } })).toEqual({ seq: 9, view: { polls: [] } });
    const patch = {
      kind: 'patch' as const,
      base: 3,
      seq: 4,
      ops: [
        { op: 'set' as const, path: ['seq'], value: 4 },
        { op: 'append' as const, path: ['view', 'polls', 0, 'history'], items: [2] },
      ],
    };
    expect(applyUpdate(held, patch)).toEqual({ seq: 4, view: { polls: [{ history: [1, 2] }] } });
    expect(applyUpdate({ ...held, seq: 2 }, patch)).toBeNull();
    expect(applyUpdate(null, patch)).toBeNull();
    // A patch that does not fit, or that does not arrive at its own seq, asks for a reload.
    expect(applyUpdate({ seq: 3, view: { polls: [] } }, patch)).toBeNull();
    expect(applyUpdate(held, { ...patch, ops: [] })).toBeNull();
  });
});
