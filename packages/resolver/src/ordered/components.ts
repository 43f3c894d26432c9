// One runner per component kind of the ordered strategy (resolver README, "Default handling per
// component kind"): what a component does when its action runs in its slot.
import { partOf } from '../input';
import type { Component, EffectQuestion, KillSource, MoveStep, NightAction, ReasonPart, SeatId, SettledEffect, TraceReason } from '../types';
import { counter, top } from './reasons';

export interface Protection {
  part: ReasonPart;
  action: NightAction;
  target: SeatId;
  /** Uses left; undefined means unlimited. */
  left: number | undefined;
  used: number;
}

export type Mover =
  | { action: NightAction; kind: 'swap'; first: SeatId; second: SeatId }
  | { action: NightAction; kind: 'redirect'; subject: SeatId; to: SeatId };

export interface Visit {
  action: NightAction;
  from: SeatId;
  to: SeatId;
}

export interface Observation {
  action: NightAction;
  kind: 'track' | 'watch';
  target: SeatId;
  reason: TraceReason;
}

export interface PendingRecruit {
  action: NightAction;
  target: SeatId;
  faction: string;
  reason: TraceReason;
}

/** What the runners need of the night they run in (`OrderedNight`). */
export interface ComponentHost {
  readonly slot: string;
  readonly protections: Protection[];
  readonly movers: Mover[];
  readonly observations: Observation[];
  readonly recruits: PendingRecruit[];
  route(target: SeatId, action: NightAction): { final: SeatId; path: MoveStep[] };
  killAs(reason: TraceReason, source: KillSource, target: SeatId): boolean;
  spendProtection(target: SeatId): Protection | undefined;
  blockSeat(target: SeatId, by: ReasonPart): void;
  visitSeat(action: NightAction, target: SeatId): void;
  arm(action: NightAction): void;
  happens(question: EffectQuestion, reason: TraceReason, effect: SettledEffect): void;
  fails(question: EffectQuestion, reason: TraceReason, counters: TraceReason[]): void;
}

type Targeted = Extract<Component, { target: SeatId }>;
type Runner<K extends Targeted['kind']> = (night: ComponentHost, action: NightAction, component: Extract<Targeted, { kind: K }>, at: { final: SeatId; reason: TraceReason; part: ReasonPart }) => void;

const RUNNERS: { [K in Targeted['kind']]: Runner<K> } = {
  kill: (night, action, component, { final, reason }) => {
    // Written out (no spreads; keys in the order they had): the source of every kill.
    const { id, actor, ability } = action;
    night.killAs(reason, component.tag ? { action: id, actor, ability, tag: component.tag } : { action: id, actor, ability }, final);
  },
  protect: (night, action, component, { final, part }) => {
    night.protections.push({ part, action, target: final, left: component.uses, used: 0 });
  },
  block: (night, _action, _component, { final, part }) => night.blockSeat(final, part),
  visit: (night, action, _component, { final }) => night.visitSeat(action, final),
  investigate: (night, action, _component, { final, reason }) =>
    night.happens(
      { kind: 'investigate', action: action.id, actor: action.actor, target: final },
      reason,
      { kind: 'investigate', action: action.id, actor: action.actor, ability: action.ability, target: final },
    ),
  track: (night, action, component, { final, reason }) => {
    night.observations.push({ action, kind: component.kind, target: final, reason });
  },
  watch: (night, action, component, { final, reason }) => {
    night.observations.push({ action, kind: component.kind, target: final, reason });
  },
  recruit: (night, action, component, { final, reason }) => {
    night.recruits.push({ action, target: final, faction: component.faction, reason });
  },
  effect: (night, action, component, { final, reason }) => {
    const question: EffectQuestion = { kind: 'effect', action: action.id, actor: action.actor, effect: component.effect, target: final };
    const shield = component.protectable ? night.spendProtection(final) : undefined;
    if (shield) {
      night.fails(question, reason, [counter('protect', shield.part)]);
      return;
    }
    const { id, actor, ability } = action;
    const { effect, data } = component;
    night.happens(
      question,
      reason,
      data ? { kind: 'effect', action: id, actor, ability, effect, target: final, data } : { kind: 'effect', action: id, actor, ability, effect, target: final },
    );
  },
};

/** Runs one component of `action` by the default handling of its kind. */
export function runComponent(night: ComponentHost, action: NightAction, component: Component): void {
  switch (component.kind) {
    case 'swap':
      night.movers.push({ action, kind: 'swap', first: component.first, second: component.second });
      return;
    case 'redirect':
      night.movers.push({ action, kind: 'redirect', subject: component.subject, to: component.to });
      return;
    case 'trigger-on-visit':
      night.arm(action);
      return;
    default: {
      const part = partOf(action, component);
      const { final, path } = night.route(component.target, action);
      const reason = top(component.kind, part, final, path, night.slot);
      (RUNNERS[component.kind] as Runner<typeof component.kind>)(night, action, component, { final, reason, part });
    }
  }
}
