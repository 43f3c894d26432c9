// Movers (swaps, redirects) and the paths they send a component along (seed 001, RAR: "the
// killing effect on B was swapped onto player C").
import { compareText, partOf } from '../input';
import type { Component, NightAction, SeatId } from '../types';
import type { Mover, MoverGroup, Route, RouteStep } from './reasons';

/** A guard, not a tuning knob: real nights have a handful of movers and a few paths each. */
const MAX_ROUTES_PER_COMPONENT = 4096;

const NO_MOVERS: readonly Mover[] = [];
/** Shared by every route without movers: read only. */
const NO_GROUP: MoverGroup = { movers: [], key: undefined, nodes: undefined };
const NO_STEPS: RouteStep[] = [];

/** The night's movers, indexed by the seats they act on, and the routes they make. */
export class MoverRoutes {
  readonly movers: Mover[];
  /** No mover tonight (most nights): nothing applies anywhere, the index is not even read. */
  private readonly none: boolean;
  private readonly swapsAt = new Map<SeatId, Mover[]>();
  private readonly redirectsOf = new Map<SeatId, Mover[]>();

  constructor(actions: NightAction[]) {
    this.movers = collectMovers(actions);
    this.none = this.movers.length === 0;
    // Index movers by the seat they act on: a swap on its two seats, a redirect on its subject.
    for (const mover of this.movers) {
      const index = mover.kind === 'swap' ? this.swapsAt : this.redirectsOf;
      for (const seat of mover.seats) {
        const list = index.get(seat);
        if (list) list.push(mover);
        else index.set(seat, [mover]);
      }
    }
  }

  /** Movers that would move a component of `owner` sitting at `position`, given the movers it used. */
  private applicable(position: SeatId, owner: NightAction, used: readonly Mover[]): Mover[] | undefined {
    if (owner.passive || this.none) return undefined;
    const swaps = this.swapsAt.get(position) ?? NO_MOVERS;
    // A redirect applies to the subject's components at their original position only.
    const redirects = used.length === 0 ? (this.redirectsOf.get(owner.actor) ?? NO_MOVERS) : NO_MOVERS;
    if (swaps.length === 0 && redirects.length === 0) return undefined;
    const candidates = redirects.length === 0 ? swaps : [...swaps, ...redirects].sort((a, b) => compareText(a.id, b.id));
    const result: Mover[] = [];
    for (const m of candidates) {
      if (used.includes(m) || m.action.id === owner.id) continue;
      // A swap indexed at `position` always moves it; a redirect unless it already points there.
      if (m.kind === 'redirect' && position === m.to) continue;
      result.push(m);
    }
    return result;
  }

  /** Every path of movers from `position` (depth first, movers in `applicable` order). */
  walk(routes: Route[], base: RouteBase, path: RouteStep[], used: Mover[], position: SeatId, id: string): void {
    // Paths multiply when many movers share seats; refuse rather than hang the room.
    if (routes.length >= MAX_ROUTES_PER_COMPONENT) {
      throw new Error(`resolver: more than ${MAX_ROUTES_PER_COMPONENT} mover paths for action ${base.action.id}`);
    }
    // Most positions have no movers: one shared empty group (never written: see addCompeting).
    const movers = this.applicable(position, base.action, used);
    const group: MoverGroup = movers && movers.length > 0 ? { movers, key: undefined, nodes: undefined } : NO_GROUP;
    routes.push({
      action: base.action,
      ax: base.ax,
      index: base.index,
      component: base.component,
      path: path.length === 0 ? NO_STEPS : path.slice(),
      final: position,
      finalGroup: group,
      id,
    });
    for (const mover of group.movers) {
      const to = destination(mover, position);
      // A component never passes through the same mover twice.
      used.push(mover);
      path.push({ mover, from: position, to, group, move: { action: mover.action.id, from: position, to } });
      this.walk(routes, base, path, used, to, `${id}>${mover.id}`);
      path.pop();
      used.pop();
    }
  }
}

/** What every route of one component shares. */
export type RouteBase = Pick<Route, 'action' | 'ax' | 'index' | 'component'>;

/** Where a mover sends a component sitting at `position` (the mover is known to apply there). */
function destination(mover: Mover, position: SeatId): SeatId {
  if (mover.kind === 'redirect') return mover.to;
  // A swap applies wherever the component sits on one of its two seats.
  return position === mover.seats[0] ? mover.to : (mover.seats[0] as SeatId);
}

function collectMovers(actions: NightAction[]): Mover[] {
  const movers: Mover[] = [];
  for (let ax = 0; ax < actions.length; ax += 1) {
    const action = actions[ax] as NightAction;
    const { components } = action;
    for (let index = 0; index < components.length; index += 1) {
      const component = components[index] as Component;
      if (component.kind === 'swap') {
        const { first, second } = component;
        if (first === second) continue;
        movers.push({ id: `${action.id}#${index}`, action, ax, part: partOf(action, component), kind: 'swap', seats: [first, second], to: second });
      } else if (component.kind === 'redirect') {
        const { subject, to } = component;
        movers.push({ id: `${action.id}#${index}`, action, ax, part: partOf(action, component), kind: 'redirect', seats: [subject], to });
      }
    }
  }
  return movers;
}
