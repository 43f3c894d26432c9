// One night's bookkeeping (CB-D7): who is neutralized, protected, killed, what each carried-out
// action claimed (for investigations), the crimes recorded and the private results. Created per
// resolution by the kit's ordered night; roles read and write it from their folders.
import type { GameState, Intent, JsonObject, Status } from '@mafia/kernel';
import type { ActionRef, SlotContext } from '@mafia/resolver';
import { BO_ROLES, STATUS } from '../ids';
import { appearanceOf, holds, seatById } from './seats';

export interface Claim {
  actor: string;
  /** The claim vocabulary of `investigate` (CB-D12.3). */
  action: string;
  target: string;
}

export class NightBook {
  readonly neutralized = new Set<string>();
  readonly protectedBy = new Map<string, { by: ActionRef; kind: 'protect' | 'heal' | 'guard' }>();
  readonly deaths = new Map<string, string>();
  readonly injured = new Set<string>();
  readonly cured = new Set<string>();
  readonly slandered = new Set<string>();
  readonly confused = new Set<string>();
  readonly discombobulated = new Set<string>();
  readonly arrested: string[] = [];
  readonly arrestedBy = new Map<string, string>();
  readonly released: string[] = [];
  readonly claims: Claim[] = [];
  /** CB-D5.4: carried-out visits, by the seat that really went (a killer named by the leader). */
  readonly visits: Array<{ actor: string; target: string }> = [];
  readonly crimes: Array<{ seat: string; crime: string; delta: number }> = [];
  readonly results: Array<{ seat: string; result: JsonObject }> = [];
  readonly addStatuses: Array<{ seat: string; status: Status }> = [];
  readonly removeStatuses: Array<{ seat: string; status: string }> = [];
  readonly ledger = new Map<string, number>();
  readonly erasedBodies = new Set<string>();
  /** Tracks and stakeouts (and tracking glasses): read once every visit of the night is known. */
  readonly reads: Array<{ kind: 'track' | 'watch'; actor: string; target: string }> = [];
  /** The phase-change post's deaths, arrests and releases (CB-D23), filled when the night settles. */
  readonly report: { deaths: Array<{ seat: string; cause: string; role: string | null }>; arrests: string[]; releases: string[] } = { deaths: [], arrests: [], releases: [] };
  /** CB-D15.4: the briber, when tonight's kill is bribed. */
  bribed: string | null = null;
  /** CB-D17.4: Kid robbed tonight's suitcase holder; the holder's suitcase action fails. */
  suitcaseStolen = false;
  /** CB-D13.2: the kill order that counts tonight (the leader's, else the highest-ranked sender's). */
  killOrder: string | null = null;

  constructor(
    readonly state: GameState,
    readonly intents: ReadonlyMap<string, Intent>,
    readonly random: () => number,
  ) {}

  seat(id: string) {
    return seatById(this.state, id);
  }

  bump(key: string, delta = 1): void {
    this.ledger.set(key, (this.ledger.get(key) ?? 0) + delta);
  }

  result(seat: string, result: JsonObject): void {
    this.results.push({ seat, result });
  }

  /** CB-D5.3: a living actor whose action was not carried out is told it failed. */
  fail(night: SlotContext, target: string | undefined): void {
    const { actor, ability } = night.action;
    if (!night.isAlive(actor)) return;
    this.result(actor, { kind: 'failed', ability, ...(target !== undefined ? { target } : {}) });
  }

  /** CB-D5.2: the actor can still act at this stage (alive, not neutralized, not arrested tonight). */
  canAct(night: SlotContext, actor: string, item = false): boolean {
    // CB-21: a player injured at an earlier stage tonight acts no more, but still uses items.
    // CB-D7 #3: frighten and the stun-watch are simultaneous: neither stops the other.
    const neutralized = night.slot !== 'neutralize' && this.neutralized.has(actor);
    return night.isAlive(actor) && !neutralized && !this.arrested.includes(actor) && (item || !this.injured.has(actor));
  }

  /** CB-D5.2: a target is alive, in Japan and free. */
  reachable(night: SlotContext, target: string): boolean {
    const seat = this.seat(target);
    return !!seat && night.isAlive(target) && !holds(seat, STATUS.abroad) && !holds(seat, STATUS.arrested) && !this.arrested.includes(target);
  }

  visit(night: SlotContext, actor: string, target: string): void {
    night.visit(target);
    this.visits.push({ actor, target });
  }

  /** In seat order, without repeats. */
  private seatOrder(ids: string[]): string[] {
    return this.state.seats.map((s) => s.id).filter((id) => ids.includes(id));
  }

  visitedBy(actor: string): string[] {
    return this.seatOrder(this.visits.filter((v) => v.actor === actor).map((v) => v.target));
  }

  visitorsOf(target: string): string[] {
    return this.seatOrder(this.visits.filter((v) => v.target === target).map((v) => v.actor));
  }

  /** CB-D10.2: an unerased record made earlier (earlier phases, or an earlier stage tonight). */
  hasRecord(seat: string, crime: string): boolean {
    const tonight = this.crimes.filter((c) => c.seat === seat && c.crime === crime).reduce((n, c) => n + c.delta, 0);
    return (this.state.ledger[`crime:${seat}:${crime}`] ?? 0) + tonight > 0;
  }

  /**
   * Information reads its target as the night found it (interpretation I-11): a target killed at
   * an earlier stage tonight is still watched, tracked or investigated.
   */
  reachableAtStart(target: string): boolean {
    const seat = this.seat(target);
    return !!seat && seat.alive && !holds(seat, STATUS.abroad) && !holds(seat, STATUS.arrested);
  }

  crime(seat: string, crime: string): void {
    this.crimes.push({ seat, crime, delta: 1 });
  }

  /** CB-D12.2: what an interrogation of `target` reads, before slander and confuse. */
  looksBo(target: string): boolean {
    const seat = this.seat(target);
    if (!seat) return false;
    // CB-D12.1: the appearance (a disguise in force, Anokata's Godfather) decides, not the true faction.
    return (BO_ROLES as readonly string[]).includes(this.appearance(target) ?? appearanceOf(seat));
  }

  /**
   * The appearance as changed at earlier stages tonight (CB-D7 #7 disguises come before the
   * information stage): an injury tonight shows the true role (CB-21), a disguise tonight its role.
   */
  appearance(target: string): string | undefined {
    const seat = this.seat(target);
    if (!seat) return undefined;
    if (this.injured.has(target)) return seat.role;
    const disguise = this.addStatuses.filter((a) => a.seat === target && a.status.id === STATUS.disguised).at(-1);
    const role = disguise?.status.data?.['role'];
    return typeof role === 'string' ? role : appearanceOf(seat);
  }
}
