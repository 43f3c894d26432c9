// The counter graph of Reasonable Action Resolution (seed 001, method 2).
// Nodes are reasons; an edge n -> k means "k is a reason that would counteract n".
import { compareText, isTargeted, partOf } from '../input';
import type { PreparedNight } from '../input';
import type { Component, MoveStep, NightAction, ReasonKey, ReasonPart, SeatId, TargetedComponent } from '../types';
import { sortById, sortedUnique, sortNumbers, uniqueParts } from './lists';
import { MoverRoutes } from './movers';
import type { Mover, MoverGroup, ReasonNode, Route, RouteStep } from './reasons';

const NO_NODES: readonly ReasonNode[] = [];
/** The path of every reason that took no mover (read only: traces leave out an empty path). */
const NO_MOVES: MoveStep[] = [];

interface Trigger {
  node: ReasonNode;
  seat: SeatId;
}

export class CounterGraph {
  readonly movers: Mover[];
  /** Route reasons per component kind, per end position. */
  private readonly landing = new Map<TargetedComponent['kind'], Map<SeatId, ReasonNode[]>>();
  /** Visit reasons per visiting actor. */
  private readonly visitsByActor = new Map<SeatId, ReasonNode[]>();
  /** Kills by visit triggers, per visitor (made when a night has a trigger). */
  private triggeredKills: Map<SeatId, ReasonNode[]> | undefined;
  /**
   * Composite and mover reasons by id (route reasons are unique by construction and never looked
   * up); made with the first such reason, which most nights never have.
   */
  private nodes: Map<string, ReasonNode> | undefined;
  /** Reasons made so far: the next serial number. */
  private count = 0;
  /** Counters per node serial. */
  private readonly counterCache: (ReasonNode[] | undefined)[] = [];
  /** Blocks on each action's actor, per action index (filled on demand). */
  private readonly blocksCache: (readonly ReasonNode[] | undefined)[] = [];
  /** Dedupe marks per node serial while collecting counters. */
  private readonly marks: number[] = [];
  private stamp = 0;
  private readonly routes: MoverRoutes;
  private readonly pendingVisits = new Map<
    SeatId,
    { action: NightAction; ax: number; index: number; component: TargetedComponent }[]
  >();
  readonly routeNodes: ReasonNode[] = [];
  /** Work arrays of addRoutes (a walk leaves its path and used movers empty again). */
  private readonly scratchRoutes: Route[] = [];
  private readonly scratchPath: RouteStep[] = [];
  private readonly scratchUsed: Mover[] = [];
  /** Mover reasons per competing group at a position (`${at}|${group ids}`), per group member. */
  private groupNodes: Map<string, (ReasonNode | undefined)[]> | undefined;

  constructor(private readonly night: PreparedNight) {
    this.routes = new MoverRoutes(night.actions);
    this.movers = this.routes.movers;
    const triggers: Trigger[] = [];
    // Plain loops: no closure per action.
    const { actions } = night;
    for (let ax = 0; ax < actions.length; ax += 1) {
      const action = actions[ax] as NightAction;
      const { components } = action;
      for (let index = 0; index < components.length; index += 1) {
        const component = components[index] as Component;
        if (component.kind === 'trigger-on-visit') {
          // Seed 001 (PGO): the gun owner arms themself; the trigger sits on the actor.
          const node = this.intern({
            id: `t:${action.id}#${index}`,
            key: 'trigger-on-visit',
            primary: partOf(action, component),
            parts: [partOf(action, component)],
            at: action.actor,
            trigger: action,
          }, [ax]);
          triggers.push({ node, seat: action.actor });
          continue;
        }
        if (!isTargeted(component)) continue;
        // Visits only matter to trackers, watchers and triggers: route them on demand.
        if (component.kind === 'visit') {
          if (!action.passive) this.push(this.pendingVisits, action.actor, { action, ax, index, component });
          continue;
        }
        this.addRoutes(action, ax, index, component);
      }
    }
    if (triggers.length > 0) this.routeAllVisits();
    for (const trigger of triggers) {
      for (const visit of this.landingAt('visit', trigger.seat)) {
        const visitor = visit.primary.actor;
        if (visitor === trigger.seat) continue;
        const node = this.composite('triggered-kill', [trigger.node, visit], visitor, visitor);
        this.push((this.triggeredKills ??= new Map()), visitor, node);
      }
    }
  }

  /** The route reasons of `kind` ending at `seat` (shared: do not modify). */
  landingAt(kind: TargetedComponent['kind'], seat: SeatId): readonly ReasonNode[] {
    if (kind === 'visit') this.routeAllVisits();
    return this.landing.get(kind)?.get(seat) ?? NO_NODES;
  }

  visitsOf(actor: SeatId): ReasonNode[] {
    this.routeVisitsOf(actor);
    return this.visitsByActor.get(actor) ?? [];
  }

  private routeVisitsOf(actor: SeatId): void {
    const pending = this.pendingVisits.get(actor);
    if (!pending) return;
    this.pendingVisits.delete(actor);
    let visits = this.visitsByActor.get(actor);
    if (!visits) this.visitsByActor.set(actor, (visits = []));
    for (const { action, ax, index, component } of pending) this.addRoutes(action, ax, index, component, visits);
  }

  private routeAllVisits(): void {
    if (this.pendingVisits.size === 0) return;
    for (const actor of [...this.pendingVisits.keys()]) this.routeVisitsOf(actor);
  }

  /** Routes `component` and adds its route reasons; `out`, if given, gets them too. */
  private addRoutes(action: NightAction, ax: number, index: number, component: TargetedComponent, out?: ReasonNode[]): void {
    const routes = this.scratchRoutes;
    // Emptied here, not after use: the array dies with the graph, and setting a length is a runtime call.
    if (routes.length !== 0) routes.length = 0;
    this.routes.walk(routes, { action, ax, index, component }, this.scratchPath, this.scratchUsed, component.target, `r:${action.id}#${index}`);
    let byKind = this.landing.get(component.kind);
    if (!byKind) this.landing.set(component.kind, (byKind = new Map()));
    for (let r = 0; r < routes.length; r += 1) {
      const node = this.routeNode(routes[r] as Route);
      if (component.kind !== 'visit') this.routeNodes.push(node);
      this.push(byKind, node.at ?? '', node);
      if (out) out.push(node);
    }
  }

  /** Every reason that `seat` dies: routed kills and visit-triggered kills. */
  killReasonsAt(seat: SeatId): ReasonNode[] {
    const triggered = this.triggeredKills?.get(seat);
    return triggered ? [...this.landingAt('kill', seat), ...triggered] : this.landingAt('kill', seat).slice();
  }

  killSeats(): SeatId[] {
    // A night has a few kills: a list scanned for duplicates, no set.
    const seats: SeatId[] = this.triggeredKills ? [...this.triggeredKills.keys()] : [];
    for (const node of this.routeNodes) {
      if (node.primary.component === 'kill' && node.at !== undefined && !seats.includes(node.at)) seats.push(node.at);
    }
    return seats.length > 1 ? seats.sort(compareText) : seats;
  }

  /** Rule 3: an effect built on other effects needs all of them; its counters are theirs. */
  composite(key: ReasonKey, subs: ReasonNode[], at: SeatId, protectAt?: SeatId): ReasonNode {
    const id = `c:${key}:${subs.map((s) => s.id).join('+')}`;
    const known = this.nodes?.get(id);
    if (known) return known;
    const [first] = subs;
    if (!first) throw new Error('resolver: empty composite reason');
    const parts = uniqueParts(subs.flatMap((s) => s.parts));
    const ix = sortedUnique(subs.flatMap((s) => s.ix));
    return this.intern(
      {
        id,
        key,
        primary: first.primary,
        parts,
        at,
        composite: { subs, protectAt },
      },
      ix,
    );
  }

  countersOf(node: ReasonNode): ReasonNode[] {
    const cached = this.counterCache[node.n];
    if (cached) return cached;
    // A composite's counters are its parts' counters: compute those first, so that collecting
    // below never re-enters itself.
    const subCounters = node.composite ? node.composite.subs.map((sub) => this.countersOf(sub)) : undefined;
    const out: ReasonNode[] = [];
    const stamp = (this.stamp += 1);
    if (node.composite && subCounters) {
      for (const list of subCounters) this.addAll(out, stamp, list);
      if (node.composite.protectAt !== undefined) this.addAll(out, stamp, this.landingAt('protect', node.composite.protectAt));
    } else if (node.route) {
      this.routeCounters(node.route, out, stamp);
    } else if (node.trigger) {
      this.addAll(out, stamp, this.blocksOn(node.trigger, node.ix[0] ?? -1));
    } else if (node.mover) {
      this.moverCounters(node.mover, out, stamp);
    }
    sortById(out);
    this.counterCache[node.n] = out;
    return out;
  }

  private addAll(out: ReasonNode[], stamp: number, list: readonly ReasonNode[]): void {
    for (const k of list) {
      if (this.marks[k.n] === stamp) continue;
      this.marks[k.n] = stamp;
      out.push(k);
    }
  }

  private addOne(out: ReasonNode[], stamp: number, k: ReasonNode): void {
    if (this.marks[k.n] === stamp) return;
    this.marks[k.n] = stamp;
    out.push(k);
  }

  private routeCounters(route: Route, out: ReasonNode[], stamp: number): void {
    const { action, component, path } = route;
    // Blocks counteract every non-passive component of the blocked actor's actions,
    // including the movers the component went through (rule 3).
    this.addAll(out, stamp, this.blocksOn(action, route.ax));
    for (const step of path) this.addAll(out, stamp, this.blocksOn(step.mover.action, step.mover.ax));
    // A component moved elsewhere from any position on its path (or from its end) does not
    // stay there: "the killing effect on B was swapped onto player C".
    for (const step of path) this.addCompeting(out, stamp, step.group, step.from, step.mover);
    this.addCompeting(out, stamp, route.finalGroup, route.final, undefined);
    if (component.kind === 'kill') this.addAll(out, stamp, this.landingAt('protect', route.final));
    if (component.kind === 'effect' && component.protectable) this.addAll(out, stamp, this.landingAt('protect', route.final));
    // Seed 001, last paragraph: a recruit that fails on players who die that night is
    // counteracted by every reason the player dies.
    if (component.kind === 'recruit') this.addAll(out, stamp, this.killReasonsAt(route.final));
  }

  /** The mover reasons of `group` at `at`, except `self` (the mover the component itself took). */
  private addCompeting(out: ReasonNode[], stamp: number, group: MoverGroup, at: SeatId, self: Mover | undefined): void {
    const { movers } = group;
    if (movers.length === 0 || (movers.length === 1 && movers[0] === self)) return;
    let nodes = group.nodes;
    if (!nodes) {
      const groupKey = movers.length === 1 ? (movers[0] as Mover).id : movers.map((m) => m.id).join(',');
      group.key = groupKey;
      // Same key, same members in the same order: the mover reasons are shared by index.
      const key = `${at}|${groupKey}`;
      const groups = (this.groupNodes ??= new Map());
      nodes = groups.get(key);
      if (!nodes) groups.set(key, (nodes = new Array<ReasonNode | undefined>(movers.length)));
      group.nodes = nodes;
    }
    for (let j = 0; j < movers.length; j += 1) {
      const m = movers[j] as Mover;
      if (m === self) continue;
      let node = nodes[j];
      if (!node) nodes[j] = node = this.moverNode(m, at, group);
      this.addOne(out, stamp, node);
    }
  }

  private moverCounters(node: NonNullable<ReasonNode['mover']>, out: ReasonNode[], stamp: number): void {
    const { mover, at, group } = node;
    this.addAll(out, stamp, this.blocksOn(mover.action, mover.ax));
    // Two movers that would both move the same thing away from one position counteract each other.
    this.addCompeting(out, stamp, group, at, mover);
  }

  private blocksOn(action: NightAction, ax: number): readonly ReasonNode[] {
    const cached = this.blocksCache[ax];
    if (cached) return cached;
    let blocks = NO_NODES;
    if (!action.passive && !this.night.seats.get(action.actor)?.strongWilled) blocks = this.landingAt('block', action.actor);
    this.blocksCache[ax] = blocks;
    return blocks;
  }

  private moverNode(mover: Mover, at: SeatId, group: MoverGroup): ReasonNode {
    const id = `m:${mover.id}@${at}:${group.key ?? ''}`;
    const known = this.nodes?.get(id);
    if (known) return known;
    return this.intern(
      {
        id,
        key: mover.part.component,
        primary: mover.part,
        parts: [mover.part],
        at,
        mover: { mover, at, group },
      },
      [mover.ax],
    );
  }

  private routeNode(route: Route): ReasonNode {
    // One route reason per walked route: a component is routed once and its paths are distinct
    // mover sequences, so no lookup is needed. Plain loops: no closure or temporary per step.
    const { action, component, path, id } = route;
    const primary = partOf(action, component);
    const parts: ReasonPart[] = [primary];
    const ix: number[] = [route.ax];
    const moves: MoveStep[] = path.length === 0 ? NO_MOVES : new Array<MoveStep>(path.length);
    for (let s = 0; s < path.length; s += 1) {
      const step = path[s] as RouteStep;
      moves[s] = step.move;
      const part = step.mover.part;
      // uniqueParts: one part per action and component kind.
      let known = false;
      for (let p = 0; p < parts.length; p += 1) {
        const other = parts[p] as ReasonPart;
        if (other.action === part.action && other.component === part.component) {
          known = true;
          break;
        }
      }
      if (!known) parts.push(part);
      if (!ix.includes(step.mover.ax)) ix.push(step.mover.ax);
    }
    if (ix.length > 1) sortNumbers(ix);
    const node = this.make(id, component.kind, primary, parts, ix, route.final);
    node.path = moves;
    node.route = route;
    return node;
  }

  /**
   * A new node (callers look the id up first). Actions are sorted by id (prepareNight), so
   * ascending `ix` is the order of sorted ids. Every node gets every field, in one order: the hot
   * loops read nodes of all kinds, and one hidden class keeps those reads monomorphic.
   */
  private intern(fields: Omit<ReasonNode, 'ix' | 'n'>, ix: number[]): ReasonNode {
    const node = this.make(fields.id, fields.key, fields.primary, fields.parts, ix, fields.at);
    node.path = fields.path;
    node.route = fields.route;
    node.composite = fields.composite;
    node.mover = fields.mover;
    node.trigger = fields.trigger;
    (this.nodes ??= new Map()).set(node.id, node);
    return node;
  }

  /** A node with every optional field present (undefined) and a new serial; callers set the rest. */
  private make(id: string, key: ReasonKey, primary: ReasonPart, parts: ReasonPart[], ix: number[], at: SeatId | undefined): ReasonNode {
    return {
      id,
      key,
      primary,
      parts,
      ix,
      n: this.count++,
      at,
      path: undefined,
      route: undefined,
      composite: undefined,
      mover: undefined,
      trigger: undefined,
    };
  }

  /** Reasons made so far (serial numbers are 0 .. nodeCount - 1). */
  get nodeCount(): number {
    return this.count;
  }

  get actionCount(): number {
    return this.night.actions.length;
  }

  private push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
}
