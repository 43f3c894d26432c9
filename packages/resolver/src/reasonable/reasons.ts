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
  /** The movers taken, in order; steps are shared by every route with the same path prefix. */
  path: RouteStep[];
  final: SeatId;
  /**
   * The movers applicable at the final position (those at each earlier position are on its step):
   * the walk computes them anyway, and they are the competing movers of rule 2.
   */
  finalGroup: MoverGroup;
  /** The reason's id, `r:<action>#<index>` then `><mover id>` per step (built once per walk step). */
  id: string;
}

/** One mover taken at one position of a walk. */
export interface RouteStep {
  mover: Mover;
  from: SeatId;
  to: SeatId;
  /** The movers applicable at `from` (this step's mover among them). */
  group: MoverGroup;
  /** The step as traces show it. */
  move: MoveStep;
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

