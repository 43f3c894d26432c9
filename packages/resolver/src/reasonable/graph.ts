// The counter graph of Reasonable Action Resolution (seed 001, method 2).
// Nodes are reasons; an edge n -> k means "k is a reason that would counteract n".
import { compareText, isTargeted, partOf } from '../input';
import type { PreparedNight } from '../input';
import type {
  ActionId,
  MoveStep,
  NightAction,
  ReasonKey,
  ReasonPart,
  SeatId,
  TargetedComponent,
} from '../types';

export interface Mover {
  /** `${action id}#${component index}` */
  id: string;
  action: NightAction;
  part: ReasonPart;
  kind: 'swap' | 'redirect';
  /** Swap: its two seats. Redirect: its subject. */
  seats: SeatId[];
  /** Where this mover sends a component that sits at `position`, or undefined. */
  destination(position: SeatId, owner: NightAction, moved: boolean): SeatId | undefined;
}

export interface Route {
  action: NightAction;
  index: number;
  component: TargetedComponent;
  path: { mover: Mover; from: SeatId; to: SeatId }[];
  final: SeatId;
}

export interface ReasonNode {
  id: string;
  key: ReasonKey;
  primary: ReasonPart;
  /** Every part the reason needs (rule 3), primary first. */
  parts: ReasonPart[];
  /** Action ids of the parts, sorted and unique: what rule 4 puts in the chain. */
  actions: ActionId[];
  /** The same actions as indices into the night's sorted action list (fast chain checks). */
  ix: number[];
  /** Serial number of the node in this night's graph: the index of per-node arrays. */
  n: number;
  at?: SeatId;
  path?: MoveStep[];
  /** The route, for reasons that are one routed component. */
  route?: Route;
}

/** A guard, not a tuning knob: real nights have a handful of movers and a few paths each. */
const MAX_ROUTES_PER_COMPONENT = 4096;

interface Trigger {
  node: ReasonNode;
  seat: SeatId;
}

export class CounterGraph {
  readonly movers: Mover[];
  /** Route reasons per end position, per component kind. */
  private readonly landing = new Map<string, ReasonNode[]>();
  /** Visit reasons per visiting actor. */
  private readonly visitsByActor = new Map<SeatId, ReasonNode[]>();
  private readonly triggeredKills = new Map<SeatId, ReasonNode[]>();
  private readonly nodes = new Map<string, ReasonNode>();
  private readonly counterCache = new Map<ReasonNode, ReasonNode[]>();
  private readonly swapsAt = new Map<SeatId, Mover[]>();
  private readonly redirectsOf = new Map<SeatId, Mover[]>();
  private readonly pendingVisits = new Map<
    SeatId,
    { action: NightAction; index: number; component: TargetedComponent }[]
  >();
  private readonly triggerActions = new Map<string, NightAction>();
  private readonly compositeSubs = new Map<string, { subs: ReasonNode[]; protectAt?: SeatId }>();
  readonly routeNodes: ReasonNode[] = [];
  private readonly indexOfAction: Map<ActionId, number>;

  constructor(private readonly night: PreparedNight) {
    this.indexOfAction = new Map(night.actions.map((a, i) => [a.id, i]));
    this.movers = collectMovers(night.actions);
    // Index movers by the seat they act on: a swap on its two seats, a redirect on its subject.
    for (const mover of this.movers) {
      for (const seat of mover.seats) this.push(mover.kind === 'swap' ? this.swapsAt : this.redirectsOf, seat, mover);
    }
    const triggers: Trigger[] = [];
    for (const action of night.actions) {
      action.components.forEach((component, index) => {
        if (component.kind === 'trigger-on-visit') {
          // Seed 001 (PGO): the gun owner arms themself; the trigger sits on the actor.
          const node = this.intern({
            id: `t:${action.id}#${index}`,
            key: 'trigger-on-visit',
            primary: partOf(action, component),
            parts: [partOf(action, component)],
            actions: [action.id],
            at: action.actor,
          });
          triggers.push({ node, seat: action.actor });
          this.triggerActions.set(node.id, action);
          return;
        }
        if (!isTargeted(component)) return;
        // Visits only matter to trackers, watchers and triggers: route them on demand.
        if (component.kind === 'visit') {
          if (!action.passive) this.push(this.pendingVisits, action.actor, { action, index, component });
          return;
        }
        this.addRoutes(action, index, component);
      });
    }
    if (triggers.length > 0) this.routeAllVisits();
    for (const trigger of triggers) {
      for (const visit of this.landingAt('visit', trigger.seat)) {
        const visitor = visit.primary.actor;
        if (visitor === trigger.seat) continue;
        const node = this.composite('triggered-kill', [trigger.node, visit], visitor, visitor);
        this.push(this.triggeredKills, visitor, node);
      }
    }
  }

  landingAt(kind: TargetedComponent['kind'], seat: SeatId): ReasonNode[] {
    if (kind === 'visit') this.routeAllVisits();
    return this.landing.get(`${kind}@${seat}`) ?? [];
  }

  visitsOf(actor: SeatId): ReasonNode[] {
    this.routeVisitsOf(actor);
    return this.visitsByActor.get(actor) ?? [];
  }

  private routeVisitsOf(actor: SeatId): void {
    const pending = this.pendingVisits.get(actor);
    if (!pending) return;
    this.pendingVisits.delete(actor);
    for (const { action, index, component } of pending) {
      for (const node of this.addRoutes(action, index, component)) this.push(this.visitsByActor, actor, node);
    }
  }

  private routeAllVisits(): void {
    for (const actor of [...this.pendingVisits.keys()]) this.routeVisitsOf(actor);
  }

  private addRoutes(action: NightAction, index: number, component: TargetedComponent): ReasonNode[] {
    const nodes = this.routesOf(action, index, component).map((route) => this.routeNode(route));
    for (const node of nodes) {
      if (component.kind !== 'visit') this.routeNodes.push(node);
      this.push(this.landing, `${component.kind}@${node.at}`, node);
    }
    return nodes;
  }

  /** Every reason that `seat` dies: routed kills and visit-triggered kills. */
  killReasonsAt(seat: SeatId): ReasonNode[] {
    return [...this.landingAt('kill', seat), ...(this.triggeredKills.get(seat) ?? [])];
  }

  killSeats(): SeatId[] {
    const seats = new Set<SeatId>(this.triggeredKills.keys());
    for (const node of this.routeNodes) {
      if (node.primary.component === 'kill' && node.at !== undefined) seats.add(node.at);
    }
    return [...seats].sort(compareText);
  }

  /** Rule 3: an effect built on other effects needs all of them; its counters are theirs. */
  composite(key: ReasonKey, subs: ReasonNode[], at: SeatId, protectAt?: SeatId): ReasonNode {
    const id = `c:${key}:${subs.map((s) => s.id).join('+')}`;
    const known = this.nodes.get(id);
    if (known) return known;
    const [first] = subs;
    if (!first) throw new Error('resolver: empty composite reason');
    const parts = uniqueParts(subs.flatMap((s) => s.parts));
    const node = this.intern({
      id,
      key,
      primary: first.primary,
      parts,
      actions: uniqueSorted(subs.flatMap((s) => s.actions)),
      at,
    });
    this.compositeSubs.set(id, protectAt === undefined ? { subs } : { subs, protectAt });
    return node;
  }

  countersOf(node: ReasonNode): ReasonNode[] {
    const cached = this.counterCache.get(node);
    if (cached) return cached;
    const counters = new Map<string, ReasonNode>();
    const add = (list: ReasonNode[]) => {
      for (const k of list) counters.set(k.id, k);
    };
    const composite = this.compositeSubs.get(node.id);
    if (composite) {
      for (const sub of composite.subs) add(this.countersOf(sub));
      if (composite.protectAt !== undefined) add(this.landingAt('protect', composite.protectAt));
    } else if (node.route) {
      this.routeCounters(node.route, add);
    } else if (this.triggerActions.has(node.id)) {
      const action = this.triggerActions.get(node.id);
      if (action) add(this.blocksOn(action));
    } else if (node.id.startsWith('m:')) {
      this.moverCounters(node, add);
    }
    const sorted = [...counters.values()];
    if (sorted.length > 1) sorted.sort((a, b) => compareText(a.id, b.id));
    this.counterCache.set(node, sorted);
    return sorted;
  }

  private routeCounters(route: Route, add: (list: ReasonNode[]) => void): void {
    const { action, component } = route;
    // Blocks counteract every non-passive component of the blocked actor's actions,
    // including the movers the component went through (rule 3).
    const blockable = [action, ...route.path.map((s) => s.mover.action)];
    for (const a of blockable) add(this.blocksOn(a));
    // A component moved elsewhere from any position on its path (or from its end) does not
    // stay there: "the killing effect on B was swapped onto player C".
    const used = new Set<string>();
    for (const step of route.path) {
      const group = this.applicable(step.from, action, used);
      for (const m of group) if (m.id !== step.mover.id) add([this.moverNode(m, step.from, group)]);
      used.add(step.mover.id);
    }
    const last = this.applicable(route.final, action, used);
    for (const m of last) add([this.moverNode(m, route.final, last)]);
    if (component.kind === 'kill') add(this.landingAt('protect', route.final));
    if (component.kind === 'effect' && component.protectable) add(this.landingAt('protect', route.final));
    // Seed 001, last paragraph: a recruit that fails on players who die that night is
    // counteracted by every reason the player dies.
    if (component.kind === 'recruit') add(this.killReasonsAt(route.final));
  }

  private moverCounters(node: ReasonNode, add: (list: ReasonNode[]) => void): void {
    const group = this.moverGroups.get(node.id);
    if (!group) throw new Error(`resolver: unknown mover node ${node.id}`);
    add(this.blocksOn(group.mover.action));
    // Two movers that would both move the same thing away from one position counteract each other.
    for (const m of group.group) {
      if (m.id !== group.mover.id) add([this.moverNode(m, group.at, group.group)]);
    }
  }

  private blocksOn(action: NightAction): ReasonNode[] {
    if (action.passive) return [];
    if (this.night.seats.get(action.actor)?.strongWilled) return [];
    return this.landingAt('block', action.actor);
  }

  private readonly moverGroups = new Map<string, { mover: Mover; at: SeatId; group: Mover[] }>();

  private moverNode(mover: Mover, at: SeatId, group: Mover[]): ReasonNode {
    const id = `m:${mover.id}@${at}:${group.map((m) => m.id).join(',')}`;
    const known = this.nodes.get(id);
    if (known) return known;
    this.moverGroups.set(id, { mover, at, group });
    return this.intern({
      id,
      key: mover.part.component,
      primary: mover.part,
      parts: [mover.part],
      actions: [mover.action.id],
      at,
    });
  }

  /** Movers that would move a component of `owner` sitting at `position`, given the movers it used. */
  private applicable(position: SeatId, owner: NightAction, used: ReadonlySet<string>): Mover[] {
    if (owner.passive) return [];
    const swaps = this.swapsAt.get(position) ?? [];
    const redirects = used.size === 0 ? (this.redirectsOf.get(owner.actor) ?? []) : [];
    const candidates = redirects.length === 0 ? swaps : [...swaps, ...redirects].sort((a, b) => compareText(a.id, b.id));
    return candidates.filter(
      (m) => !used.has(m.id) && m.action.id !== owner.id && m.destination(position, owner, used.size > 0) !== undefined,
    );
  }

  private routesOf(action: NightAction, index: number, component: TargetedComponent): Route[] {
    const routes: Route[] = [];
    const path: Route['path'] = [];
    const used = new Set<string>();
    const walk = (position: SeatId) => {
      // Paths multiply when many movers share seats; refuse rather than hang the room.
      if (routes.length >= MAX_ROUTES_PER_COMPONENT) {
        throw new Error(`resolver: more than ${MAX_ROUTES_PER_COMPONENT} mover paths for action ${action.id}`);
      }
      routes.push({ action, index, component, path: [...path], final: position });
      for (const mover of this.applicable(position, action, used)) {
        const to = mover.destination(position, action, used.size > 0);
        if (to === undefined) continue;
        // A component never passes through the same mover twice.
        used.add(mover.id);
        path.push({ mover, from: position, to });
        walk(to);
        path.pop();
        used.delete(mover.id);
      }
    };
    walk(component.target);
    return routes;
  }

  private routeNode(route: Route): ReasonNode {
    const { action, index, component } = route;
    const movers = route.path.map((s) => s.mover.id);
    const id = `r:${action.id}#${index}${movers.length ? `>${movers.join('>')}` : ''}`;
    const primary = partOf(action, component);
    const parts = route.path.length === 0 ? [primary] : uniqueParts([primary, ...route.path.map((s) => s.mover.part)]);
    return this.intern({
      id,
      key: component.kind,
      primary,
      parts,
      actions: uniqueSorted(parts.map((p) => p.action)),
      at: route.final,
      path: route.path.map((s) => ({ action: s.mover.action.id, from: s.from, to: s.to })),
      route,
    });
  }

  private intern(fields: Omit<ReasonNode, 'ix' | 'n'>): ReasonNode {
    const known = this.nodes.get(fields.id);
    if (known) return known;
    const node = fields as ReasonNode;
    node.ix = fields.actions.map((a) => this.actionIndex(a));
    node.n = this.nodes.size;
    this.nodes.set(node.id, node);
    return node;
  }

  get actionCount(): number {
    return this.night.actions.length;
  }

  private actionIndex(id: ActionId): number {
    const index = this.indexOfAction.get(id);
    if (index === undefined) throw new Error(`resolver: unknown action ${id}`);
    return index;
  }

  private push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
}

function collectMovers(actions: NightAction[]): Mover[] {
  const movers: Mover[] = [];
  for (const action of actions) {
    action.components.forEach((component, index) => {
      const part = partOf(action, component);
      const id = `${action.id}#${index}`;
      if (component.kind === 'swap') {
        const { first, second } = component;
        if (first === second) return;
        movers.push({
          id,
          action,
          part,
          kind: 'swap',
          seats: [first, second],
          // A swap applies wherever the component sits on one of its two seats.
          destination: (p) => (p === first ? second : p === second ? first : undefined),
        });
      } else if (component.kind === 'redirect') {
        const { subject, to } = component;
        movers.push({
          id,
          action,
          part,
          kind: 'redirect',
          seats: [subject],
          // A redirect applies to the subject's components at their original position.
          destination: (p, owner, moved) =>
            owner.actor === subject && !moved && p !== to ? to : undefined,
        });
      }
    });
  }
  return movers;
}

function uniqueSorted(ids: string[]): string[] {
  return [...new Set(ids)].sort(compareText);
}

function uniqueParts(parts: ReasonPart[]): ReasonPart[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = `${p.action}/${p.component}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
