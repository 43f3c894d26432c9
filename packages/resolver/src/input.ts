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

export interface PreparedNight {
  seats: ReadonlyMap<SeatId, NightSeat>;
  /** Actions of living actors, sorted by id so that input order never matters. */
  actions: NightAction[];
  ignored: IgnoredAction[];
}

/** Validates references (a bad id is a bug: it throws) and drops actions of dead actors. */
export function prepareNight(input: NightInput): PreparedNight {
  const seats = new Map<SeatId, NightSeat>();
  for (const seat of input.seats) {
    if (seats.has(seat.id)) throw new Error(`resolver: duplicate seat id ${seat.id}`);
    seats.set(seat.id, seat);
  }
  const ids = new Set<string>();
  const actions: NightAction[] = [];
  const ignored: IgnoredAction[] = [];
  for (const action of input.actions) {
    if (ids.has(action.id)) throw new Error(`resolver: duplicate action id ${action.id}`);
    ids.add(action.id);
    const actor = seats.get(action.actor);
    if (!actor) throw new Error(`resolver: action ${action.id} has unknown actor ${action.actor}`);
    for (const component of action.components) checkSeats(component, action, seats);
    if (!actor.alive) ignored.push({ action: action.id, reason: 'actor-not-alive' });
    else actions.push(action);
  }
  actions.sort((a, b) => compareText(a.id, b.id));
  ignored.sort((a, b) => compareText(a.action, b.action));
  return { seats, actions, ignored };
}

/** Every seat a component names must exist (checked without building a list or a closure per action). */
function checkSeats(component: Component, action: NightAction, seats: ReadonlyMap<SeatId, NightSeat>): void {
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

function checkSeat(seat: SeatId, action: NightAction, seats: ReadonlyMap<SeatId, NightSeat>): void {
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
