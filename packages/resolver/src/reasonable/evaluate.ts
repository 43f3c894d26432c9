// holds(node, chain): seed 001, RAR rules 2 and 4, memoised.
import type { TraceReason } from '../types';
import type { CounterGraph } from './graph';
import type { ReasonNode } from './reasons';
import { SCRATCH, scratch } from './scratch';
import { traceReason } from './trace-reason';

type Stance = TraceReason['stance'];

const opposite = (stance: Stance): Stance => (stance === 'for' ? 'against' : 'for');

/**
 * Chain contexts are keyed by one small integer, node serial * 2^MASK_BITS + a bitmask over the
 * node's relevant members, while that stays a small integer (no heap number, one map for every
 * node); larger ones by a string.
 */
const MASK_BITS = 12;
const MAX_SERIAL = 2 ** (30 - MASK_BITS);

/** The component numbers of a night without a cycle pass: none (never written). */
const NO_COMPONENTS = new Int32Array(0);

/**
 * Evaluates reasons against their counters.
 *
 * Rule 2: a reason holds unless some counter holds. Rule 4: a counter whose actions are already in
 * the dependency chain is ruled out ("it has no effect instead").
 *
 * Memoisation: holds(n, chain) only depends on chain ∩ (actions reachable from n's counters). Any
 * such chain action x is an ancestor's action, so x reaches n's actions in the action-level counter
 * graph and is reached from them: x shares a strongly connected component with one of n's actions.
 * The memo key is therefore n plus the chain actions in n's non-trivial components (n alone when
 * n touches no cycle), which keeps long chains linear. Components are computed once per night;
 * per-node state lives in arrays indexed by the node's serial number.
 */
export class Evaluator {
  /**
   * Evaluations are trace reasons, built in the stance first asked for; the same evaluation in
   * the other stance is its flip (one object per evaluation and stance, shared wherever it
   * appears). Results that cannot depend on the chain, by node serial:
   */
  private readonly plainMemo: (TraceReason | undefined)[];
  /*
   * The maps below are made when first needed: most nights have no cycle (no chain-keyed result,
   * no member lists) and many never flip a stance, and a night is a few microseconds.
   */
  /** Results keyed by node serial and the relevant chain actions (see MASK_BITS). */
  private maskMemo: Map<number, TraceReason> | undefined;
  private textMemo: Map<string, TraceReason> | undefined;
  /** Each evaluation's trace in the other stance (both ways once made). */
  private flips: Map<TraceReason, TraceReason> | undefined;
  /** chain[i] = 1 when action i is in the current dependency chain. */
  private readonly chain: Uint8Array;
  /** Component number per action index (made by the cycle pass; read only when there are cycles). */
  private component: Int32Array = NO_COMPONENTS;
  /** Members of each strongly connected component that contains a cycle, ascending (none: undefined). */
  private cyclicMembers: Map<number, number[]> | undefined;
  /** Per node serial: the cycle members its result may depend on (null: none). */
  private readonly membersCache: (number[] | null | undefined)[];
  /** Per action index: membersOf a reason of that action alone. */
  private readonly singleMembers: (number[] | null | undefined)[] = [];
  /** A counter ruled out by rule 4 is the same wherever it appears: one trace per node and stance. */
  private readonly ruledOutFor: (TraceReason | undefined)[];
  private readonly ruledOutAgainst: (TraceReason | undefined)[];

  constructor(
    private readonly graph: CounterGraph,
    roots: ReasonNode[],
  ) {
    this.chain = new Uint8Array(graph.actionCount);
    this.findCycles(roots);
    // Every reason the evaluation can reach exists now (the cycle pass asked for all counters):
    // per-node arrays at their full length, so they never grow, or turn sparse, while filled out of order.
    const nodes = graph.nodeCount;
    this.plainMemo = new Array<TraceReason | undefined>(nodes);
    this.membersCache = new Array<number[] | null | undefined>(nodes);
    this.ruledOutFor = new Array<TraceReason | undefined>(nodes);
    this.ruledOutAgainst = new Array<TraceReason | undefined>(nodes);
  }

  holds(node: ReasonNode): boolean {
    return this.evaluate(node, 'for').holds;
  }

  /** The reason tree of a top-level reason, stances alternating from `for`. */
  trace(node: ReasonNode): TraceReason {
    return this.evaluate(node, 'for');
  }

  private evaluate(node: ReasonNode, stance: Stance): TraceReason {
    const members = this.cyclicMembers === undefined ? null : this.membersOf(node);
    const key = members === null ? undefined : this.memoKey(node.n, members);
    const known =
      key === undefined ? this.plainMemo[node.n] : typeof key === 'number' ? this.maskMemo?.get(key) : this.textMemo?.get(key);
    if (known) return known.stance === stance ? known : this.flip(known);
    const { chain } = this;
    const ix = node.ix;
    // Bit j set: ix[j] was added here and must be removed afterwards. Reasons with more than 31
    // actions (very long mover paths) keep a list instead.
    let added = 0;
    let addedLong: number[] | undefined;
    for (let j = 0; j < ix.length; j += 1) {
      const i = ix[j] as number;
      if (chain[i] === 0) {
        chain[i] = 1;
        if (j < 31) added |= 1 << j;
        else (addedLong ??= []).push(i);
      }
    }
    const counters = this.graph.countersOf(node);
    const children: TraceReason[] = new Array<TraceReason>(counters.length);
    const other = opposite(stance);
    let countered = false;
    for (let c = 0; c < counters.length; c += 1) {
      const counter = counters[c] as ReasonNode;
      // Seed 001, RAR rule 4: the same action can't appear twice in a dependency chain.
      let repeated = false;
      for (const i of counter.ix) {
        if (chain[i] === 1) {
          repeated = true;
          break;
        }
      }
      if (repeated) {
        children[c] = this.ruledOut(counter, other);
        continue;
      }
      const evaluation = this.evaluate(counter, other);
      children[c] = evaluation;
      if (evaluation.holds) countered = true;
    }
    for (let j = 0; j < ix.length && j < 31; j += 1) if ((added & (1 << j)) !== 0) chain[ix[j] as number] = 0;
    if (addedLong) for (const i of addedLong) chain[i] = 0;
    const result = describe(node, stance, !countered, children);
    if (key === undefined) this.plainMemo[node.n] = result;
    else if (typeof key === 'number') (this.maskMemo ??= new Map()).set(key, result);
    else (this.textMemo ??= new Map()).set(key, result);
    return result;
  }

  /** undefined when the result cannot depend on the chain (no relevant member is in the chain). */
  private memoKey(serial: number, members: number[]): number | string | undefined {
    const { chain } = this;
    if (members.length <= MASK_BITS && serial < MAX_SERIAL) {
      let bits = 0;
      for (let j = 0; j < members.length; j += 1) if (chain[members[j] as number] === 1) bits |= 1 << j;
      return bits === 0 ? undefined : serial * (1 << MASK_BITS) + bits;
    }
    let relevant = '';
    for (const m of members) if (chain[m] === 1) relevant += `,${m}`;
    return relevant === '' ? undefined : `${serial}|${relevant}`;
  }

  private membersOf(node: ReasonNode): number[] | null {
    const cached = this.membersCache[node.n];
    if (cached !== undefined) return cached;
    const ix = node.ix;
    // Most reasons are one action: their members depend on that action alone (one list per action).
    if (ix.length === 1) {
      const x = ix[0] as number;
      let single = this.singleMembers[x];
      if (single === undefined) {
        const members = this.cyclicMembers?.get(this.component[x] ?? -1);
        single = members ? withoutOne(members, x) : null;
        this.singleMembers[x] = single;
      }
      this.membersCache[node.n] = single;
      return single;
    }
    let first: number[] | undefined;
    let merged: number[] | undefined;
    for (const i of ix) {
      const members = this.cyclicMembers?.get(this.component[i] ?? -1);
      if (!members || members === first) continue;
      if (!first) first = members;
      else if (!merged) merged = [...first, ...members];
      else if (!merged.includes(members[0] as number)) merged.push(...members);
    }
    let result: number[] | null = null;
    // One component: its members as they are. The node's own actions are never in the chain when
    // it is evaluated (a counter with one of them there is ruled out, not evaluated), so they add
    // only zero bits to the memo key, and no list is made per node.
    if (first && !merged) result = first;
    else if (first) {
      // Components are disjoint and each is ascending: one component needs no sort.
      const all = merged ? merged.filter((m, k) => merged.indexOf(m) === k).sort((a, b) => a - b) : first;
      const rest = all.filter((m) => !ix.includes(m));
      result = rest.length === 0 ? null : rest;
    }
    this.membersCache[node.n] = result;
    return result;
  }

  /** The same evaluation in the other stance, its counters flipped in turn (made once). */
  private flip(reason: TraceReason): TraceReason {
    const known = this.flips?.get(reason);
    if (known) return known;
    const { counteredBy } = reason;
    const flipped: TraceReason[] = new Array<TraceReason>(counteredBy.length);
    for (let c = 0; c < counteredBy.length; c += 1) flipped[c] = this.flip(counteredBy[c] as TraceReason);
    // The keys in describe's order, so a flip serialises as the reason built in that stance.
    const copy = traceReason(opposite(reason.stance), reason.key, reason, reason.holds, flipped, reason.at, reason.path, reason.parts, reason.ruledOut !== undefined);
    const flips = (this.flips ??= new Map());
    flips.set(reason, copy);
    flips.set(copy, reason);
    return copy;
  }

  /** A counter ruled out by rule 4 ("it has no effect instead"): one shared trace per node and stance. */
  private ruledOut(node: ReasonNode, stance: Stance): TraceReason {
    const known = (stance === 'for' ? this.ruledOutFor : this.ruledOutAgainst)[node.n];
    if (known) return known;
    // Both stances at once, each the other's flip, so flipping a tree keeps the sharing.
    const pro = describe(node, 'for', false, [], true);
    const contra = describe(node, 'against', false, [], true);
    this.ruledOutFor[node.n] = pro;
    this.ruledOutAgainst[node.n] = contra;
    const flips = (this.flips ??= new Map());
    flips.set(pro, contra);
    flips.set(contra, pro);
    return stance === 'for' ? pro : contra;
  }

  /**
   * Whether the reasons `seen` can close a cycle of actions. Every edge between actions in the
   * expanded graph below goes from an action of a reason that has a counter (a "countered" action)
   * to an action of one of its counters (a "countering" action), so a cycle only passes through
   * actions that are both; when no action is both, no component has more than one vertex and
   * Tarjan's pass would find nothing (a doctor saving a shot player, a roleblocker on a cop).
   */
  private mayCycle(seen: ReasonNode[]): boolean {
    // The chain is all zeros between evaluations: borrow it for the marks (1: countered,
    // 2: countering) and leave it zeroed again.
    const marks = this.chain;
    let both = false;
    for (let s = 0; s < seen.length && !both; s += 1) {
      const node = seen[s] as ReasonNode;
      const counters = this.graph.countersOf(node);
      if (counters.length === 0) continue;
      for (const x of node.ix) if ((marks[x] = (marks[x] as number) | 1) === 3) both = true;
      for (let c = 0; c < counters.length && !both; c += 1) {
        for (const y of (counters[c] as ReasonNode).ix) if ((marks[y] = (marks[y] as number) | 2) === 3) both = true;
      }
    }
    marks.fill(0);
    return both;
  }

  /**
   * Tarjan's algorithm (iterative) over the counter graph reachable from the roots, expanded so
   * that its action-level strongly connected components come out without materialising every
   * action pair: vertices are the actions, then one "source" and one "counter" vertex per node.
   * Edges: action x -> source(n) for x in n's actions; source(n) -> counter(k) for each counter k
   * of n; counter(k) -> y for y in k's actions. A path x -> y between actions exists here iff the
   * action-level graph has it, so actions share a component iff they do there, and an action is
   * on a cycle (self-loops included) iff its component here has more than one vertex.
   */
  private findCycles(roots: ReasonNode[]): void {
    // Small nights (one kill, a cop and a doctor) usually have no reason with a counter at all:
    // then the graph has no edge, hence no cycle, and there is nothing to walk.
    let countered = false;
    for (let r = 0; r < roots.length && !countered; r += 1) countered = this.graph.countersOf(roots[r] as ReasonNode).length > 0;
    if (!countered) return;
    const actions = this.graph.actionCount;
    const seen: ReasonNode[] = [];
    // Local vertex number + 1 per node serial (0: not seen yet). Counters made during the walk get
    // serials beyond the first size, so the array grows; a typed array keeps lookups dense.
    let local = scratch(SCRATCH.local, this.graph.nodeCount * 2 + 16);
    const stack = roots.slice();
    while (stack.length > 0) {
      const node = stack.pop() as ReasonNode;
      if (local[node.n] !== 0) continue;
      seen.push(node);
      local[node.n] = seen.length;
      for (const counter of this.graph.countersOf(node)) {
        if (counter.n >= local.length) {
          const grown = new Int32Array(Math.max(local.length * 2, counter.n + 16));
          grown.set(local);
          local = grown;
        }
        if (local[counter.n] === 0) stack.push(counter);
      }
    }
    const count = seen.length;
    if (!this.mayCycle(seen)) return;
    this.component = new Int32Array(actions).fill(-1);
    const total = actions + 2 * count;
    // Adjacency in one flat array (compressed rows): offsets[v]..offsets[v + 1] are v's edges.
    // One allocation per night instead of one list per vertex keeps the collector out of big nights.
    const offsets = scratch(SCRATCH.offsets, total + 1);
    for (let s = 0; s < count; s += 1) {
      const node = seen[s] as ReasonNode;
      for (const x of node.ix) offsets[x + 1] = (offsets[x + 1] as number) + 1;
      offsets[actions + s + 1] = this.graph.countersOf(node).length;
      offsets[actions + count + s + 1] = node.ix.length;
    }
    for (let v = 0; v < total; v += 1) offsets[v + 1] = (offsets[v + 1] as number) + (offsets[v] as number);
    const edges = scratch(SCRATCH.edges, offsets[total] as number);
    const fill = scratch(SCRATCH.fill, total);
    fill.set(offsets.subarray(0, total));
    const add = (from: number, to: number): void => {
      const at = fill[from] as number;
      edges[at] = to;
      fill[from] = at + 1;
    };
    for (let s = 0; s < count; s += 1) {
      const node = seen[s] as ReasonNode;
      const source = actions + s;
      for (const x of node.ix) add(x, source);
      for (const counter of this.graph.countersOf(node)) add(source, actions + count + (local[counter.n] as number) - 1);
      const back = actions + count + s;
      for (const y of node.ix) add(back, y);
    }
    let next = 0;
    let componentCount = 0;
    const index = scratch(SCRATCH.index, total, -1);
    const low = scratch(SCRATCH.low, total);
    const onStack = scratch(SCRATCH.onStack, total);
    const cursor = scratch(SCRATCH.cursor, total);
    cursor.set(offsets.subarray(0, total));
    const sccStack: number[] = [];
    const frames: number[] = [];
    for (let start = 0; start < actions; start += 1) {
      if (index[start] !== -1 || offsets[start] === offsets[start + 1]) continue;
      index[start] = low[start] = next++;
      sccStack.push(start);
      onStack[start] = 1;
      frames.push(start);
      while (frames.length > 0) {
        const v = frames[frames.length - 1] as number;
        const c = cursor[v] as number;
        if (c < (offsets[v + 1] as number)) {
          cursor[v] = c + 1;
          const w = edges[c] as number;
          if (index[w] === -1) {
            index[w] = low[w] = next++;
            sccStack.push(w);
            onStack[w] = 1;
            frames.push(w);
          } else if (onStack[w] === 1 && (index[w] as number) < (low[v] as number)) low[v] = index[w] as number;
          continue;
        }
        frames.pop();
        const parent = frames[frames.length - 1];
        if (parent !== undefined && (low[v] as number) < (low[parent] as number)) low[parent] = low[v] as number;
        if (low[v] === index[v]) {
          const members: number[] = [];
          let size = 0;
          let w: number;
          do {
            w = sccStack.pop() as number;
            onStack[w] = 0;
            size += 1;
            if (w < actions) {
              members.push(w);
              this.component[w] = componentCount;
            }
          } while (w !== v);
          if (size > 1 && members.length > 0) (this.cyclicMembers ??= new Map()).set(componentCount, members.sort((x, y) => x - y));
          componentCount += 1;
        }
      }
    }
  }
}

/** `members` (ascending) without `x`; null when nothing is left. */
function withoutOne(members: number[], x: number): number[] | null {
  const rest: number[] = [];
  for (let k = 0; k < members.length; k += 1) if (members[k] !== x) rest.push(members[k] as number);
  return rest.length === 0 ? null : rest;
}

function describe(
  node: ReasonNode,
  stance: 'for' | 'against',
  holds: boolean,
  counteredBy: TraceReason[],
  ruledOut = false,
): TraceReason {
  const path = node.path && node.path.length > 0 ? node.path : undefined;
  const parts = node.parts.length > 1 ? node.parts : undefined;
  return traceReason(stance, node.key, node.primary, holds, counteredBy, node.at, path, parts, ruledOut);
}
