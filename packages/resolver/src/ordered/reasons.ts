// Trace-building helpers of the ordered strategy: reasons in the same shape RAR uses.
import { compareText } from '../input';
import type {
  EffectQuestion,
  MoveStep,
  ReasonPart,
  ReasonRef,
  SeatId,
  SettledEffect,
  TraceReason,
} from '../types';

/**
 * The reason an action gives for its own component. `part` is always an action's ref and a
 * component kind (partOf, or a ref with `component`), so the literal is written out with those
 * four keys in the order a spread of the part gave: no spread followed by new keys, a slow path
 * on Node 20 (AGENTS.md), for every component of every action.
 */
export function top(key: string, part: ReasonPart, at: SeatId, path: MoveStep[], slot: string): TraceReason {
  const { action, actor, ability, component } = part;
  return path.length > 0
    ? { stance: 'for', key, action, actor, ability, component, at, path, holds: true, counteredBy: [], params: { slot } }
    : { stance: 'for', key, action, actor, ability, component, at, holds: true, counteredBy: [], params: { slot } };
}

export function counter(key: string, part: ReasonPart): TraceReason {
  return { stance: 'against', key, ...part, holds: true, counteredBy: [] };
}

export function countered(reason: TraceReason, counters: TraceReason[]): TraceReason {
  return { ...reason, holds: false, counteredBy: counters };
}

export function why(reasons: TraceReason[]): ReasonRef[] {
  const refs: ReasonRef[] = [];
  for (const r of reasons) {
    for (const { key, action, actor, ability, component, holds } of r.counteredBy) {
      if (holds) refs.push({ key, action, actor, ability, component });
    }
  }
  return refs;
}

export function unique(seats: SeatId[]): SeatId[] {
  return [...new Set(seats)].sort(compareText);
}

export function questionOf(effect: SettledEffect): EffectQuestion | undefined {
  switch (effect.kind) {
    case 'kill':
      return { kind: 'kill', target: effect.target };
    case 'investigate':
    case 'track':
    case 'watch':
      return { kind: effect.kind, action: effect.action, actor: effect.actor, target: effect.target };
    case 'recruit':
      return { kind: 'recruit', action: effect.action, actor: effect.actor, target: effect.target, faction: effect.faction };
    case 'effect':
      return { kind: 'effect', action: effect.action, actor: effect.actor, effect: effect.effect, target: effect.target };
    case 'protection-used':
      return undefined;
  }
}

export function componentOf(effect: EffectQuestion): ReasonPart['component'] {
  switch (effect.kind) {
    case 'track-visit':
      return 'track';
    case 'watch-visitor':
      return 'watch';
    default:
      return effect.kind;
  }
}

