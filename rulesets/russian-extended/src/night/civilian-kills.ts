// A black killer's kill through a civilian role (part 1 §2.3 item 9): BLK-3, BLK-4, BLK-5.
import type { GameState, HookContext, Intent, Rejection } from '@mafia/kernel';
import { GREY, isBlack, negativeOf, seatOf, sideOf, SIDES, type Side } from '../model';
import type { NightLog } from './book';
import { ownNight, prioritySide, usableTonight } from './shots';

/** The civilian roles' kill moves (part 1 §7 item 10: investigator, inquisitor, fanatic, cultist). */
export const CIVILIAN_KILL_MOVES = ['vigilante', 'burn', 'revenge', 'devour'];

/** Ledger key: the side's next own-night kill is used up (BLK-3, BLK-4). */
export const debtKey = (side: Side): string => `shot-debt:${side}`;
export const shotDebt = (state: GameState, side: Side): number => state.ledger[debtKey(side)] ?? 0;

/** BLK-4: the werewolves whose kill through a civilian role costs the blacks the next night's kill. */
const NEXT_NIGHT_LOSERS = ['joker', 'poisoner', 'executor'];

/**
 * The side whose kill a civilian-role kill uses up. BLK-3: a black killer's own side ("that
 * killer's kill for the nearest night": part 1 §2.3 example 3, the maniac's night-4 kill). BLK-4:
 * the Joker, the Poisoner or the Executor: "the kill of the next night is lost, regardless of the
 * mafia/maniac night order" — reading BLK A3 (README): the side due on the next night (the priority
 * side when both are). Null for a black with no kill to lose.
 */
function indebtedSide(state: GameState, shooter: Parameters<typeof sideOf>[0], night: number): Side | null {
  const own = sideOf(shooter);
  if (own) return own;
  if (!NEXT_NIGHT_LOSERS.includes(negativeOf(shooter) ?? '')) return null;
  const due = SIDES.filter((side) => ownNight(state, side, night + 1));
  return due.includes(prioritySide(night + 1)) ? prioritySide(night + 1) : (due[0] ?? null);
}

/**
 * BLK-3, BLK-4 after the night: each kill a black made through a civilian role (a `vigilante`
 * shot record: investigator, inquisitor, fanatic, cultist) uses up one kill of the next night; BLK-5:
 * not when the victim is the Faceless. A debt of the night's own side is paid by the next own night
 * (`shotsTonight` gives no fresh shot while a debt stands); this settles both.
 */
export function settleShotDebts(ctx: HookContext, log: NightLog, died: ReadonlySet<string>): void {
  const start = log.state;
  for (const side of SIDES) {
    // The debt standing at dusk took tonight's fresh shot (shots.ts): it is paid.
    if (shotDebt(start, side) > 0 && ownNight(start, side, log.night)) ctx.emit({ type: 'ledger-changed', key: debtKey(side), delta: -1 });
  }
  for (const shot of log.shots) {
    if (shot.via !== 'vigilante' || !died.has(shot.target) || (shot.outcome !== 'killed' && shot.outcome !== 'killed-black')) continue;
    const shooter = seatOf(start, shot.actor);
    if (!isBlack(shooter) || seatOf(start, shot.target).faction === GREY) continue;
    const side = indebtedSide(start, shooter, log.night);
    if (side) ctx.emit({ type: 'ledger-changed', key: debtKey(side), delta: 1 });
  }
}

/**
 * BLK-3: "his limit of kills available at once does not increase": on a night his side shoots, a
 * black killer's kill through a civilian role counts among the side's shots tonight, whichever he
 * sends first (`not-enough-shots`).
 */
export function validateBlackKillLimit(state: GameState, intent: Intent): Rejection | null {
  if (intent.ability !== 'shoot' && !CIVILIAN_KILL_MOVES.includes(intent.ability)) return null;
  const actor = seatOf(state, intent.actor);
  const side = isBlack(actor) ? sideOf(actor) : null;
  if (!side) return null;
  const night = state.clock.phase.number;
  const usable = usableTonight(state, side, night);
  if (usable === 0) return null;
  const others = state.intents.filter((i) => i.ability !== intent.ability || i.actor !== intent.actor);
  const own = others.filter((i) => i.actor === intent.actor && CIVILIAN_KILL_MOVES.includes(i.ability)).reduce((n, i) => n + i.targets.length, 0);
  const shots = others.filter((i) => i.ability === 'shoot' && sideOf(seatOf(state, i.actor)) === side).reduce((n, i) => n + i.targets.length, 0);
  const mine = intent.targets.length;
  // Only a night with a civilian kill of his is limited here; plain shots keep their own checks.
  if (own === 0 && !CIVILIAN_KILL_MOVES.includes(intent.ability)) return null;
  if (CIVILIAN_KILL_MOVES.includes(intent.ability) && shots === 0) return null;
  return own + shots + mine > usable ? { code: 'not-enough-shots', params: { shots: usable } } : null;
}
