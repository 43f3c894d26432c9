// The abilities every BO member holds (CB-D4 §3.3) besides the kill order, and the town's day
// abilities (resolved at the day's end by src/game/day.ts, CB-D8).
import { defineAbility, type AbilityDefinition } from '@mafia/ruleset-kit';
import { ABILITY, REJECTION, type AbilityId } from '../ids';
import { pillStock } from '../game/day';
import { isBo, LEDGER } from '../game/seats';
import { leaderOf } from '../game/election';
import { shape } from './shape';

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

/** A day ability the day's end reads from the intents (CB-D8). */
export const dayAbility = (id: AbilityId, role?: string): AbilityDefinition => defineAbility({ ...shape(id, role) });
