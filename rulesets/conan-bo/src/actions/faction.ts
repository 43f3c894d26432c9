// The abilities every BO member holds (CB-D4 §3.3) besides the kill order, and the town's day
// abilities (resolved at the day's end by src/game/day.ts, CB-D8).
import { defineAbility, type AbilityDefinition } from '@mafia/ruleset-kit';
import type { Intent } from '@mafia/kernel';
import { ABILITY, REJECTION, ROLE, STATUS, type AbilityId } from '../ids';
import type { NightBook } from '../game/book';
import { pillStock, suitcaseHolder } from '../game/day';
import { boRankOf, holds, isBo, isFree, LEDGER } from '../game/seats';
import { leaderOf } from '../game/election';
import { carriedOut, shape } from './shape';

/** CB-36, CB-D19.2: the shared stock of pills, `aptxPills` or one per BO seat at the start. */
export const aptx = defineAbility({
  ...shape(ABILITY.aptx),
  validate(state) {
    return (state.ledger[LEDGER.pillsUsed] ?? 0) >= pillStock(state) ? { code: REJECTION.noPillsLeft } : null;
  },
});

/** CB-32: the leader names who carries the Black Suitcase tonight. */
export const giveSuitcase = defineAbility({
  ...shape(ABILITY.giveSuitcase),
  validate(state, intent) {
    if (leaderOf(state)?.id !== intent.actor) return { code: REJECTION.notLeader };
    // CB-D17.1: the list names BO members only.
    return intent.targets.every((t) => isBo(state.seats.find((s) => s.id === t))) ? null : { code: REJECTION.targetNotBo };
  },
});

/**
 * CB-D18: Chameleon is active when, before anything resolves, Anokata holds the suitcase, is not
 * injured, another BO member is free, and the order with priority names Anokata as killer.
 */
function chameleon(book: NightBook, actor: string): boolean {
  const seat = book.seat(actor);
  if (seat?.role !== ROLE.anokata || holds(seat, STATUS.injured)) return false;
  if (!book.state.seats.some((s) => s.id !== actor && isBo(s) && isFree(s))) return false;
  const leader = leaderOf(book.state)?.id;
  const orders = [...book.intents.values()].filter((i) => i.ability === ABILITY.killOrder);
  const rank = (i: Intent): number => (i.actor === leader ? 0 : boRankOf(book.seat(i.actor)?.role ?? ''));
  return orders.sort((a, b) => rank(a) - rank(b))[0]?.targets[0] === actor;
}

/** The real effects a suitcase action has under Chameleon (CB-D18), with the crime it records. */
const REAL: Record<string, (book: NightBook, target: string) => void> = {
  frighten: (book, t) => book.neutralized.add(t),
  discombobulate: (book, t) => book.discombobulated.add(t),
  slander: (book, t) => book.slandered.add(t),
  confuse: (book, t) => book.confused.add(t),
};

/**
 * CB-D17.3: the holder fakes one action: it visits and fools investigations, and does nothing
 * else. It runs at the neutralize stage (CB-D7 #3), the earliest a faked action can imitate, so
 * that Anokata's real frighten under Chameleon (CB-D18) stops the night's later actions.
 */
export const suitcase = defineAbility<NightBook>({
  ...shape(ABILITY.suitcase),
  validate: (state, intent) => (suitcaseHolder(state) === intent.actor ? null : { code: REJECTION.noSuitcase }),
  night: {
    slot: 'neutralize',
    handle: (ctx) => {
      if (ctx.book.suitcaseStolen) return ctx.book.fail(ctx.night, ctx.intent.targets[0]);
      const action = String(ctx.intent.options?.['action'] ?? '');
      const real = chameleon(ctx.book, ctx.intent.actor) ? REAL[action] : undefined;
      carriedOut(action, ({ book, night }, [t]) => {
        if (!real || t === undefined) return;
        real(book, t);
        book.crime(night.action.actor, action);
      }, { item: true })(ctx);
    },
  },
});

/** A day ability the day's end reads from the intents (CB-D8). */
export const dayAbility = (id: AbilityId, role?: string): AbilityDefinition => defineAbility({ ...shape(id, role) });
