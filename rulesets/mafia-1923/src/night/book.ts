import type { GameState, Intent, JsonObject } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { defendAgainst, traceDefence, traceNoTarget, type RoleDefinition } from '@mafia/ruleset-kit';
import { killWithConsequences } from '../deaths';
import { ABILITY, STATUS } from '../ids';
import { loversOf, partnerIn, type Pair } from '../lovers';
import { NIGHT_ORDER } from '../night-order';
import { injureAttackerOfGuarded } from '../roles/bodyguard';
import { randomTargets } from '../redirect';
import { familiesOf, familyOf, isLiving, seatById } from '../seats';

export type AttackKind = 'mafia' | 'poison' | 'drunkard';
export type AttackOutcome = 'landed' | 'saved' | 'immune' | 'no-target';

export interface PrivateNotice {
  seat: string;
  key: string;
  params: JsonObject;
  result?: JsonObject;
}

/**
 * What one seed 002 night shares between roles, written by the role handlers while the resolver
 * runs the named slots in order, then turned into kernel events by the kit, the roles' mornings and
 * `night/settle.ts`. What one role alone keeps lives in that role's folder (`roleState`).
 */
export class NightBook {
  /** Current role of each seat: a Thief's steal changes it for the rest of the night. */
  readonly roles = new Map<string, string>();
  readonly deaths = new Map<string, string>();
  readonly roleChanges = new Map<string, string>();
  readonly pairs: Pair[];
  /** Seats whose next action will be redirected (the status, plus marks set tonight). */
  readonly redirected: Set<string>;
  readonly redirectsUsed = new Set<string>();
  readonly redirectsAdded = new Set<string>();
  readonly ledger = new Map<string, number>();
  /** Thieves who took a role tonight: "any limits on that role are reset". */
  readonly limitResets = new Set<string>();
  /** Seats cured of poison tonight (Doctor), read by the poison clock (slot 11). */
  readonly cured = new Set<string>();
  readonly notices: PrivateNotice[] = [];
  readonly publicNotices: Array<{ key: string; params: JsonObject }> = [];
  readonly families: string[];
  private readonly perRole = new Map<string, unknown>();

  constructor(
    readonly state: GameState,
    readonly intents: ReadonlyMap<string, Intent>,
    readonly random: () => number,
    private readonly roleDefinitions: readonly RoleDefinition<NightBook>[],
  ) {
    for (const seat of state.seats) this.roles.set(seat.id, seat.role);
    this.pairs = loversOf(state);
    this.redirected = new Set(state.seats.filter((s) => s.statuses.some((st) => st.id === STATUS.redirected)).map((s) => s.id));
    this.families = familiesOf(state);
  }

  /** A role's own bookkeeping for tonight, declared in its folder (the Doctor's guards, the Butler's poisonings). */
  roleState<T>(role: string, create: () => T): T {
    if (!this.perRole.has(role)) this.perRole.set(role, create());
    // Each role folder reads its entry through one typed accessor, so the stored type is T.
    return this.perRole.get(role) as T;
  }

  roleOf(seat: string): string {
    return this.roles.get(seat) ?? seatById(this.state, seat).role;
  }

  isMafia(seat: string): boolean {
    return seatById(this.state, seat).faction === 'mafia';
  }

  familyOf(seat: string): string {
    return familyOf(seatById(this.state, seat));
  }

  ledgerValue(key: string): number {
    return (this.state.ledger[key] ?? 0) + (this.ledger.get(key) ?? 0);
  }

  bump(key: string, delta = 1): void {
    this.ledger.set(key, (this.ledger.get(key) ?? 0) + delta);
  }

  tell(seat: string, key: string, params: JsonObject = {}, result?: JsonObject): void {
    this.notices.push({ seat, key, params, ...(result ? { result } : {}) });
  }

  announce(key: string, params: JsonObject): void {
    this.publicNotices.push({ key, params });
  }

  livingNow(ctx: SlotContext): string[] {
    return this.state.seats.filter((s) => isLiving(s) && ctx.isAlive(s.id)).map((s) => s.id);
  }

  /**
   * The targets an action really uses: seed 002, Bumbling Bureaucrat: "redirect that player's next
   * action randomly ... is told about their new target after the action has been performed".
   */
  targetsOf(ctx: SlotContext, intent: Intent): string[] {
    if (!this.redirected.has(intent.actor) || intent.ability === ABILITY.kill) return intent.targets;
    const drawn = randomTargets(intent.ability, intent.actor, this.livingNow(ctx), this.families, this.random);
    if (!drawn) return intent.targets;
    this.redirected.delete(intent.actor);
    this.redirectsUsed.add(intent.actor);
    this.redirectsAdded.delete(intent.actor);
    this.tell(intent.actor, 'notices.redirected', { ability: intent.ability, targets: drawn });
    return drawn;
  }

  markRedirect(seat: string): void {
    this.redirected.add(seat);
    this.redirectsAdded.add(seat);
  }

  loverOf(seat: string): string | undefined {
    return partnerIn(this.pairs, seat);
  }

  /** A death during the night, with the Armed Robber's revenge. */
  kill(ctx: SlotContext, target: string, cause: string, killer: string | null): void {
    killWithConsequences(
      {
        isAlive: (seat) => ctx.isAlive(seat),
        roleOf: (seat) => this.roleOf(seat),
        record: (seat, why) => {
          ctx.kill(seat, why);
          this.deaths.set(seat, why);
        },
      },
      target,
      cause,
      killer,
    );
  }

  /**
   * Seed 002: the Mafia's kill, the Butler's poison and the Drunkard's attack, against the roles'
   * defences (`defend` in the Butler's, Doctor's and Bodyguard's folders): the target's own
   * immunity first, then protections in night order, Doctor first; the first that applies stops it.
   * The caller decides what a landed attack does (a kill, a poisoning).
   */
  attack(ctx: SlotContext, target: string, kind: AttackKind, attacker: string): AttackOutcome {
    if (!ctx.isAlive(target)) {
      traceNoTarget(ctx, target);
      return 'no-target';
    }
    injureAttackerOfGuarded(ctx, this, target, attacker);
    const targetRole = this.roleOf(target);
    const attack = { kind, target, attacker, action: ctx.action.id, targetRole, night: ctx, book: this };
    const defence = defendAgainst(this.roleDefinitions, NIGHT_ORDER, attack);
    if (!defence) return 'landed';
    traceDefence(ctx, attack, defence, kind !== 'poison');
    return defence.outcome;
  }

  isPoisoned(seat: string): boolean {
    return seatById(this.state, seat).statuses.some((s) => s.id === STATUS.poisoned) && !this.cured.has(seat);
  }
}
