// The BO role abilities (CB-D4 §3.2), each at its stage of the Order of Actions (CB-D7).
import { defineAbility, type AbilityDefinition } from '@mafia/ruleset-kit';
import { ABILITY, CRIME, REJECTION, STATUS, type AbilityId } from '../ids';
import type { NightBook } from '../game/book';
import { holds, LEDGER, nextPhase } from '../game/seats';
import { guardInjures, injure } from './kill';
import { carriedOut, shape } from './shape';

type Ability = AbilityDefinition<NightBook>;

/** The claim of `investigate` (CB-D12.3) each crime is the record of. */
const CLAIM_OF_CRIME: Record<string, string> = {
  [CRIME.killing]: 'kill',
  [CRIME.attacking]: 'kill',
  [CRIME.heavyHanded]: 'injure',
  [CRIME.insultToInjury]: 'injure',
};

/** CB-D7 #3, CB-D5.5: the target's later night actions fail. */
export const frighten: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.frighten),
  night: { slot: 'neutralize', handle: carriedOut('frighten', ({ book, night }, [t]) => { if (t) { book.neutralized.add(t); book.crime(night.action.actor, CRIME.frighten); } }) },
});

/** CB-D7 #4: the target's later targeted actions land on a random player. */
export const discombobulate: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.discombobulate),
  night: { slot: 'discombobulate', handle: carriedOut('discombobulate', ({ book, night }, [t]) => { if (t) { book.discombobulated.add(t); book.crime(night.action.actor, CRIME.discombobulate); } }) },
});

/** CB-D7 #7, CB-D12.1: the disguise holds from tonight until the next night's end. */
export const disguise: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.disguise),
  night: {
    slot: 'disguise',
    handle: carriedOut('disguise', ({ book, night, intent }) => {
      const actor = night.action.actor;
      const role = String(intent.options?.['role'] ?? '');
      if (holds(book.seat(actor), STATUS.disguised)) book.removeStatuses.push({ seat: actor, status: STATUS.disguised });
      // CB-D12.3: a disguise's object is the actor.
      book.claims.push({ actor, action: 'disguise', target: actor });
      book.addStatuses.push({ seat: actor, status: { id: STATUS.disguised, data: { role } } });
      book.crime(actor, CRIME.disguise);
    }),
  },
});

/** A one-target BO action that marks its target in a book set and records its crime. */
function marking(id: AbilityId, slot: string, set: (book: NightBook) => Set<string>, crime: string, role?: string): Ability {
  return defineAbility<NightBook>({
    ...shape(id, role),
    night: { slot, handle: carriedOut(id, ({ book, night }, [t]) => { if (t) { set(book).add(t); book.crime(night.action.actor, crime); } }) },
  });
}

/** CB-D7 #8: inverts tonight's interrogations of the target. */
export const slander: Ability = marking(ABILITY.slander, 'slander', (b) => b.slandered, CRIME.slander);
/** CB-D7 #9, CB-D12.4: falsifies the target's results tonight. */
export const confuse: Ability = marking(ABILITY.confuse, 'confuse', (b) => b.confused, CRIME.confuse);

/** A status for tomorrow: `hinder` (no vote, CB-5d), `blackmail` (no posts). */
function tomorrow(id: AbilityId, slot: string, status: string, crime: string, role?: string): Ability {
  return defineAbility<NightBook>({
    ...shape(id, role),
    night: {
      slot,
      handle: carriedOut(id, ({ book, night }, [t]) => {
        if (!t) return;
        book.addStatuses.push({ seat: t, status: { id: status, expires: nextPhase(book.state.clock.phase) } });
        book.result(t, { kind: status });
        book.crime(night.action.actor, crime);
      }),
    },
  });
}
export const hinder: Ability = tomorrow(ABILITY.hinder, 'hinder', STATUS.hindered, CRIME.hinder);
export const blackmail: Ability = tomorrow(ABILITY.blackmail, 'blackmail', STATUS.blackmailed, CRIME.blackmail, 'bourbon');

/** CB-D7 #15: Korn's injure, with the BO kill; stopped by protection (a guard injures Korn). */
export const injureAbility: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.injure),
  night: {
    slot: 'kills',
    handle: carriedOut('injure', ({ book, night }, [t]) => {
      if (!t) return;
      const actor = night.action.actor;
      const guard = book.protectedBy.get(t);
      if (guard) {
        if (guard.kind === 'guard') guardInjures(book, actor, guard.by.actor);
        return;
      }
      book.crime(actor, holds(book.seat(t), STATUS.injured) ? CRIME.insultToInjury : CRIME.heavyHanded);
      injure(book, t, actor);
    }),
  },
});

/** CB-D7 #14, CB-D15.4: tonight's BO kill goes through every protection. */
export const bribe: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.bribe),
  night: { slot: 'bribe', handle: carriedOut('bribe', ({ book, night }) => { book.bribed = night.action.actor; }) },
});

/** CB-D7 #17, CB-12: the body's role and will stay secret; Pisco learns them. */
export const eraseBody = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.eraseBody, role),
    night: {
      slot: 'erase-body',
      handle: carriedOut(
        'erase-body',
        ({ book, night }, [t]) => {
          if (!t || !book.deaths.has(t)) return book.fail(night, t);
          book.erasedBodies.add(t);
          book.crime(night.action.actor, CRIME.eraseBody);
          const victim = book.seat(t);
          book.result(night.action.actor, { kind: 'erased-body', target: t, role: victim?.role ?? null, will: victim?.will?.text ?? null });
        },
        { reachTargets: false },
      ),
    },
  });

/** CB-D7 #18, CB-D9.4: plants an arrestable record of the crime against the framed player. */
export const frame = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.frame, role),
    night: {
      slot: 'frame',
      handle: carriedOut('frame', ({ book, night, intent }, [t]) => {
        if (!t) return;
        book.crime(t, String(intent.options?.['crime'] ?? CRIME.killing));
        book.crime(night.action.actor, CRIME.frame);
      }),
    },
  });

/** CB-D7 #19, CB-D9.5: wipes the perpetrator's records of one crime. */
export const eraseEvidence = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.eraseEvidence, role),
    // CB-D9.5: each crime id once per game.
    validate: (state, intent) =>
      (state.ledger[LEDGER.erasedCrime(intent.actor, String(intent.options?.['crime'] ?? ''))] ?? 0) > 0 ? { code: REJECTION.crimeAlreadyErased } : null,
    night: {
      slot: 'erase-evidence',
      handle: carriedOut(
        'erase-evidence',
        ({ book, night, intent }, [t]) => {
          if (!t) return;
          const crime = String(intent.options?.['crime'] ?? '');
          // CB-D9.5: only tonight's records of the crime (earlier ones stay on file).
          const held = book.crimes.filter((c) => c.seat === t && c.crime === crime).reduce((n, c) => n + c.delta, 0);
          if (held > 0) book.crimes.push({ seat: t, crime, delta: -held });
          // CB-D9.5: the act leaves no trace tonight either: an investigation of it reads false (I-12).
          const claim = CLAIM_OF_CRIME[crime] ?? crime;
          for (let i = book.claims.length - 1; i >= 0; i--) if (book.claims[i]?.actor === t && book.claims[i]?.action === claim) book.claims.splice(i, 1);
          book.crime(night.action.actor, CRIME.eraseEvidence);
          book.bump(LEDGER.erasedCrime(night.action.actor, crime));
        },
        { reachTargets: false },
      ),
    },
  });
