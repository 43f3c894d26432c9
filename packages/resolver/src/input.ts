import type {
  ActionRef,
  Component,
  IgnoredAction,
  NightAction,
  NightInput,
  NightSeat,
  ReasonPart,
  SeatId,
  TargetedComponent,
} from './types';

/** Below this many items a scan or an insertion sort beats a Set or the native sort (which allocates). */
const FEW = 16;

/**
 * The night's seats by id. A table has about a dozen seats, and building a Map for one night
 * costs more than scanning them for the few lookups a night makes: a Map only beyond `FEW` seats.
 */
export class SeatIndex {
  private readonly map: Map<SeatId, NightSeat> | undefined;

  constructor(readonly list: readonly NightSeat[]) {
    if (list.length > FEW) {
      const map = new Map<SeatId, NightSeat>();
      for (const seat of list) {
        if (map.has(seat.id)) throw new Error(`resolver: duplicate seat id ${seat.id}`);
        map.set(seat.id, seat);
      }
      this.map = map;
      return;
    }
    for (let i = 1; i < list.length; i += 1) {
      const id = (list[i] as NightSeat).id;
      for (let j = 0; j < i; j += 1) if ((list[j] as NightSeat).id === id) throw new Error(`resolver: duplicate seat id ${id}`);
    }
  }

  get(id: SeatId): NightSeat | undefined {
    if (this.map) return this.map.get(id);
    const { list } = this;
    for (let i = 0; i < list.length; i += 1) if ((list[i] as NightSeat).id === id) return list[i];
    return undefined;
  }

  has(id: SeatId): boolean {
    return this.get(id) !== undefined;
  }
}

export interface PreparedNight {
  seats: SeatIndex;
  /** Actions of living actors, sorted by id so that input order never matters. */
  actions: NightAction[];
  ignored: IgnoredAction[];
}

/** Validates references (a bad id is a bug: it throws) and drops actions of dead actors. */
export function prepareNight(input: NightInput): PreparedNight {
  const seats = new SeatIndex(input.seats);
  // A set of ids only pays off beyond a handful of actions (most nights have one to five).
  const ids = input.actions.length > FEW ? new Set<string>() : undefined;
  const actions: NightAction[] = [];
  const ignored: IgnoredAction[] = [];
  for (let a = 0; a < input.actions.length; a += 1) {
    const action = input.actions[a] as NightAction;
    if (ids ? ids.has(action.id) : seenBefore(input.actions, a)) throw new Error(`resolver: duplicate action id ${action.id}`);
    ids?.add(action.id);
    const actor = seats.get(action.actor);
    if (!actor) throw new Error(`resolver: action ${action.id} has unknown actor ${action.actor}`);
    for (const component of action.components) checkSeats(component, action, seats);
    if (!actor.alive) ignored.push({ action: action.id, reason: 'actor-not-alive' });
    else actions.push(action);
  }
  sortByText(actions, actionId);
  sortByText(ignored, ignoredId);
  return { seats, actions, ignored };
}

/** Whether an action before index `a` has the id of action `a`. */
function seenBefore(list: readonly NightAction[], a: number): boolean {
  const id = (list[a] as NightAction).id;
  for (let b = 0; b < a; b += 1) if ((list[b] as NightAction).id === id) return true;
  return false;
}

const actionId = (action: NightAction): string => action.id;
const ignoredId = (ignored: IgnoredAction): string => ignored.action;

/**
 * Sorts by a text key in compareText order. The keys here are unique (duplicate ids throw), so
 * any correct sort gives the one order; short lists take an insertion sort.
 */
function sortByText<T>(list: T[], keyOf: (item: T) => string): void {
  if (list.length > FEW) {
    list.sort((a, b) => compareText(keyOf(a), keyOf(b)));
    return;
  }
  for (let i = 1; i < list.length; i += 1) {
    const value = list[i] as T;
    const key = keyOf(value);
    let j = i - 1;
    while (j >= 0 && keyOf(list[j] as T) > key) {
      list[j + 1] = list[j] as T;
      j -= 1;
    }
    list[j + 1] = value;
  }
}

/** Every seat a component names must exist (checked without building a list or a closure per action). */
function checkSeats(component: Component, action: NightAction, seats: SeatIndex): void {
  switch (component.kind) {
    case 'swap':
      checkSeat(component.first, action, seats);
      checkSeat(component.second, action, seats);
      return;
    case 'redirect':
      checkSeat(component.subject, action, seats);
      checkSeat(component.to, action, seats);
      return;
    case 'trigger-on-visit':
      return;
    default:
      checkSeat(component.target, action, seats);
  }
}

function checkSeat(seat: SeatId, action: NightAction, seats: SeatIndex): void {
  if (!seats.has(seat)) throw new Error(`resolver: action ${action.id} names unknown seat ${seat}`);
}

export function isTargeted(component: Component): component is TargetedComponent {
  return 'target' in component;
}

/** Locale-independent, deterministic string order. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function refOf(action: NightAction): ActionRef {
  return { action: action.id, actor: action.actor, ability: action.ability };
}

export function partOf(action: NightAction, component: Component): ReasonPart {
  return { action: action.id, actor: action.actor, ability: action.ability, component: component.kind };
}
