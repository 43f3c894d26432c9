// The BO kill (CB-26 … CB-35, CB-D13 … CB-D15): the order's checks when sent, the selection of the
// order that counts, and its execution at the `kills` stage.
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { ABILITY, CRIME, KILL_MODE, REJECTION, SNIPER_ROLES, STATUS, type RoleId } from '../ids';
import type { NightBook } from '../game/book';
import { boRankOf, holds, isAvailable, isBo, LEDGER, seatById, twoPhasesOn } from '../game/seats';
import { leaderOf } from '../game/election';
import { shape } from './shape';

const turns = (state: GameState, seat: string): number => state.ledger[LEDGER.turns(seat)] ?? 0;

/** CB-D13.1: the checks a kill order passes when it is sent. */
export function validateKillOrder(state: GameState, intent: Intent): Rejection | null {
  const [killerId, victimId] = intent.targets;
  const killer = killerId === undefined ? undefined : seatById(state, killerId);
  if (!killer || !isBo(killer)) return { code: REJECTION.killerNotBo };
  // CB-27: without the leader's authority a member may only name themselves.
  if (killer.id !== intent.actor && leaderOf(state)?.id !== intent.actor) return { code: REJECTION.notLeader };
  if (!isAvailable(killer)) return { code: REJECTION.killerUnavailable };
  if (intent.options?.['mode'] === KILL_MODE.snipe && !(SNIPER_ROLES as readonly RoleId[]).includes(killer.role as RoleId)) return { code: REJECTION.notASniper };
  if (killerId === victimId) return { code: 'self-target-forbidden' };
  // CB-29: only the leader may order a lover to kill the other lover.
  const partner = killer.statuses.find((s) => s.id === STATUS.lover)?.data?.['partner'];
  if (partner === victimId && leaderOf(state)?.id !== intent.actor) return { code: REJECTION.loverTarget };
  // CB-35, CB-D14: nobody kills twice before every available member has attempted once.
  const pool = state.seats.filter((s) => isBo(s) && isAvailable(s));
  const fewest = Math.min(...pool.map((s) => turns(state, s.id)));
  if (turns(state, killer.id) > fewest) return { code: REJECTION.killRotation };
  if (intent.options?.['mode'] === KILL_MODE.snipe && (state.ledger[LEDGER.snipes(killer.id)] ?? 0) > 0) return { code: 'no-uses-left' };
  return null;
}

/** CB-D13.2: the leader's order prevails; without it, the highest-ranked sender's. */
function selected(book: NightBook): string | null {
  if (book.killOrder !== null) return book.killOrder;
  // CB-29: an order whose sender was neutralized tonight does not count; the next one does.
  const orders = [...book.intents.values()].filter((i) => i.ability === ABILITY.killOrder && !book.neutralized.has(i.actor));
  const leader = leaderOf(book.state)?.id;
  const rank = (i: Intent): number => (i.actor === leader ? 0 : boRankOf(book.seat(i.actor)?.role ?? ''));
  book.killOrder = orders.sort((a, b) => rank(a) - rank(b) || a.order - b.order)[0]?.id ?? null;
  return book.killOrder;
}

export const killOrder = defineAbility<NightBook>({
  ...shape(ABILITY.killOrder),
  validate: validateKillOrder,
  night: {
    slot: 'kills',
    handle(ctx) {
      const { night, book, intent } = ctx;
      if (selected(book) !== intent.id) {
        if (book.neutralized.has(intent.actor)) book.fail(night, intent.targets[1]);
        return;
      }
      const [killer, victim] = ctx.targets();
      if (killer === undefined || victim === undefined) return;
      // CB-21: an injured killer takes part without its advantages: an injured sniper's kill is an ordinary kill.
      const snipe = intent.options?.['mode'] === KILL_MODE.snipe && !holds(book.seat(killer), STATUS.injured) && !book.injured.has(killer);
      // CB-D13.3: a neutralized or arrested killer does not attempt the kill and keeps the turn.
      if (!book.canAct(night, killer)) return book.fail(night, victim);
      // CB-35: a kill the killer carries out is their turn, whatever its outcome.
      book.bump(LEDGER.turns(killer));
      // CB-D5.1: an abroad, arrested or dead victim is never revealed to the BO: the order just does nothing.
      if (!book.reachable(night, victim)) return;
      book.visit(night, killer, victim);
      book.claims.push({ actor: killer, action: 'kill', target: victim });
      const guard = book.protectedBy.get(victim);
      // CB-D15.3: a snipe goes through Araide's heal; CB-D15.4: a bribed kill through every protection.
      if (guard && !book.bribed && !(snipe && guard.kind === 'heal')) {
        book.crime(killer, CRIME.attacking);
        if (guard.kind === 'guard') guardInjures(book, killer, guard.by.actor);
        return;
      }
      night.kill(victim, 'kill');
      // CB-D15.2: a successful snipe is spent (one per sniper).
      if (snipe) book.bump(LEDGER.snipes(killer));
      book.deaths.set(victim, 'killed');
      book.crime(killer, CRIME.killing);
      if (book.bribed) {
        book.crime(book.bribed, CRIME.bribe);
        // CB-D12.3: a bribe's object is the kill's victim.
        book.claims.push({ actor: book.bribed, action: 'bribe', target: victim });
      }
    },
  },
});

/** CB-D4 guard: the attacker stopped by Makoto's guard is injured; Makoto's crime (Heavy Handed / Insult to Injury). */
export function guardInjures(book: NightBook, attacker: string, guard: string): void {
  book.crime(guard, holds(book.seat(attacker), STATUS.injured) ? CRIME.insultToInjury : CRIME.heavyHanded);
  // CB-D12.3: the retaliation is an `injure` by Makoto, object the injured attacker.
  book.claims.push({ actor: guard, action: 'injure', target: attacker });
  injure(book, attacker, guard);
}

/** Makes `seat` injured until the end of the phase two on (CB-21); a renewed injury counts again. */
export function injure(book: NightBook, seat: string, _by: string): void {
  book.injured.add(seat);
  // CB-21: an injured player loses a disguise for good.
  if (holds(book.seat(seat), STATUS.disguised)) book.removeStatuses.push({ seat, status: STATUS.disguised });
  const wasInjured = holds(book.seat(seat), STATUS.injured);
  if (wasInjured) book.removeStatuses.push({ seat, status: STATUS.injured });
  book.addStatuses.push({ seat, status: { id: STATUS.injured, expires: twoPhasesOn(book.state.clock.phase) } });
  book.result(seat, { kind: 'injured' });
}
