import type { RulesetRuntime } from './ruleset';
import type { Seat } from './state';

interface Slot<V> {
  me: Seat | undefined;
  value: V;
}

/**
 * Per-viewer projections of one part of a state (its seats, notices, posts, ...), reused while the
 * part is unchanged. Why: a live game's typical update is one ballot, which replaces one poll; the
 * game's 20 subscribers' views would otherwise re-filter every seat, notice and post on every vote
 * (bench/server.ts, live updates). States are immutable values and `evolve` keeps untouched parts
 * by reference, so a projection stays valid while the part is the same object and the viewer's own
 * seat is the same object (the seat carries everything an audience depends on: id, faction, alive).
 * The ruleset is part of the key too (a test may replay one log under two rulesets).
 */
export class PartProjections<Part extends object, V> {
  private readonly byRules = new WeakMap<RulesetRuntime, WeakMap<Part, Map<string, Slot<V>>>>();

  get(rules: RulesetRuntime, part: Part, viewerKey: string, me: Seat | undefined, project: () => V): V {
    let byPart = this.byRules.get(rules);
    if (!byPart) {
      byPart = new WeakMap();
      this.byRules.set(rules, byPart);
    }
    let byViewer = byPart.get(part);
    if (!byViewer) {
      byViewer = new Map();
      byPart.set(part, byViewer);
    }
    const hit = byViewer.get(viewerKey);
    if (hit && hit.me === me) return hit.value;
    const value = project();
    byViewer.set(viewerKey, { me, value });
    return value;
  }
}
