import { describe, expect, it } from 'vitest';
import { PersistentList } from '../src';

// Sizes that cross the tail (32), the first trie level (32 + 32·32) and a root overflow (32·32·32).
const sizes = [0, 1, 31, 32, 33, 64, 65, 1056, 1057, 33_000];
const listOf = (n: number) => PersistentList.from(Array.from({ length: n }, (_, i) => i));

describe('PersistentList: an immutable list with cheap append and replace', () => {
  it.each(sizes)('holds %i appended items in order, readable by index, iteration and slice', (n) => {
    const list = listOf(n);
    const items = Array.from({ length: n }, (_, i) => i);
    expect(list.length).toBe(n);
    expect([...list]).toEqual(items);
    expect(list.toArray()).toEqual(items);
    expect(JSON.stringify(list)).toBe(JSON.stringify(items));
    for (const i of [0, 1, 31, 32, 33, 1023, 1024, 1055, 1056, n - 1, n]) expect(list.at(i)).toBe(items[i]);
    expect(list.at(-1)).toBe(items.at(-1));
    expect(list.slice(Math.floor(n / 3), n - 2)).toEqual(items.slice(Math.floor(n / 3), n - 2));
    const seen: number[] = [];
    list.forEachFrom(Math.floor(n / 2), (item, index) => seen.push(item - index));
    expect(seen).toEqual(new Array(n - Math.floor(n / 2)).fill(0));
  });

  it('an append or a replace leaves the list it came from unchanged', () => {
    const before = listOf(2000);
    const appended = before.append(-1);
    const replaced = before.set(5, -5).set(1999, -1999);
    expect(before.length).toBe(2000);
    expect(before.at(5)).toBe(5);
    expect(before.at(1999)).toBe(1999);
    expect(appended.at(2000)).toBe(-1);
    expect(replaced.at(5)).toBe(-5);
    expect(replaced.at(1999)).toBe(-1999);
    expect(replaced.at(6)).toBe(6);
    expect(() => before.set(2000, 0)).toThrow(RangeError);
  });

  it('lists of equal items are equal whatever their history, for matchers and JSON', () => {
    expect(listOf(100).set(3, 3)).toEqual(listOf(100));
    expect(listOf(100)).not.toEqual(listOf(100).set(3, 4));
  });

  it.each(sizes)('startsWith knows a list of %i items grown by appends from one whose items were replaced', (n) => {
    const older = listOf(n);
    let grown = older;
    for (let i = 0; i < 1100; i += 1) grown = grown.append(i);
    expect(grown.startsWith(older)).toBe(true);
    expect(older.startsWith(older)).toBe(true);
    expect(older.startsWith(grown)).toBe(false);
    if (n > 0) {
      expect(grown.startsWith(older.set(n - 1, -1))).toBe(false);
      expect(older.set(0, -1).append(0).startsWith(older)).toBe(false);
    }
  });
});

describe('PersistentList.fromArray: one pass, the same list as appending each item', () => {
  it.each([...sizes, 32 * 32 * 32 + 33])('builds %i items that read, append, replace and share like appended ones', (n) => {
    const items = Array.from({ length: n }, (_, i) => i);
    const built = PersistentList.fromArray(items);
    const appended = listOf(n);
    expect(built.length).toBe(n);
    expect(built.toArray()).toEqual(items);
    for (const i of [0, 31, 32, 1023, 1024, 1056, n - 1]) expect(built.at(i)).toBe(items[i]);
    // Growing on from a built list lays the trie out exactly as appends do.
    let grownBuilt = built;
    let grownAppended = appended;
    for (let i = 0; i < 1100; i += 1) {
      grownBuilt = grownBuilt.append(n + i);
      grownAppended = grownAppended.append(n + i);
    }
    expect(grownBuilt.toArray()).toEqual(grownAppended.toArray());
    expect(grownBuilt.startsWith(built)).toBe(true);
    expect(grownBuilt.set(0, -1).startsWith(built)).toBe(n === 0);
    if (n > 0) expect(built.set(n - 1, -1).at(n - 1)).toBe(-1);
  });
});
