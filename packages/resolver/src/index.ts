export type {
  ActionId,
  ActionRef,
  Component,
  ComponentKind,
  EffectQuestion,
  IgnoredAction,
  KillSource,
  MoveStep,
  MoverComponent,
  NightAction,
  NightInput,
  NightSeat,
  PreventedEffect,
  ReasonKey,
  ReasonPart,
  ReasonRef,
  Resolution,
  SeatId,
  SettledEffect,
  TargetedComponent,
  TraceEntry,
  TraceReason,
  TraceValue,
} from './types';
export { resolveReasonable } from './reasonable/resolve';
export { explain } from './explain';
export { resolveOrdered } from './ordered/resolve';
export type { OrderedOptions, SlotContext, SlotHandler } from './ordered/context';
