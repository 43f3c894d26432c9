// The bodyguard's part in every attack (BOD-2, N-BG.3, N-BG.5): `night/kills.ts` asks here whom
// an attack really reaches before it strikes.
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { BLACK, RED, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';

/** Killer moves whose target a guard covers (BOD-2: "all attackers' actions"; BOD-4: not poison). */
export const KILLER_MOVES = ['shoot', 'insure', 'vigilante'];

export interface GuardAttack {
  killer: string;
  /** The player the killer chose (BOD-10: "which of the pair was the original target"). */
  original: string;
  /** BOD-8: the attack on the ward passed to the bodyguard. */
  transferred: boolean;
}

export interface GuardRecord {
  bodyguard: string;
  ward: string;
  /** Black or grey holder (N-BG, FB): he does not draw the attack onto himself. */
  black: boolean;
  /** The Faceless (FB.1–FB.6): the black variant without N-BG.1's neutralising and N-BG.5's cancel (FB.3, reading FA-15). */
  grey: boolean;
  attacks: GuardAttack[];
}

/** Tonight's guards that went through (a knocked-out guard has no record: BOD-5). */
export const guardsOf = (log: NightLog): GuardRecord[] => roleState<GuardRecord[]>(log, 'bodyguard', () => []);

/** The killer whose attack on `ward` a guard took tonight (BOD-7: the blocker's protection of the ward is a hit too). */
export const guardedAttacker = (log: NightLog, ward: string): string | undefined =>
  guardsOf(log).find((g) => g.ward === ward)?.attacks.find((a) => a.original === ward)?.killer;

/**
 * Whom an attack by `killer` on `target` reaches: the red bodyguard of the target (BOD-2), the ward
 * of a black bodyguard whom a black killer attacks while he guards a red or the Faceless (N-BG.3),
 * or nobody (`null`) when a black bodyguard and a black killer chose each other (N-BG.5, reading
 * N-BG (b) ★: the bodyguard guards the killer who shoots him).
 */
export function guardedTarget(night: SlotContext, log: NightLog, killer: string, target: string): string | null {
  for (const g of guardsOf(log)) {
    if (!night.isAlive(g.bodyguard)) continue;
    if (!g.black && g.ward === target && killer !== g.bodyguard) {
      g.attacks.push({ killer, original: target, transferred: true });
      traceEffect(night, 'attack-passes-to-bodyguard', g.bodyguard, { rule: 'BOD-2', ward: target });
      return g.bodyguard;
    }
    if (g.bodyguard !== target && g.ward === target) {
      g.attacks.push({ killer, original: target, transferred: false });
      return target;
    }
    if (g.bodyguard !== target) continue;
    const killerIsBlack = seatOf(log.state, killer).faction === BLACK;
    // FB.3 (reading FA-15): the Faceless guarding the black who shoots him takes the blow "in the standard way".
    if (g.black && !g.grey && killerIsBlack && g.ward === killer) {
      traceEffect(night, 'kill-cancelled-guard-and-killer-chose-each-other', target, { rule: 'N-BG.5' });
      return null;
    }
    const ward = seatOf(log.state, g.ward);
    // N-BG.3; FB.2: the Faceless redirects a black killer from himself onto a red ward.
    if (g.black && killerIsBlack && (g.grey ? ward.faction === RED : ward.faction !== BLACK) && night.isAlive(g.ward)) {
      g.attacks.push({ killer, original: target, transferred: false });
      traceEffect(night, 'attack-passes-to-black-bodyguards-ward', g.ward, { rule: g.grey ? 'FB.2' : 'N-BG.3' });
      return g.ward;
    }
    if (!g.black) g.attacks.push({ killer, original: target, transferred: false });
    return target;
  }
  return target;
}

