/**
 * Seeded RNG (sfc32). Its whole state is four 32-bit integers kept in the game state, so a replay
 * draws exactly the same numbers. Pure: every draw returns the value and the next state.
 */
export type RngState = [number, number, number, number];

/** Derives the initial state from a string seed (xmur3 string hash), then warms up the generator. */
export function seedRng(seed: string): RngState {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  // 15 steps of nextFloat's state update, in local variables (every game seeds several streams).
  for (let i = 0; i < 15; i++) {
    const t = (((a + b) | 0) + ((d + 1) | 0)) | 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((((c << 21) | (c >>> 11)) + t) | 0) >>> 0;
    d = ((d + 1) | 0) >>> 0;
  }
  return [a, b, c, d];
}

/** A float in [0, 1) and the next state. */
export function nextFloat(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/**
 * A mutable cursor over the pure generator, for code that draws several numbers in one decision.
 * The caller reads `state` afterwards and records it in an event.
 */
export class RngCursor {
  constructor(public state: RngState) {}
  float(): number {
    const [value, next] = nextFloat(this.state);
    this.state = next;
    return value;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`RngCursor.int needs a positive integer, got ${n}`);
    return Math.floor(this.float() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('RngCursor.pick on an empty list');
    return items[this.int(items.length)] as T;
  }
  /** Fisher–Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const swapped = out[i] as T;
      out[i] = out[j] as T;
      out[j] = swapped;
    }
    return out;
  }
}
