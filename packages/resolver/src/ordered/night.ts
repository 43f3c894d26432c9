// Mutable bookkeeping of one ordered night. Created per resolveOrdered call and never shared,
// so the public function stays pure.
import { compareText, isTargeted, partOf, refOf } from '../input';
import type { PreparedNight } from '../input';
import type {
  Component,
  EffectQuestion,
  KillSource,
  MoveStep,
  NightAction,
  NightSeat,
  PreventedEffect,
  ReasonPart,
  SeatId,
  SettledEffect,
  TraceEntry,
  TraceReason,
} from '../types';
import type { OrderedOptions, SlotContext } from './context';
import { runComponent, type ComponentHost, type Mover, type Observation, type PendingRecruit, type Protection, type Visit } from './components';
import { componentOf, counter, countered, questionOf, top, unique, why } from './reasons';

/** The handlers' context as the night keeps it: the same functions, the current slot and action. */
type HandlerContext = SlotContext & { slot: string; action: NightAction; seats: readonly NightSeat[] };

export class OrderedNight implements ComponentHost {
  private readonly blocked = new Map<SeatId, ReasonPart>();
  private readonly cancelled = new Map<string, ReasonPart>();
  readonly protections: Protection[] = [];
  readonly movers: Mover[] = [];
  private readonly visits: Visit[] = [];
  private readonly armed = new Map<SeatId, NightAction>();
  private readonly eliminated = new Map<SeatId, KillSource[]>();
  private readonly killReasons = new Map<SeatId, TraceReason[]>();
  readonly observations: Observation[] = [];
  readonly recruits: PendingRecruit[] = [];
  private readonly effects: SettledEffect[] = [];
  private readonly prevented: PreventedEffect[] = [];
  private readonly trace: TraceEntry[] = [];
  slot = '';

  constructor(
    private readonly night: PreparedNight,
    private readonly options: OrderedOptions,
    private readonly ordered: NightAction[],
  ) {}

  run(action: NightAction, slot: string): void {
    this.slot = slot;
    const stopper = this.stopperOf(action);
    if (stopper) {
      this.preventAll(action, stopper);
      return;
    }
    const handler = this.options.handlers?.[action.ability] ?? this.options.handlers?.[slot];
    // The context (a dozen closures) is made only for a handler: building it has no effect.
    if (handler) handler(this.contextFor(action));
    else this.runComponents(action, action.components);
  }

  finish(): { effects: SettledEffect[]; prevented: PreventedEffect[]; trace: TraceEntry[] } {
    for (const o of this.observations) this.settleObservation(o);
    for (const r of this.recruits) this.settleRecruit(r);
    const kills: TraceEntry[] = [];
    const targets = [...this.killReasons.keys()];
    if (targets.length > 1) targets.sort(compareText);
    for (const target of targets) {
      const reasons = this.killReasons.get(target) ?? [];
      const by = this.eliminated.get(target);
      const effect: EffectQuestion = { kind: 'kill', target };
      kills.push({ effect, outcome: by ? 'happens' : 'prevented', reasons });
      if (by) this.effects.push({ kind: 'kill', target, by });
      else this.prevented.push({ effect, why: why(reasons) });
    }
    for (const p of this.protections) {
      if (p.used > 0 && p.left !== undefined) {
        const { id: action, actor, ability } = p.action;
        this.effects.push({ kind: 'protection-used', action, actor, ability, target: p.target, uses: p.used });
      }
    }
    return { effects: this.effects, prevented: this.prevented, trace: [...kills, ...this.trace] };
  }

  // ---- reads ----

  private seat(id: SeatId): NightSeat {
    const seat = this.night.seats.get(id);
    if (!seat) throw new Error(`resolver: unknown seat ${id}`);
    return seat;
  }

  private isAlive(id: SeatId): boolean {
    return this.seat(id).alive && !this.eliminated.has(id);
  }

  private isBlocked(id: SeatId): boolean {
    return this.blocked.has(id);
  }

  private protectionOf(id: SeatId): Protection | undefined {
    return this.protections.find((p) => p.target === id && (p.left === undefined || p.left > 0));
  }

  route(target: SeatId, action: NightAction): { final: SeatId; path: MoveStep[] } {
    // Seed 001 default ruling: passives cannot be redirected.
    if (action.passive) return { final: target, path: [] };
    let position = target;
    const path: MoveStep[] = [];
    for (const m of this.movers) {
      if (m.action.id === action.id) continue;
      let to: SeatId | undefined;
      if (m.kind === 'swap') to = position === m.first ? m.second : position === m.second ? m.first : undefined;
      // A redirect moves the subject's components from their original position only.
      else if (action.actor === m.subject && path.length === 0 && position !== m.to) to = m.to;
      if (to === undefined) continue;
      path.push({ action: m.action.id, from: position, to });
      position = to;
    }
    return { final: position, path };
  }

  /** Why an action does nothing at all: cancelled, its actor blocked or eliminated. */
  private stopperOf(action: NightAction): TraceReason | undefined {
    const cancel = this.cancelled.get(action.id);
    if (cancel) return counter('cancel', cancel);
    if (!action.passive) {
      const block = this.blocked.get(action.actor);
      if (block) return counter('block', block);
    }
    if (this.options.eliminatedActorsAct === false) {
      const killer = this.eliminated.get(action.actor)?.[0];
      if (killer) return counter('actor-eliminated', { ...killer, component: 'kill' });
    }
    return undefined;
  }

  // ---- writes ----

  private runComponents(action: NightAction, components: Component[]): void {
    for (const component of components) this.runComponent(action, component);
  }

  private runComponent(action: NightAction, component: Component): void {
    runComponent(this, action, component);
  }

  killAs(reason: TraceReason, source: KillSource, target: SeatId, unstoppable = false): boolean {
    const reasons = this.killReasons.get(target) ?? [];
    this.killReasons.set(target, reasons);
    if (!this.seat(target).alive) {
      reasons.push(countered(reason, [counter('target-not-alive', { ...source, component: 'kill' })]));
      return false;
    }
    const shield = unstoppable ? undefined : this.spendProtection(target);
    if (shield) {
      reasons.push(countered(reason, [counter('protect', shield.part)]));
      return false;
    }
    reasons.push(reason);
    // A second kill on a seat already eliminated tonight still counts as a cause.
    this.eliminated.set(target, [...(this.eliminated.get(target) ?? []), source]);
    return true;
  }

  spendProtection(target: SeatId): Protection | undefined {
    const shield = this.protectionOf(target);
    if (!shield) return undefined;
    if (shield.left !== undefined) shield.left -= 1;
    shield.used += 1;
    return shield;
  }

  blockSeat(target: SeatId, by: ReasonPart): void {
    if (this.seat(target).strongWilled || this.blocked.has(target)) return;
    this.blocked.set(target, by);
  }

  visitSeat(action: NightAction, target: SeatId): void {
    if (action.passive) return;
    this.visits.push({ action, from: action.actor, to: target });
    const trigger = this.armed.get(target);
    if (trigger && action.actor !== target) this.fire(trigger, action);
  }

  /** Seed 001 (PGO): whoever visits the armed seat is shot, before or after it armed. */
  arm(action: NightAction): void {
    this.armed.set(action.actor, action);
    for (const visit of this.visits.filter((v) => v.to === action.actor && v.from !== action.actor)) {
      this.fire(action, visit.action);
    }
  }

  private fire(trigger: NightAction, visit: NightAction): void {
    const part = { ...refOf(trigger), component: 'trigger-on-visit' as const };
    const reason = {
      ...top('triggered-kill', part, visit.actor, [], this.slot),
      parts: [part, partOf(visit, { kind: 'visit', target: trigger.actor })],
    };
    this.killAs(reason, { ...refOf(trigger), triggeredBy: visit.id }, visit.actor);
  }

  happens(question: EffectQuestion, reason: TraceReason, effect: SettledEffect): void {
    this.trace.push({ effect: question, outcome: 'happens', reasons: [reason] });
    this.effects.push(effect);
  }

  fails(question: EffectQuestion, reason: TraceReason, counters: TraceReason[]): void {
    const reasons = [countered(reason, counters)];
    this.trace.push({ effect: question, outcome: 'prevented', reasons });
    this.prevented.push({ effect: question, why: why(reasons) });
  }

  /** A stopped action: each of its end-of-night components is prevented by the stopper. */
  private preventAll(action: NightAction, stopper: TraceReason): void {
    for (const component of action.components) {
      if (!isTargeted(component)) continue;
      const part = partOf(action, component);
      const { final, path } = this.route(component.target, action);
      const reason = top(component.kind, part, final, path, this.slot);
      const base = { action: action.id, actor: action.actor, target: final };
      switch (component.kind) {
        case 'kill': {
          const reasons = this.killReasons.get(final) ?? [];
          reasons.push(countered(reason, [stopper]));
          this.killReasons.set(final, reasons);
          break;
        }
        case 'investigate':
        case 'track':
        case 'watch':
          this.fails({ kind: component.kind, ...base }, reason, [stopper]);
          break;
        case 'recruit':
          this.fails({ kind: 'recruit', ...base, faction: component.faction }, reason, [stopper]);
          break;
        case 'effect':
          this.fails({ kind: 'effect', ...base, effect: component.effect }, reason, [stopper]);
          break;
        default:
          break;
      }
    }
  }

  private settleObservation(o: Observation): void {
    const ref = refOf(o.action);
    const question: EffectQuestion = { kind: o.kind, action: o.action.id, actor: o.action.actor, target: o.target };
    const others = this.visits.filter((v) => v.action.id !== o.action.id);
    if (o.kind === 'track') {
      const visited = unique(others.filter((v) => v.from === o.target).map((v) => v.to));
      this.happens(question, o.reason, { kind: 'track', ...ref, target: o.target, visited });
    } else {
      const visitors = unique(others.filter((v) => v.to === o.target).map((v) => v.from));
      this.happens(question, o.reason, { kind: 'watch', ...ref, target: o.target, visitors });
    }
  }

  /** Seed 001, last paragraph: a recruit does not work on a player who dies that night. */
  private settleRecruit(r: PendingRecruit): void {
    const question: EffectQuestion = {
      kind: 'recruit',
      action: r.action.id,
      actor: r.action.actor,
      target: r.target,
      faction: r.faction,
    };
    const killers = this.eliminated.get(r.target);
    if (killers) {
      this.fails(question, r.reason, killers.map((k) => counter('kill', { ...k, component: 'kill' })));
      return;
    }
    this.happens(question, r.reason, { kind: 'recruit', ...refOf(r.action), target: r.target, faction: r.faction });
  }

  /**
   * The handlers' context: one object per night, told which action it serves before each handler
   * runs (handlers run one at a time and keep nothing). Its functions were made anew for every
   * action, a dozen closures each time (and under tsx a `__name` call each): about a tenth of a
   * Conan BO game, whose every move has a handler.
   */
  private handlerContext: HandlerContext | undefined;

  private contextFor(action: NightAction): SlotContext {
    const context = (this.handlerContext ??= this.makeContext(action));
    context.slot = this.slot;
    context.action = action;
    context.seats = this.night.seats.list.slice();
    return context;
  }

  private makeContext(first: NightAction): HandlerContext {
    const context: HandlerContext = {
      slot: this.slot,
      action: first,
      seats: this.night.seats.list.slice(),
      seat: (id) => this.seat(id),
      isAlive: (id) => this.isAlive(id),
      isBlocked: (id) => this.isBlocked(id),
      isCancelled: (id) => this.cancelled.has(id),
      isProtected: (id) => this.protectionOf(id) !== undefined,
      route: (target, of = context.action) => this.route(target, of).final,
      visitsBy: (id) => unique(this.visits.filter((v) => v.from === id).map((v) => v.to)),
      visitorsOf: (id) => unique(this.visits.filter((v) => v.to === id).map((v) => v.from)),
      actionsOf: (id) => this.ordered.filter((a) => a.actor === id),
      random: () => {
        if (!this.options.random) throw new Error('resolver: a handler needs random() but none was supplied');
        const value = this.options.random();
        if (!(value >= 0 && value < 1)) throw new Error('resolver: random() must return a number in [0, 1)');
        return value;
      },
      runDefault: (components = context.action.components) => this.runComponents(context.action, components),
      block: (seat) => this.blockSeat(seat, { ...refOf(context.action), component: 'block' }),
      cancel: (id) => {
        if (!this.cancelled.has(id)) this.cancelled.set(id, { ...refOf(context.action), component: 'block' });
      },
      protect: (seat, uses) => {
        const part: ReasonPart = { ...refOf(context.action), component: 'protect' };
        this.protections.push({ part, action: context.action, target: seat, left: uses, used: 0 });
      },
      kill: (target, tag, options) => {
        const source: KillSource = { ...refOf(context.action), ...(tag ? { tag } : {}) };
        const reason = top('kill', { ...refOf(context.action), component: 'kill' }, target, [], this.slot);
        return this.killAs(reason, source, target, options?.unstoppable === true);
      },
      visit: (target) => this.visitSeat(context.action, target),
      settle: (effect, reasons) => {
        if (effect.kind === 'kill') throw new Error('resolver: record kills with kill(), not settle()');
        const question = questionOf(effect);
        this.effects.push(effect);
        if (question) this.trace.push({ effect: question, outcome: 'happens', reasons: reasons ?? [] });
      },
      prevent: (effect, counteredBy) => {
        const reason = countered(
          top(effect.kind, { ...refOf(context.action), component: componentOf(effect) }, effect.target, [], this.slot),
          counteredBy,
        );
        if (effect.kind === 'kill') {
          const reasons = this.killReasons.get(effect.target) ?? [];
          reasons.push(reason);
          this.killReasons.set(effect.target, reasons);
          return;
        }
        this.trace.push({ effect, outcome: 'prevented', reasons: [reason] });
        this.prevented.push({ effect, why: why([reason]) });
      },
    };
    return context;
  }
}
