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

interface GrowingSlot<Item> {
  log: GrowingLog<Item>;
  me: Seat | undefined;
  value: Item[];
}

/** What AppendProjections needs of an append-only part (PostLog). */
export interface GrowingLog<Item> {
  readonly length: number;
  /** An object shared by every log grown from the same first item; undefined for an empty log. */
  readonly origin: object | undefined;
  startsWith(older: this): boolean;
  forEachFrom(start: number, visit: (item: Item) => void): void;
}

const emptyOrigin = {};

/**
 * Per-viewer projections of an append-only part (the posts), extended rather than recomputed: when
 * the part grew by appends since the viewer's last projection, only the new items are filtered,
 * and when none of them is visible the previous array itself is returned. Why: re-filtering the
 * whole thread for every viewer on every post costs the thread's length (issue #19), and
 * view-patch sends a grown array as an `append` of its new items only when the old items are kept.
 */
export class AppendProjections<Item> {
  private readonly byRules = new WeakMap<RulesetRuntime, WeakMap<object, Map<string, GrowingSlot<Item>>>>();

  get<Log extends GrowingLog<Item>>(rules: RulesetRuntime, log: Log, viewerKey: string, me: Seat | undefined, keep: (item: Item) => boolean): Item[] {
    let byOrigin = this.byRules.get(rules);
    if (!byOrigin) {
      byOrigin = new WeakMap();
      this.byRules.set(rules, byOrigin);
    }
    const origin = log.origin ?? emptyOrigin;
    let byViewer = byOrigin.get(origin);
    if (!byViewer) {
      byViewer = new Map();
      byOrigin.set(origin, byViewer);
    }
    const last = byViewer.get(viewerKey);
    if (last && last.me === me && last.log === log) return last.value;
    let value: Item[];
    if (last && last.me === me && log.length >= last.log.length && log.startsWith(last.log as Log)) {
      const added: Item[] = [];
      log.forEachFrom(last.log.length, (item) => {
        if (keep(item)) added.push(item);
      });
      value = added.length === 0 ? last.value : last.value.concat(added);
    } else {
      value = [];
      log.forEachFrom(0, (item) => {
        if (keep(item)) value.push(item);
      });
    }
    byViewer.set(viewerKey, { log, me, value });
    return value;
  }
}
