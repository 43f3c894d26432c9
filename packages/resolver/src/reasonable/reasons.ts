// The counter graph's data: movers, routes and reasons (seed 001, RAR). A file of its own so that
// graph.ts and movers.ts share them without importing each other.
import type { MoveStep, NightAction, ReasonKey, ReasonPart, SeatId, TargetedComponent } from '../types';

export interface Mover {
  /** `${action id}#${component index}` */
  id: string;
  action: NightAction;
  /** Index of `action` in the night's sorted action list. */
  ax: number;
  part: ReasonPart;
  kind: 'swap' | 'redirect';
  /** Swap: its two seats. Redirect: its subject. */
  seats: SeatId[];
  /** Swap: its second seat. Redirect: where it sends the subject's components. */
  to: SeatId;
}

export interface Route {
  action: NightAction;
  /** Index of `action` in the night's sorted action list. */
  ax: number;
  index: number;
  component: TargetedComponent;
  path: { mover: Mover; from: SeatId; to: SeatId }[];
  final: SeatId;
  /**
   * The movers applicable at each position of the path and at the final one (path.length + 1
   * groups): the walk computes them anyway, and they are the competing movers of rule 2.
   * Routes sharing a path prefix share its group objects.
   */
  groups: MoverGroup[];
}

/** The movers that would move one component away from one position (seed 001: competing movers). */
export interface MoverGroup {
  movers: Mover[];
  /** `${position}|${mover ids}`, set when first needed. */
  key?: string;
  /** The mover reason of each member at that position, shared by every group with the same key. */
  nodes?: (ReasonNode | undefined)[];
}

export interface ReasonNode {
  id: string;
  key: ReasonKey;
  primary: ReasonPart;
  /** Every part the reason needs (rule 3), primary first. */
  parts: ReasonPart[];
  /**
   * The actions of the parts, sorted and unique, as indices into the night's action list (sorted
   * by id): what rule 4 puts in the chain.
   */
  ix: number[];
  /** Serial number of the node in this night's graph: the index of per-node arrays. */
  n: number;
  at?: SeatId;
  path?: MoveStep[];
  /** The route, for reasons that are one routed component. */
  route?: Route;
  /** Rule 3: the parts of a composite reason (and where protections also count). */
  composite?: { subs: ReasonNode[]; protectAt?: SeatId };
  /** A mover reason: the mover, where it competes and the movers competing there. */
  mover?: { mover: Mover; at: SeatId; group: MoverGroup };
  /** A visit trigger: its action. */
  trigger?: NightAction;
}

export type RouteStep = Route['path'][number];
