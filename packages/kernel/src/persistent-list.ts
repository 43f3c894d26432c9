/**
 * An immutable list with O(1) amortised append and O(log32 n) read and replace: a 32-way trie of
 * full chunks plus a tail chunk (the layout of Clojure's PersistentVector). Why: a game's
 * append-only parts (the thread) grow to tens of thousands of items, and copying them on every
 * event made a game's cost grow with the square of its length (issue #19). A new list shares every
 * untouched chunk with the list it came from, so states stay immutable values that share their
 * unchanged parts (kernel README, view-memo.ts).
 */

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

/** A trie node: leaves hold items, inner nodes hold nodes. Never mutated once a list holds it. */
type Node = readonly unknown[];

export class PersistentList<T> implements Iterable<T> {
  static empty<T>(): PersistentList<T> {
    return new PersistentList<T>(0, BITS, [], []);
  }

  static from<T>(items: Iterable<T>): PersistentList<T> {
    let list = PersistentList.empty<T>();
    for (const item of items) list = list.append(item);
    return list;
  }

  /**
   * The list of these items, built bottom-up in O(n) with the same layout as n appends (so later
   * appends, edits and `startsWith` behave alike): a snapshot's 100,000 posts are read back in one
   * pass instead of 100,000 appends (issue #19, cold load ≤ 100 ms).
   */
  static fromArray<T>(items: readonly T[]): PersistentList<T> {
    const size = items.length;
    const tailOffset = size < WIDTH ? 0 : ((size - 1) >>> BITS) << BITS;
    let nodes: Node[] = [];
    for (let i = 0; i < tailOffset; i += WIDTH) nodes.push(items.slice(i, i + WIDTH));
    let shift = BITS;
    while (nodes.length > WIDTH) {
      const parents: Node[] = [];
      for (let i = 0; i < nodes.length; i += WIDTH) parents.push(nodes.slice(i, i + WIDTH));
      nodes = parents;
      shift += BITS;
    }
    return new PersistentList<T>(size, shift, nodes, items.slice(tailOffset));
  }

  // Private fields keep the trie out of `Object.entries`, so two lists with the same items are
  // equal to test matchers whatever chunks they share; JSON sees the items (toJSON).
  readonly #size: number;
  readonly #shift: number;
  readonly #root: Node;
  readonly #tail: readonly T[];

  private constructor(size: number, shift: number, root: Node, tail: readonly T[]) {
    this.#size = size;
    this.#shift = shift;
    this.#root = root;
    this.#tail = tail;
  }

  get length(): number {
    return this.#size;
  }

  /** The index of the tail's first item: every item before it lives in the trie. */
  get #tailOffset(): number {
    return this.#size < WIDTH ? 0 : ((this.#size - 1) >>> BITS) << BITS;
  }

  /** The chunk (a leaf or the tail) that holds index i; i must be in range. */
  #chunkFor(index: number): readonly T[] {
    if (index >= this.#tailOffset) return this.#tail;
    let node = this.#root;
    for (let level = this.#shift; level > 0; level -= BITS) node = node[(index >>> level) & MASK] as Node;
    return node as readonly T[];
  }

  /** The item at index (negative counts from the end, as Array.prototype.at), or undefined. */
  at(index: number): T | undefined {
    const i = index < 0 ? this.#size + index : index;
    if (!Number.isInteger(i) || i < 0 || i >= this.#size) return undefined;
    return this.#chunkFor(i)[i & MASK];
  }

  append(item: T): PersistentList<T> {
    const size = this.#size;
    if (size - this.#tailOffset < WIDTH) return new PersistentList(size + 1, this.#shift, this.#root, [...this.#tail, item]);
    // The tail is full: it becomes a leaf of the trie, and the trie grows a level when it is full.
    const full = this.#tail;
    if (size >>> BITS > 1 << this.#shift) {
      return new PersistentList(size + 1, this.#shift + BITS, [this.#root, pathTo(this.#shift, full)], [item]);
    }
    return new PersistentList(size + 1, this.#shift, pushLeaf(size, this.#shift, this.#root, full), [item]);
  }

  /** The list with the item at index replaced; copies one path of the trie (or the tail). */
  set(index: number, item: T): PersistentList<T> {
    if (!Number.isInteger(index) || index < 0 || index >= this.#size) throw new RangeError(`index ${index} out of range`);
    if (index >= this.#tailOffset) {
      const tail = [...this.#tail];
      tail[index & MASK] = item;
      return new PersistentList(this.#size, this.#shift, this.#root, tail);
    }
    return new PersistentList(this.#size, this.#shift, assoc(this.#shift, this.#root, index, item), this.#tail);
  }

  /**
   * Whether this list is `prefix` followed by zero or more items, judged by shared chunks: true
   * when this list was made from `prefix` by appends (cost O(32 log n)); false when an item of the
   * prefix was replaced, and possibly false for equal lists built separately (callers then fall
   * back to the items).
   */
  startsWith(prefix: PersistentList<T>): boolean {
    if (prefix === this) return true;
    if (prefix.#size > this.#size) return false;
    const tailOffset = prefix.#tailOffset;
    if (tailOffset > 0 && !sameLeaves(prefix.#root, this.#root, prefix.#shift, this.#shift, tailOffset)) return false;
    for (let i = tailOffset; i < prefix.#size; i += 1) if (prefix.#tail[i & MASK] !== this.at(i)) return false;
    return true;
  }

  /** Calls visit for each item from index start on, in order, chunk by chunk. */
  forEachFrom(start: number, visit: (item: T, index: number) => void): void {
    for (let base = start - (start & MASK); base < this.#size; base += WIDTH) {
      const chunk = this.#chunkFor(base);
      const end = Math.min(WIDTH, this.#size - base);
      for (let j = base < start ? start - base : 0; j < end; j += 1) visit(chunk[j] as T, base + j);
    }
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let base = 0; base < this.#size; base += WIDTH) {
      const chunk = this.#chunkFor(base);
      const end = Math.min(WIDTH, this.#size - base);
      for (let j = 0; j < end; j += 1) yield chunk[j] as T;
    }
  }

  /** The items from start to end (exclusive), as Array.prototype.slice with non-negative bounds. */
  slice(start = 0, end = this.#size): T[] {
    const out: T[] = [];
    const stop = Math.min(end, this.#size);
    if (start >= stop) return out;
    this.forEachFrom(start, (item, index) => {
      if (index < stop) out.push(item);
    });
    return out;
  }

  toArray(): T[] {
    return this.slice();
  }

  toJSON(): T[] {
    return this.toArray();
  }
}

/** A chain of single-child nodes from `level` down to the leaf. */
function pathTo(level: number, leaf: Node): Node {
  return level === 0 ? leaf : [pathTo(level - BITS, leaf)];
}

/** The trie with `leaf` added as the leaf after the last; `size` is the list's length before. */
function pushLeaf(size: number, level: number, parent: Node, leaf: Node): Node {
  const sub = ((size - 1) >>> level) & MASK;
  const copy = [...parent];
  if (level === BITS) copy[sub] = leaf;
  else {
    const child = parent[sub] as Node | undefined;
    copy[sub] = child ? pushLeaf(size, level - BITS, child, leaf) : pathTo(level - BITS, leaf);
  }
  return copy;
}

function assoc(level: number, node: Node, index: number, item: unknown): Node {
  const copy = [...node];
  if (level === 0) copy[index & MASK] = item;
  else {
    const sub = (index >>> level) & MASK;
    copy[sub] = assoc(level - BITS, node[sub] as Node, index, item);
  }
  return copy;
}

/**
 * Whether the first `count` items of trie `a` (a multiple of 32) are in the same leaf objects in
 * trie `b`. A trie of a longer list may be deeper: descend b's leftmost path to a's depth first.
 */
function sameLeaves(a: Node, b: Node, aShift: number, bShift: number, count: number): boolean {
  let node = b;
  for (let level = bShift; level > aShift; level -= BITS) node = node[0] as Node;
  return sameSubtree(a, node, aShift, count);
}

function sameSubtree(a: Node, b: Node | undefined, level: number, count: number): boolean {
  if (a === b) return true;
  if (!b || level === 0) return false;
  const span = 1 << level;
  const children = Math.ceil(count / span);
  for (let i = 0; i < children; i += 1) {
    if (!sameSubtree(a[i] as Node, b[i] as Node | undefined, level - BITS, Math.min(span, count - i * span))) return false;
  }
  return true;
}
