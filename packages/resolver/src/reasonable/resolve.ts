// Reasonable Action Resolution (seed 001, method 2): ask end-of-night questions (rule 1) and
// answer each one from its reasons and their counters (rules 2-4).
import { compareText, prepareNight } from '../input';
import type {
  EffectQuestion,
  KillSource,
  NightInput,
  PreventedEffect,
  ReasonRef,
  Resolution,
  SeatId,
  SettledEffect,
  TraceEntry,
  TraceReason,
} from '../types';
import { Evaluator } from './evaluate';
import { CounterGraph } from './graph';
import type { ReasonNode } from './reasons';

interface Question {
  effect: EffectQuestion;
  reasons: ReasonNode[];
  /**
   * The settled effect when it happens (observations settle into their track/watch); a kill's is
   * made from the reasons that held. Data, not a closure per question.
   */
  settled?: SettledEffect;
}

export function resolveReasonable(input: NightInput): Resolution {
  const night = prepareNight(input);
  const graph = new CounterGraph(night);
  const questions = askQuestions(graph);
  const roots: ReasonNode[] = [];
  for (const question of questions) for (const reason of question.reasons) roots.push(reason);
  const evaluator = new Evaluator(graph, roots);

  const effects: SettledEffect[] = [];
  const prevented: PreventedEffect[] = [];
  const trace: TraceEntry[] = [];
  const used = new Map<string, SettledEffect>();
  const observed = new Map<string, SeatId[]>();
  const limited = night.actions.some((a) => a.components.some((c) => c.kind === 'protect' && c.uses !== undefined));
  for (const question of questions) {
    const count = question.reasons.length;
    const reasons = new Array<TraceReason>(count);
    // A top-level trace reason holds exactly when its reason does (same evaluation).
    const holding: ReasonNode[] = [];
    for (let i = 0; i < count; i += 1) {
      const node = question.reasons[i] as ReasonNode;
      const reason = evaluator.trace(node);
      reasons[i] = reason;
      if (reason.holds) holding.push(node);
    }
    const happens = holding.length > 0;
    trace.push({ effect: question.effect, outcome: happens ? 'happens' : 'prevented', reasons });
    if (!happens) prevented.push({ effect: question.effect, why: heldCounters(reasons) });
    else if (question.effect.kind === 'track-visit') note(observed, question.effect, question.effect.visited);
    else if (question.effect.kind === 'watch-visitor') note(observed, question.effect, question.effect.visitor);
    else if (question.effect.kind === 'kill') effects.push({ kind: 'kill', target: question.effect.target, by: killSources(holding) });
    else if (question.settled) effects.push(question.settled);
    if (limited && (question.effect.kind === 'kill' || question.effect.kind === 'effect')) {
      recordUsedProtections(graph, question.reasons, reasons, used);
    }
  }
  // Track results are only known once every observation is answered.
  const settled: SettledEffect[] = [];
  for (const effect of effects) settled.push(finishObservation(effect, observed));
  for (const effect of used.values()) settled.push(effect);
  return {
    effects: settled,
    prevented,
    trace,
    ignored: night.ignored,
  };
}

function askQuestions(graph: CounterGraph): Question[] {
  const questions: Question[] = [];
  for (const target of graph.killSeats()) {
    questions.push({
      effect: { kind: 'kill', target },
      reasons: graph.killReasonsAt(target),
    });
  }
  for (const [, routes] of groupRoutes(graph.routeNodes)) {
    const [first] = routes;
    const route = first?.route;
    if (!first || !route || first.at === undefined) continue;
    const target = first.at;
    // Object literals written out (no spreads): a spread followed by new keys takes a slow path
    // on Node 20 (AGENTS.md), and these are made per question.
    const { id: action, actor, ability } = route.action;
    const component = route.component;
    switch (component.kind) {
      case 'investigate':
        questions.push({
          effect: { kind: 'investigate', action, actor, target },
          reasons: routes,
          settled: { kind: 'investigate', action, actor, ability, target },
        });
        break;
      case 'recruit': {
        const { faction } = component;
        questions.push({
          effect: { kind: 'recruit', action, actor, target, faction },
          reasons: routes,
          settled: { kind: 'recruit', action, actor, ability, target, faction },
        });
        break;
      }
      case 'effect': {
        const { effect, data } = component;
        questions.push({
          effect: { kind: 'effect', action, actor, target, effect },
          reasons: routes,
          settled:
            data ? { kind: 'effect', action, actor, ability, effect, target, data } : { kind: 'effect', action, actor, ability, effect, target },
        });
        break;
      }
      case 'track': {
        questions.push({
          effect: { kind: 'track', action, actor, target },
          reasons: routes,
          settled: { kind: 'track', action, actor, ability, target, visited: [] },
        });
        // Rule 3: "the tracker sees X visit Y" needs the track and X's visit.
        const visits = graph.visitsOf(target).filter((v) => v.primary.action !== action);
        for (const [visited, landing] of groupBy(visits, (v) => v.at ?? '')) {
          questions.push({
            effect: { kind: 'track-visit', action, actor, target, visited },
            reasons: routes.flatMap((t) => landing.map((v) => graph.composite('observed-visit', [t, v], visited))),
          });
        }
        break;
      }
      case 'watch': {
        questions.push({
          effect: { kind: 'watch', action, actor, target },
          reasons: routes,
          settled: { kind: 'watch', action, actor, ability, target, visitors: [] },
        });
        const visits = graph
          .landingAt('visit', target)
          .filter((v) => v.primary.action !== action && !isPassiveVisit(v));
        for (const [visitor, landing] of groupBy(visits, (v) => v.primary.actor)) {
          questions.push({
            effect: { kind: 'watch-visitor', action, actor, target, visitor },
            reasons: routes.flatMap((w) => landing.map((v) => graph.composite('observed-visit', [w, v], target))),
          });
        }
        break;
      }
      default:
        break;
    }
  }
  return questions;
}

function isPassiveVisit(node: ReasonNode): boolean {
  return node.route?.action.passive === true;
}

const END_OF_NIGHT: ReadonlySet<string> = new Set(['investigate', 'recruit', 'effect', 'track', 'watch']);

/** Route reasons of end-of-night kinds, grouped per (action, component, final seat). */
function groupRoutes(nodes: ReasonNode[]): Map<string, ReasonNode[]> {
  const relevant: ReasonNode[] = [];
  for (const n of nodes) if (n.route && END_OF_NIGHT.has(n.route.component.kind)) relevant.push(n);
  // groupBy returns its groups in key order already.
  return groupBy(relevant, (n) => `${n.route?.action.id}#${n.route?.index}@${n.at}`);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  let sorted = true;
  let last: string | undefined;
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else {
      // Keys usually arrive in order already (routes are made in action order): sort only if not.
      if (last !== undefined && compareText(last, key) > 0) sorted = false;
      last = key;
      groups.set(key, [item]);
    }
  }
  return sorted ? groups : new Map([...groups.entries()].sort(([a], [b]) => compareText(a, b)));
}

function killSources(holding: ReasonNode[]): KillSource[] {
  // Usually one reason held: its source alone (the map and the sort below leave one as it is).
  if (holding.length === 1) return [killSource(holding[0] as ReasonNode)];
  const sources = new Map<string, KillSource>();
  for (const node of holding) {
    const source = killSource(node);
    sources.set(`${source.action}/${source.triggeredBy ?? ''}`, source);
  }
  return [...sources.values()].sort((a, b) => compareText(a.action, b.action));
}


function killSource(node: ReasonNode): KillSource {
  const component = node.route?.component;
  const tag = component?.kind === 'kill' ? component.tag : undefined;
  const { action, actor, ability } = node.primary;
  // Written out whole (keys in the order they always had): no key added to a fresh object.
  const source: KillSource = tag === undefined ? { action, actor, ability } : { action, actor, ability, tag };
  if (node.key === 'triggered-kill') {
    const visit = node.parts.find((p) => p.component === 'visit');
    if (visit) source.triggeredBy = visit.action;
  }
  return source;
}

function heldCounters(reasons: TraceReason[]): ReasonRef[] {
  // One ref per (key, action, component), first seen first; the lists are short, so a scan beats
  // building a string key per counter.
  const refs: ReasonRef[] = [];
  for (const reason of reasons) {
    for (const counter of reason.counteredBy) {
      if (!counter.holds) continue;
      const { key, action, actor, ability, component } = counter;
      let known = false;
      for (let r = 0; r < refs.length; r += 1) {
        const ref = refs[r] as ReasonRef;
        if (ref.key === key && ref.action === action && ref.component === component) {
          known = true;
          break;
        }
      }
      if (!known) refs.push({ key, action, actor, ability, component });
    }
  }
  return refs;
}

/** A limited protection that alone stopped a reason is spent once this night. */
function recordUsedProtections(
  graph: CounterGraph,
  nodes: ReasonNode[],
  traces: TraceReason[],
  used: Map<string, SettledEffect>,
): void {
  nodes.forEach((node, i) => {
    const counters = graph.countersOf(node);
    const trace = traces[i];
    const holding = trace?.counteredBy.filter((c) => c.holds).length ?? 0;
    counters.forEach((counter, j) => {
      const component = counter.route?.component;
      if (component?.kind !== 'protect' || component.uses === undefined) return;
      // Spent only when it alone stopped a reason: a shot moved away or also stopped by someone
      // else does not use up a one-shot vest.
      if (!trace?.counteredBy[j]?.holds || holding !== 1) return;
      const route = counter.route;
      if (!route) return;
      const key = `${route.action.id}#${route.index}`;
      if (!used.has(key)) {
        const { id: action, actor, ability } = route.action;
        used.set(key, { kind: 'protection-used', action, actor, ability, target: route.final, uses: 1 });
      }
    });
  });
}

function note(observed: Map<string, SeatId[]>, effect: { action: string; target: SeatId }, seat: SeatId): void {
  const key = `${effect.action}@${effect.target}`;
  const list = observed.get(key);
  if (list) list.push(seat);
  else observed.set(key, [seat]);
}

function finishObservation(effect: SettledEffect, observed: Map<string, SeatId[]>): SettledEffect {
  if (effect.kind !== 'track' && effect.kind !== 'watch') return effect;
  const seats = [...new Set(observed.get(`${effect.action}@${effect.target}`) ?? [])].sort(compareText);
  return effect.kind === 'track' ? { ...effect, visited: seats } : { ...effect, visitors: seats };
}
