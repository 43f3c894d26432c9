// holds(node, chain): seed 001, RAR rules 2 and 4, memoised.
import type { TraceReason } from '../types';
import type { CounterGraph, ReasonNode } from './graph';

type Child = { node: ReasonNode; ruledOut: true } | { node: ReasonNode; evaluation: Eval };

interface Eval {
  node: ReasonNode;
  holds: boolean;
  children: Child[];
}

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
 * n touches no cycle), which keeps long chains linear.
 */
export class Evaluator {
  /** Results that cannot depend on the chain. */
  private readonly plainMemo = new Map<ReasonNode, Eval>();
  /** Results keyed by node id plus the relevant chain actions. */
  private readonly keyedMemo = new Map<string, Eval>();
  /** chain[i] = 1 when action i is in the current dependency chain. */
  private readonly chain: Uint8Array;
  private readonly component: Int32Array;
  /** Members of each strongly connected component that contains a cycle, ascending. */
  private readonly cyclicMembers = new Map<number, number[]>();
  private readonly membersCache = new Map<ReasonNode, number[] | null>();
  private readonly ruledOutMemo = { for: new Map<ReasonNode, TraceReason>(), against: new Map<ReasonNode, TraceReason>() };
  private readonly traceMemo = new Map<Eval, { for?: TraceReason; against?: TraceReason }>();

  constructor(
    private readonly graph: CounterGraph,
    roots: ReasonNode[],
  ) {
    this.chain = new Uint8Array(graph.actionCount);
    this.component = new Int32Array(graph.actionCount).fill(-1);
    this.findCycles(roots);
  }

  holds(node: ReasonNode): boolean {
    return this.evaluate(node).holds;
  }

  /** The reason tree of a top-level reason, stances alternating from `for`. */
  trace(node: ReasonNode): TraceReason {
    return this.toTrace(this.evaluate(node), 'for');
  }

  private evaluate(node: ReasonNode): Eval {
    const key = this.memoKey(node);
    const known = key === undefined ? this.plainMemo.get(node) : this.keyedMemo.get(key);
    if (known) return known;
    const { chain } = this;
    const added: number[] = [];
    for (const i of node.ix) {
      if (chain[i] === 0) {
        chain[i] = 1;
        added.push(i);
      }
    }
    const children: Child[] = [];
    let countered = false;
    for (const counter of this.graph.countersOf(node)) {
      // Seed 001, RAR rule 4: the same action can't appear twice in a dependency chain.
      let repeated = false;
      for (const i of counter.ix) if (chain[i] === 1) repeated = true;
      if (repeated) {
        children.push({ node: counter, ruledOut: true });
        continue;
      }
      const evaluation = this.evaluate(counter);
      children.push({ node: counter, evaluation });
      if (evaluation.holds) countered = true;
    }
    for (const i of added) chain[i] = 0;
    const result: Eval = { node, holds: !countered, children };
    if (key === undefined) this.plainMemo.set(node, result);
    else this.keyedMemo.set(key, result);
    return result;
  }

  /** undefined when the result cannot depend on the chain. */
  private memoKey(node: ReasonNode): string | undefined {
    const members = this.membersOf(node);
    if (!members) return undefined;
    let relevant = '';
    for (const m of members) if (this.chain[m] === 1) relevant += `,${m}`;
    return relevant === '' ? undefined : `${node.id}|${relevant}`;
  }

  private membersOf(node: ReasonNode): number[] | null {
    if (this.cyclicMembers.size === 0) return null;
    const cached = this.membersCache.get(node);
    if (cached !== undefined) return cached;
    const members = new Set<number>();
    for (const i of node.ix) {
      for (const m of this.cyclicMembers.get(this.component[i] ?? -1) ?? []) members.add(m);
    }
    for (const i of node.ix) members.delete(i);
    const result = members.size === 0 ? null : [...members].sort((a, b) => a - b);
    this.membersCache.set(node, result);
    return result;
  }

  private toTrace(evaluation: Eval, stance: 'for' | 'against'): TraceReason {
    const cached = this.traceMemo.get(evaluation);
    const hit = stance === 'for' ? cached?.for : cached?.against;
    if (hit) return hit;
    const other = stance === 'for' ? 'against' : 'for';
    const counteredBy: TraceReason[] = [];
    for (const child of evaluation.children) {
      counteredBy.push('evaluation' in child ? this.toTrace(child.evaluation, other) : this.ruledOut(child.node, other));
    }
    const reason = describe(evaluation.node, stance, evaluation.holds, counteredBy);
    if (cached) cached[stance] = reason;
    else this.traceMemo.set(evaluation, { [stance]: reason });
    return reason;
  }

  /** Ruled-out counters are identical wherever they appear: share one object per node and stance. */
  private ruledOut(node: ReasonNode, stance: 'for' | 'against'): TraceReason {
    const memo = this.ruledOutMemo[stance];
    const known = memo.get(node);
    if (known) return known;
    const reason = describe(node, stance, false, []);
    reason.ruledOut = 'already-in-chain';
    memo.set(node, reason);
    return reason;
  }

  /** Tarjan's algorithm (iterative) over the action-level counter graph reachable from the roots. */
  private findCycles(roots: ReasonNode[]): void {
    const n = this.graph.actionCount;
    // Duplicate edges are harmless to Tarjan's algorithm and cheaper than deduplicating.
    const edges: (number[] | undefined)[] = new Array<number[] | undefined>(n);
    const seen = new Set<ReasonNode>();
    const stack = [...roots];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || seen.has(node)) continue;
      seen.add(node);
      for (const counter of this.graph.countersOf(node)) {
        for (const x of node.ix) {
          let out = edges[x];
          if (!out) edges[x] = out = [];
          for (const y of counter.ix) out.push(y);
        }
        if (!seen.has(counter)) stack.push(counter);
      }
    }
    let next = 0;
    let componentCount = 0;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const sccStack: number[] = [];
    const frames: number[] = [];
    const cursor = new Int32Array(n);
    const open = (v: number) => {
      index[v] = low[v] = next;
      next += 1;
      sccStack.push(v);
      onStack[v] = 1;
      cursor[v] = 0;
      frames.push(v);
    };
    for (let start = 0; start < n; start += 1) {
      if (index[start] !== -1 || !edges[start]) continue;
      open(start);
      while (frames.length > 0) {
        const v = frames[frames.length - 1] ?? 0;
        const out = edges[v];
        const c = cursor[v] ?? 0;
        if (out && c < out.length) {
          cursor[v] = c + 1;
          const w = out[c] ?? 0;
          if (index[w] === -1) open(w);
          else if (onStack[w] === 1) low[v] = Math.min(low[v] ?? 0, index[w] ?? 0);
          continue;
        }
        frames.pop();
        const parent = frames[frames.length - 1];
        if (parent !== undefined) low[parent] = Math.min(low[parent] ?? 0, low[v] ?? 0);
        if (low[v] === index[v]) {
          const members: number[] = [];
          let w: number | undefined;
          do {
            w = sccStack.pop();
            if (w === undefined) break;
            onStack[w] = 0;
            members.push(w);
            this.component[w] = componentCount;
          } while (w !== v);
          const only = members[0];
          const selfLoop = only !== undefined && (edges[only]?.includes(only) ?? false);
          if (members.length > 1 || selfLoop) this.cyclicMembers.set(componentCount, members.sort((x, y) => x - y));
          componentCount += 1;
        }
      }
    }
  }
}

function describe(
  node: ReasonNode,
  stance: 'for' | 'against',
  holds: boolean,
  counteredBy: TraceReason[],
): TraceReason {
  const { action, actor, ability, component } = node.primary;
  const reason: TraceReason = { stance, key: node.key, action, actor, ability, component, holds, counteredBy };
  if (node.at !== undefined) reason.at = node.at;
  if (node.path && node.path.length > 0) reason.path = node.path;
  if (node.parts.length > 1) reason.parts = node.parts;
  return reason;
}
