// Plain-data input and output of night resolution. No kernel types: the resolver is handed
// the night as data and hands back settled effects plus an explanation trace.

export type SeatId = string;
export type ActionId = string;

export interface NightSeat {
  id: SeatId;
  alive: boolean;
  /** Strong-willed: blocks do not counteract this seat's actions. */
  strongWilled?: boolean;
}

export type Component =
  | { kind: 'kill'; target: SeatId; tag?: string }
  | { kind: 'protect'; target: SeatId; uses?: number }
  | { kind: 'block'; target: SeatId }
  | { kind: 'visit'; target: SeatId }
  | { kind: 'swap'; first: SeatId; second: SeatId }
  | { kind: 'redirect'; subject: SeatId; to: SeatId }
  | { kind: 'investigate'; target: SeatId }
  | { kind: 'track'; target: SeatId }
  | { kind: 'watch'; target: SeatId }
  | { kind: 'recruit'; target: SeatId; faction: string }
  | { kind: 'trigger-on-visit'; effect: 'kill' }
  | {
      kind: 'effect';
      effect: string;
      target: SeatId;
      protectable?: boolean;
      data?: Record<string, unknown>;
    };

export type ComponentKind = Component['kind'];
/** Components aimed at one seat; these are the ones movers (swap, redirect) can move. */
export type TargetedComponent = Extract<Component, { target: SeatId }>;
export type MoverComponent = Extract<Component, { kind: 'swap' | 'redirect' }>;

export interface NightAction {
  /** Unique per night (the intent id). RAR rule 4 reasons about whole actions. */
  id: ActionId;
  actor: SeatId;
  /** Ability id, echoed in traces. */
  ability: string;
  /** Named slot of the night order, used by the ordered strategy only. */
  slot?: string;
  /** Submission order: earlier first within a slot (seed 002, Nighttime). */
  order: number;
  /** Seed 001, RAR default ruling: passives cannot be tracked, roleblocked or redirected. */
  passive?: boolean;
  components: Component[];
}

export interface NightInput {
  seats: NightSeat[];
  actions: NightAction[];
}

// The trace types are type aliases, not interfaces, so a trace is assignable to the kernel's `Json` and
// can be stored in a notice or a pending resolution without a cast (review 2026-11 §9.3).

/** A plain JSON value (the kernel's `Json`; the resolver may not import the kernel). */
export type TraceValue = null | boolean | number | string | TraceValue[] | { [key: string]: TraceValue };

export type ActionRef = {
  action: ActionId;
  actor: SeatId;
  ability: string;
};

export interface KillSource extends ActionRef {
  tag?: string;
  /** Set when the kill was triggered by a visit (paranoid gun owner): the visiting action. */
  triggeredBy?: ActionId;
}

/** An end-of-night question (seed 001, RAR rule 1): check effects, not actions. */
export type EffectQuestion =
  | { kind: 'kill'; target: SeatId }
  | { kind: 'investigate'; action: ActionId; actor: SeatId; target: SeatId }
  | { kind: 'track'; action: ActionId; actor: SeatId; target: SeatId }
  /** Rule 3: "the tracker sees `target` visit `visited`". */
  | { kind: 'track-visit'; action: ActionId; actor: SeatId; target: SeatId; visited: SeatId }
  | { kind: 'watch'; action: ActionId; actor: SeatId; target: SeatId }
  | { kind: 'watch-visitor'; action: ActionId; actor: SeatId; target: SeatId; visitor: SeatId }
  | { kind: 'recruit'; action: ActionId; actor: SeatId; target: SeatId; faction: string }
  | { kind: 'effect'; action: ActionId; actor: SeatId; effect: string; target: SeatId };

export type SettledEffect =
  | { kind: 'kill'; target: SeatId; by: KillSource[] }
  | (ActionRef & { kind: 'investigate'; target: SeatId })
  /** `visited` is empty when the target went nowhere; no effect at all when the tracker failed. */
  | (ActionRef & { kind: 'track'; target: SeatId; visited: SeatId[] })
  | (ActionRef & { kind: 'watch'; target: SeatId; visitors: SeatId[] })
  | (ActionRef & { kind: 'recruit'; target: SeatId; faction: string })
  | (ActionRef & {
      kind: 'effect';
      effect: string;
      target: SeatId;
      data?: Record<string, unknown>;
    })
  /** A limited protection (e.g. a one-shot vest) stopped something: `uses` were consumed. */
  | (ActionRef & { kind: 'protection-used'; target: SeatId; uses: number });

/** Reason keys are component kinds, plus composite and strategy-specific keys. */
export type ReasonKey =
  | ComponentKind
  | 'observed-visit'
  | 'triggered-kill'
  | 'actor-eliminated'
  | 'target-not-alive'
  | 'cancel'
  | (string & {});

export type ReasonPart = ActionRef & {
  component: ComponentKind;
};

export type MoveStep = {
  action: ActionId;
  from: SeatId;
  to: SeatId;
};

export type TraceReason = ReasonPart & {
  stance: 'for' | 'against';
  key: ReasonKey;
  /** Where the component ended up after movers. */
  at?: SeatId;
  /** The movers it went through, in order (rule 3: a moved effect needs every mover). */
  path?: MoveStep[];
  /** Rule 3: every part this reason needs, when it needs more than one action. */
  parts?: ReasonPart[];
  holds: boolean;
  counteredBy: TraceReason[];
  /** Rule 4: this counter would repeat an action already in the dependency chain. */
  ruledOut?: 'already-in-chain';
  /** Free parameters for strategy- or handler-specific reasons. */
  params?: Record<string, TraceValue>;
};

export type TraceEntry = {
  effect: EffectQuestion;
  outcome: 'happens' | 'prevented';
  reasons: TraceReason[];
};

export interface ReasonRef extends ReasonPart {
  key: ReasonKey;
}

export interface PreventedEffect {
  effect: EffectQuestion;
  /** The counters that held against the reasons for the effect (empty when it had no reason). */
  why: ReasonRef[];
}

export interface IgnoredAction {
  action: ActionId;
  reason: 'actor-not-alive';
}

export interface Resolution {
  effects: SettledEffect[];
  prevented: PreventedEffect[];
  trace: TraceEntry[];
  /** Actions whose actor was not alive when the night began; the ruleset should not submit them. */
  ignored: IgnoredAction[];
}
