/**
 * Patches between two JSON values, for live view updates. The server computes what changed
 * between the view a subscriber holds and its next one; the browser applies it. Both sides import
 * this package, so there is one definition of the format (the web may import no server code).
 *
 * Why not send changed parts whole: a live game's typical update is one ballot or one post, but
 * the part it touches grows all game long (a poll's vote history, a forum game's thread). Sending
 * that part whole to every subscriber on every change made serialising updates most of the cost of
 * a live update (bench/server.ts). Appends are therefore a first-class operation.
 */

/** Keys from the root to a value: object keys and array indexes. */
export type PatchPath = ReadonlyArray<string | number>;

export type PatchOp =
  /** The value at `path` becomes `value` (an empty path replaces the whole value). */
  | { op: 'set'; path: PatchPath; value: unknown }
  /** The array at `path` grows by `items` at its end. */
  | { op: 'append'; path: PatchPath; items: unknown[] }
  /** The object (or array) holding the value at `path` loses that key (that item; later items move up). */
  | { op: 'remove'; path: PatchPath };

/** A patch that does not fit the value it is applied to: the client holds another value. */
export class PatchMismatch extends Error {
  constructor(message: string) {
    super(`patch does not apply: ${message}`);
    this.name = 'PatchMismatch';
  }
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const isPlainObject = (value: unknown): value is Record<string, unknown> => isContainer(value) && !Array.isArray(value);

/**
 * Past this many changed children, and more than half of them, a container is sent whole: one
 * `set` is smaller than a long list of small operations and as cheap to apply.
 */
const MAX_CHANGED_CHILDREN = 8;
/** Views are shallow; deeper than this a value is compared no further and sent whole. */
const MAX_DEPTH = 24;

/**
 * The operations that turn `before` into `after`. Unchanged values are found by identity first
 * (views share unchanged parts between calls), then by content, so a part rebuilt with the same
 * content costs no operation. An array that only grew (a vote history, a thread) is an `append` of
 * the new items. Values are JSON values: `undefined` object members count as absent. `at` is where
 * the two values sit in a bigger one: every operation's path starts with it.
 */
export function diff(before: unknown, after: unknown, at: PatchPath = []): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(before, after, [...at], ops, 0);
  return ops;
}

function diffInto(before: unknown, after: unknown, path: Array<string | number>, ops: PatchOp[], depth: number): void {
  if (before === after) return;
  if (depth > MAX_DEPTH || !isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (!sameJson(before, after)) ops.push({ op: 'set', path: [...path], value: after });
    return;
  }
  // The children's operations go straight into `ops` (no list per container: a view has many).
  const start = ops.length;
  let changedChildren = 0;
  let children = 0;
  if (Array.isArray(before) && Array.isArray(after)) {
    children = after.length;
    // Two cursors; the array being patched is always after[0, j) followed by before[i, end).
    let i = 0;
    let j = 0;
    while (i < before.length && j < after.length) {
      const was = before[i];
      const now = after[j];
      // Checked here, not by a call: a long history or thread is mostly the same items.
      if (was === now) {
        i++;
        j++;
        continue;
      }
      // An item taken out (a ballot replaced moves to the end of the list, an intent likewise).
      if (i + 1 < before.length && before[i + 1] === now) {
        ops.push({ op: 'remove', path: [...path, j] });
        changedChildren++;
        i++;
        continue;
      }
      const count = ops.length;
      path.push(j);
      // A small element (a ballot, a seat, a post) that changed is sent whole: about as small on
      // the wire as its changed fields one by one, and much cheaper to find. A big one (a poll
      // with its history) is gone into: that is what the operations are for.
      if (isSmall(now) && isSmall(was)) {
        if (!sameJson(was, now)) ops.push({ op: 'set', path: [...path], value: now });
      } else diffInto(was, now, path, ops, depth + 1);
      path.pop();
      if (ops.length > count) changedChildren++;
      i++;
      j++;
    }
    for (; i < before.length; i++, changedChildren++) ops.push({ op: 'remove', path: [...path, j] });
    if (j < after.length) ops.push({ op: 'append', path: [...path], items: after.slice(j) });
  } else {
    const was = before as Record<string, unknown>;
    const now = after as Record<string, unknown>;
    for (const key in now) {
      children++;
      const value = now[key];
      if (value === undefined || value === was[key]) continue;
      const count = ops.length;
      path.push(key);
      if (was[key] === undefined) ops.push({ op: 'set', path: [...path], value });
      else diffInto(was[key], value, path, ops, depth + 1);
      path.pop();
      if (ops.length > count) changedChildren++;
    }
    for (const key in was) {
      if (was[key] !== undefined && now[key] === undefined) {
        ops.push({ op: 'remove', path: [...path, key] });
        changedChildren++;
      }
    }
  }
  if (changedChildren > MAX_CHANGED_CHILDREN && changedChildren * 2 > children) {
    ops.length = start;
    ops.push({ op: 'set', path: [...path], value: after });
  }
}

/** An element of at most this many values (its own and all nested ones) counts as small. */
const SMALL_ELEMENT = 24;

/** Whether `value` holds at most SMALL_ELEMENT values (its own and nested ones); stops counting early. */
const isSmall = (value: unknown): boolean => countUpTo(value, SMALL_ELEMENT) >= 0;

/** `budget` less the number of values in `value`, or -1 once that goes below zero. */
function countUpTo(value: unknown, budget: number): number {
  let left = budget - 1;
  if (left < 0 || !isContainer(value)) return left;
  if (Array.isArray(value)) {
    for (const item of value) if ((left = countUpTo(item, left)) < 0) return -1;
  } else {
    for (const key in value) if ((left = countUpTo(value[key], left)) < 0) return -1;
  }
  return left;
}

/** Deep equality of two JSON values (undefined members count as absent). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((key) => x[key] !== undefined);
  if (keys.length !== Object.keys(y).filter((key) => y[key] !== undefined).length) return false;
  return keys.every((key) => sameJson(x[key], y[key]));
}

/** Keys a patch may never write: they would reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `value` after `ops`, without changing `value`: every container on a patched path is copied once,
 * everything else is shared (React sees the untouched parts as unchanged). Throws `PatchMismatch`
 * when a path does not exist in `value` or has another shape; the caller then reloads the whole value.
 */
export function applyPatch<T>(value: T, ops: readonly PatchOp[]): T {
  const copies = new WeakSet<object>();
  const writable = (container: Container): Container => {
    if (copies.has(container)) return container;
    const copy = Array.isArray(container) ? container.slice() : { ...container };
    copies.add(copy);
    return copy;
  };
  let root: unknown = value;
  for (const op of ops) {
    if (op.path.length === 0) {
      if (op.op === 'remove') throw new PatchMismatch('remove at the root');
      if (op.op === 'set') root = op.value;
      else if (Array.isArray(root)) root = [...root, ...op.items];
      else throw new PatchMismatch('no array at the root');
      continue;
    }
    if (!isContainer(root)) throw new PatchMismatch('the root is not an object');
    root = writable(root);
    let parent = root as Container;
    for (let i = 0; i < op.path.length - 1; i++) {
      const child = read(parent, op.path[i] as string | number);
      if (!isContainer(child)) throw new PatchMismatch(`no object at ${op.path.slice(0, i + 1).join('.')}`);
      const copy = writable(child);
      write(parent, op.path[i] as string | number, copy);
      parent = copy;
    }
    const last = op.path[op.path.length - 1] as string | number;
    if (op.op === 'set') write(parent, last, op.value);
    else if (op.op === 'remove') {
      checkKey(parent, last);
      if (isPlainObject(parent)) delete parent[String(last)];
      else if ((last as number) < parent.length) parent.splice(last as number, 1);
      else throw new PatchMismatch(`no item at ${op.path.join('.')}`);
    } else {
      const items = read(parent, last);
      if (!Array.isArray(items)) throw new PatchMismatch(`no array at ${op.path.join('.')}`);
      const grown = writable(items) as unknown[];
      grown.push(...op.items);
      write(parent, last, grown);
    }
  }
  return root as T;
}

function checkKey(container: Container, key: string | number): void {
  if (Array.isArray(container) ? typeof key !== 'number' || key < 0 || key > container.length : typeof key !== 'string' || FORBIDDEN_KEYS.has(key)) {
    throw new PatchMismatch(`key ${String(key)} does not fit`);
  }
}

function read(container: Container, key: string | number): unknown {
  checkKey(container, key);
  return (container as Record<string | number, unknown>)[key];
}

function write(container: Container, key: string | number, value: unknown): void {
  checkKey(container, key);
  (container as Record<string | number, unknown>)[key] = value;
}
