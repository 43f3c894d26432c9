import type { GameState, Intent, JsonObject } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { killWithConsequences } from '../deaths';
import { ABILITY, LEDGER, STATUS } from '../ids';
import { loversOf, partnerIn, type Pair } from '../lovers';
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
 * Everything one seed 002 night decides, written by the role handlers while the resolver runs the
 * named steps in order, then turned into kernel events by `applyNight`. Created per resolution.
 */
export class NightBook {
  /** Current role of each seat: a Thief's steal changes it for the rest of the night. */
  readonly roles = new Map<string, string>();
  /** Protections chosen tonight, in the order they were set (doctor step before bodyguard step). */
  readonly doctorGuards = new Map<string, string[]>();
  readonly bodyguardGuards = new Map<string, string[]>();
  readonly injured = new Set<string>();
  /** Newly poisoned seat -> the Butler who poisoned it. */
  readonly poisoned = new Map<string, string>();
  readonly cured = new Set<string>();
  readonly deaths = new Map<string, string>();
  readonly roleChanges = new Map<string, string>();
  readonly pairs: Pair[];
  readonly newPairs: Pair[] = [];
  /** Seats whose next action will be redirected (the status, plus marks set tonight). */
  readonly redirected: Set<string>;
  readonly redirectsUsed = new Set<string>();
  readonly redirectsAdded = new Set<string>();
  readonly ledger = new Map<string, number>();
  /** Thieves who took a role tonight: "any limits on that role are reset". */
  readonly limitResets = new Set<string>();
  readonly notices: PrivateNotice[] = [];
  readonly publicNotices: Array<{ key: string; params: JsonObject }> = [];
  readonly families: string[];

  constructor(
    readonly state: GameState,
    readonly intents: ReadonlyMap<string, Intent>,
    readonly random: () => number,
  ) {
    for (const seat of state.seats) this.roles.set(seat.id, seat.role);
    this.pairs = loversOf(state);
    this.redirected = new Set(state.seats.filter((s) => s.statuses.some((st) => st.id === STATUS.redirected)).map((s) => s.id));
    this.families = familiesOf(state);
  }

  intent(ctx: SlotContext): Intent {
    const intent = this.intents.get(ctx.action.id);
    if (!intent) throw new Error(`night action ${ctx.action.id} has no intent`);
    return intent;
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

  /** A death during the night, with the Armed Robber's revenge and the lovers' heartbreak. */
  kill(ctx: SlotContext, target: string, cause: string, killer: string | null): void {
    killWithConsequences(
      {
        isAlive: (seat) => ctx.isAlive(seat),
        roleOf: (seat) => this.roleOf(seat),
        loverOf: (seat) => this.loverOf(seat),
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
   * Seed 002: the Mafia's kill, the Butler's poison and the Drunkard's attack, against the
   * Butler's immunities, the Doctor (mafia kills and poison), the Bodyguard (all three; the
   * attacker is injured) and the Bodyguard's automatic self-protection. Interpretation: the
   * protections are consulted in night order, Doctor first; the first that applies stops it.
   */
  attack(ctx: SlotContext, target: string, kind: AttackKind, attacker: string): AttackOutcome {
    if (!ctx.isAlive(target)) return 'no-target';
    const role = this.roleOf(target);
    if (role === 'butler' && kind === 'poison') return 'immune';
    if (role === 'butler' && kind === 'mafia') {
      // "protected from the first two kill attempts of the Mafia": every attempt counts.
      const key = LEDGER.butlerShield(target);
      const attempts = this.ledgerValue(key);
      this.bump(key);
      if (attempts < 2) return 'immune';
    }
    if (kind !== 'drunkard' && (this.doctorGuards.get(target)?.length ?? 0) > 0) return 'saved';
    if ((this.bodyguardGuards.get(target)?.length ?? 0) > 0) {
      this.injure(attacker);
      return 'saved';
    }
    const autoKey = LEDGER.bodyguardAuto(target);
    if (role === 'bodyguard' && this.ledgerValue(autoKey) === 0) {
      this.bump(autoKey);
      this.injure(attacker);
      return 'saved';
    }
    if (kind === 'poison') {
      if (!this.poisoned.has(target) && !this.isPoisoned(target)) {
        this.poisoned.set(target, attacker);
        this.announce('notices.poisoned', { seat: target });
      }
      return 'landed';
    }
    this.kill(ctx, target, kind === 'mafia' ? 'mafia' : 'drunkard', attacker);
    return 'landed';
  }

  isPoisoned(seat: string): boolean {
    return seatById(this.state, seat).statuses.some((s) => s.id === STATUS.poisoned) && !this.cured.has(seat);
  }

  private injure(attacker: string): void {
    // "the Bodyguard is not told they injured anyone"; the injured learns it in the morning.
    this.injured.add(attacker);
  }
}
