// The Black Suitcase at night (CB-16, CB-32, CB-D17.3) and Anokata's Chameleon (CB-D18): a faked
// action at the stage of the action it imitates, made real when Chameleon is active.
import type { Intent } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { ABILITY, CRIME, INTERROGATION_VALUE, REJECTION, ROLE, STATUS } from '../ids';
import type { NightBook } from '../game/book';
import { suitcaseHolder } from '../game/day';
import { leaderOf } from '../game/election';
import { boRankOf, holds, isBo, isFree, nextPhase } from '../game/seats';
import type { NightStage } from '../order-of-actions';
import { carriedOut, shape } from './shape';
import { tell } from './town';

/**
 * CB-D17.3: a faked action resolves at the stage of the action it imitates (CB-D7), so it is
 * stopped, redrawn or seen exactly as that action would be.
 */
export const SUITCASE_STAGE: Record<string, NightStage> = {
  frighten: 'neutralize',
  discombobulate: 'discombobulate',
  slander: 'slander',
  confuse: 'confuse',
  hinder: 'hinder',
  blackmail: 'blackmail',
  protect: 'protect',
  heal: 'protect',
  interrogate: 'information',
  track: 'information',
  stakeout: 'information',
};

/**
 * CB-D18: Chameleon is active when, before anything resolves, Anokata holds the suitcase, is not
 * injured, another BO member is free, and the order with priority names Anokata as killer. It
 * reads only the night's start (the state and the intents), so every stage gets the same answer.
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

/** Information reads its target as the night found it (I-11), faked or real. */
const INFORMATION = new Set(['interrogate', 'track', 'stakeout']);

type Real = (book: NightBook, actor: string, target: string, action: { id: string; actor: string; ability: string }) => void;

/** A status for tomorrow, as `hinder` and `blackmail` give it (src/actions/bo-roles.ts). */
const tomorrow =
  (status: string): Real =>
  (book, actor, t) => {
    book.addStatuses.push({ seat: t, status: { id: status, expires: nextPhase(book.state.clock.phase) } });
    book.result(t, { kind: status });
    book.crime(actor, status === STATUS.hindered ? CRIME.hinder : CRIME.blackmail);
  };

/** A mark on the target for tonight's later stages, and the crime that goes with it. */
const marks =
  (set: (book: NightBook) => Set<string>, crime: string): Real =>
  (book, actor, t) => {
    set(book).add(t);
    book.crime(actor, crime);
  };

/**
 * The real effect of each suitcase action under Chameleon (CB-D18: "the full effect of that
 * ability, gives its result, records its crime"), the same as the role's own ability does it.
 */
const REAL: Record<string, Real> = {
  frighten: marks((book) => book.neutralized, CRIME.frighten),
  discombobulate: marks((book) => book.discombobulated, CRIME.discombobulate),
  slander: marks((book) => book.slandered, CRIME.slander),
  confuse: marks((book) => book.confused, CRIME.confuse),
  hinder: tomorrow(STATUS.hindered),
  blackmail: tomorrow(STATUS.blackmailed),
  // CB-D15.1: protect and heal stop the BO kill on their target; heal also cures an injury.
  protect: (book, _actor, t, by) => {
    book.protectedBy.set(t, { by: { action: by.id, actor: by.actor, ability: by.ability }, kind: 'protect' });
  },
  heal: (book, _actor, t, by) => {
    book.protectedBy.set(t, { by: { action: by.id, actor: by.actor, ability: by.ability }, kind: 'heal' });
    if (book.seat(t)?.statuses.some((s) => s.id === STATUS.injured)) {
      book.cured.add(t);
      book.removeStatuses.push({ seat: t, status: STATUS.injured });
    }
  },
  // CB-D12.2: slander inverts an interrogation; confuse falsifies the result (`tell`).
  interrogate: (book, actor, t) => {
    const bo = book.looksBo(t) !== book.slandered.has(t);
    tell(book, actor, { kind: 'interrogation', target: t, value: bo ? INTERROGATION_VALUE.bo : INTERROGATION_VALUE.notBo });
  },
  // CB-D12.5–6: read once every visit of the night is known (src/game/night.ts `after`).
  track: (book, actor, t) => {
    book.reads.push({ kind: 'track', actor, target: t });
  },
  stakeout: (book, actor, t) => {
    book.reads.push({ kind: 'watch', actor, target: t });
  },
};

/**
 * CB-D17.3: the holder fakes one action: it visits and fools investigations, and does nothing else
 * and records no crime (CB-16), unless Chameleon makes it real (CB-D18). An item: usable while
 * injured (CB-21). CB-D17.4: robbed by Kid, it fails.
 */
export const suitcase = defineAbility<NightBook>({
  ...shape(ABILITY.suitcase),
  validate: (state, intent) => (suitcaseHolder(state) === intent.actor ? null : { code: REJECTION.noSuitcase }),
  night: {
    slot: 'neutralize',
    slotFor: (intent) => SUITCASE_STAGE[String(intent.options?.['action'] ?? '')] ?? 'neutralize',
    handle: (ctx) => {
      if (ctx.book.suitcaseStolen) return ctx.book.fail(ctx.night, ctx.intent.targets[0]);
      const action = String(ctx.intent.options?.['action'] ?? '');
      const real = chameleon(ctx.book, ctx.intent.actor) ? REAL[action] : undefined;
      carriedOut(action, ({ book, night }, [t]) => {
        if (real && t !== undefined) real(book, night.action.actor, t, night.action);
      }, { item: true, ...(INFORMATION.has(action) ? { reachTargets: 'at-start' as const } : {}) })(ctx);
    },
  },
});
