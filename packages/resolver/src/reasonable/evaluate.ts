// holds(node, chain): seed 001, RAR rules 2 and 4, memoised.
import { compareText } from '../input';
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
  private readonly memo = new Map<string, Eval>();
  private readonly chain = new Set<string>();
  private readonly component = new Map<string, number>();
  private readonly cyclic = new Set<number>();
  private readonly traceMemo = new Map<Eval, { for?: TraceReason; against?: TraceReason }>();

  constructor(
    private readonly graph: CounterGraph,
    roots: ReasonNode[],
  ) {
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
    const known = this.memo.get(key);
    if (known) return known;
    const added = node.actions.filter((a) => !this.chain.has(a));
    for (const a of added) this.chain.add(a);
    const children: Child[] = [];
    let countered = false;
    for (const counter of this.graph.countersOf(node)) {
      // Seed 001, RAR rule 4: the same action can't appear twice in a dependency chain.
      if (counter.actions.some((a) => this.chain.has(a))) {
        children.push({ node: counter, ruledOut: true });
        continue;
      }
      const evaluation = this.evaluate(counter);
      children.push({ node: counter, evaluation });
      if (evaluation.holds) countered = true;
    }
    for (const a of added) this.chain.delete(a);
    const result: Eval = { node, holds: !countered, children };
    this.memo.set(key, result);
    return result;
  }

  private memoKey(node: ReasonNode): string {
    const components = new Set<number>();
    for (const a of node.actions) {
      const c = this.component.get(a);
      if (c !== undefined && this.cyclic.has(c)) components.add(c);
    }
    if (components.size === 0 || this.chain.size === 0) return node.id;
    const relevant: string[] = [];
    for (const a of this.chain) {
      const c = this.component.get(a);
      if (c !== undefined && components.has(c) && !node.actions.includes(a)) relevant.push(a);
    }
    return relevant.length === 0 ? node.id : `${node.id}|${relevant.sort(compareText).join(',')}`;
  }

  private toTrace(evaluation: Eval, stance: 'for' | 'against'): TraceReason {
    const cached = this.traceMemo.get(evaluation);
    const hit = cached?.[stance];
    if (hit) return hit;
    const other = stance === 'for' ? 'against' : 'for';
    const counteredBy = evaluation.children.map((child) =>
      'evaluation' in child
        ? this.toTrace(child.evaluation, other)
        : { ...describe(child.node, other), holds: false, counteredBy: [], ruledOut: 'already-in-chain' as const },
    );
    const reason: TraceReason = { ...describe(evaluation.node, stance), holds: evaluation.holds, counteredBy };
    this.traceMemo.set(evaluation, { ...cached, [stance]: reason });
    return reason;
  }

  /** Tarjan's algorithm (iterative) over the action-level counter graph reachable from the roots. */
  private findCycles(roots: ReasonNode[]): void {
    const edges = new Map<string, Set<string>>();
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || seen.has(node.id)) continue;
      seen.add(node.id);
      for (const counter of this.graph.countersOf(node)) {
        for (const x of node.actions) {
          let out = edges.get(x);
          if (!out) edges.set(x, (out = new Set()));
          for (const y of counter.actions) out.add(y);
        }
        if (!seen.has(counter.id)) stack.push(counter);
      }
    }
    let next = 0;
    let componentCount = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const onStack = new Set<string>();
    const sccStack: string[] = [];
    const vertices = [...edges.keys()].sort(compareText);
    for (const start of vertices) {
      if (index.has(start)) continue;
      const work: { v: string; it: Iterator<string> }[] = [];
      const open = (v: string) => {
        index.set(v, next);
        low.set(v, next);
        next += 1;
        sccStack.push(v);
        onStack.add(v);
        work.push({ v, it: (edges.get(v) ?? new Set<string>()).values() });
      };
      open(start);
      while (work.length > 0) {
        const frame = work[work.length - 1];
        if (!frame) break;
        const step = frame.it.next();
        if (!step.done) {
          const w = step.value;
          if (!index.has(w)) open(w);
          else if (onStack.has(w)) low.set(frame.v, Math.min(low.get(frame.v) ?? 0, index.get(w) ?? 0));
          continue;
        }
        work.pop();
        const parent = work[work.length - 1];
        if (parent) low.set(parent.v, Math.min(low.get(parent.v) ?? 0, low.get(frame.v) ?? 0));
        if (low.get(frame.v) === index.get(frame.v)) {
          const members: string[] = [];
          let w: string | undefined;
          do {
            w = sccStack.pop();
            if (w === undefined) break;
            onStack.delete(w);
            members.push(w);
            this.component.set(w, componentCount);
          } while (w !== frame.v);
          const only = members[0];
          const selfLoop = only !== undefined && (edges.get(only)?.has(only) ?? false);
          if (members.length > 1 || selfLoop) this.cyclic.add(componentCount);
          componentCount += 1;
        }
      }
    }
  }
}

function describe(node: ReasonNode, stance: 'for' | 'against'): Omit<TraceReason, 'holds' | 'counteredBy'> {
  return {
    stance,
    key: node.key,
    ...node.primary,
    ...(node.at !== undefined ? { at: node.at } : {}),
    ...(node.path && node.path.length > 0 ? { path: node.path } : {}),
    ...(node.parts.length > 1 ? { parts: node.parts } : {}),
  };
}
