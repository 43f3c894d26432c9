// Work arrays of the strongly connected components pass, kept from one night to the next (issue
// #19): a big night would otherwise allocate a handful of large typed arrays each time, and their
// backing stores count as external memory, which makes the collector run sooner. Resolution is
// synchronous and never re-entered, so one set per array role is enough; each call hands out a
// view of the requested length, filled with the requested value.

const buffers: Int32Array[] = [];

/** Roles of the work arrays (each role has its own buffer). */
export const SCRATCH = { local: 0, offsets: 1, edges: 2, fill: 3, index: 4, low: 5, onStack: 6, cursor: 7 } as const;

/** An Int32Array view of `length` elements, every one set to `value`. */
export function scratch(role: number, length: number, value = 0): Int32Array {
  let buffer = buffers[role];
  if (!buffer || buffer.length < length) {
    buffer = new Int32Array(Math.max(length, (buffer?.length ?? 0) * 2, 64));
    buffers[role] = buffer;
  }
  const view = buffer.subarray(0, length);
  view.fill(value);
  return view;
}
