// The abilities every BO member holds (CB-D4 §3.3) besides the kill order, and the town's day
// abilities (resolved at the day's end by src/game/day.ts, CB-D8).
import { defineAbility, type AbilityDefinition } from '@mafia/ruleset-kit';
import { ABILITY, REJECTION, type AbilityId } from '../ids';
import type { NightBook } from '../game/book';
import { pillStock, suitcaseHolder } from '../game/day';
import { leaderOf, LEDGER } from '../game/seats';
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
  validate: (state, intent) => (leaderOf(state)?.id === intent.actor ? null : { code: REJECTION.notLeader }),
});

/** CB-D17.3: the holder fakes one action: it visits and fools investigations, and does nothing else. */
export const suitcase = defineAbility<NightBook>({
  ...shape(ABILITY.suitcase),
  validate: (state, intent) => (suitcaseHolder(state) === intent.actor ? null : { code: REJECTION.noSuitcase }),
  night: {
    slot: 'information',
    handle: (ctx) => {
      if (ctx.book.suitcaseStolen) return ctx.book.fail(ctx.night, ctx.intent.targets[0]);
      carriedOut(String(ctx.intent.options?.['action'] ?? ''), () => undefined, { item: true })(ctx);
    },
  },
});

/** A day ability the day's end reads from the intents (CB-D8). */
export const dayAbility = (id: AbilityId, role?: string): AbilityDefinition => defineAbility({ ...shape(id, role) });
