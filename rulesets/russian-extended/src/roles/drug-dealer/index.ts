// The Drug dealer (part 2 §3.17, l.34; contract §6 `drug`, `buy-votes`; §9 note 4 "Drug dealer A1, A3, A6, A7").
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import type { NightLog } from '../../night/book';
import { roleState } from '../../night/book';
import { companiesOf } from '../geisha/company';
import { visitsOf } from '../prostitute/visit';
import { bankOf } from './bank';

export const DRUG_DEALER = 'drug-dealer';
export const DOSES = ['light', 'double', 'triple'] as const;
export type Dose = (typeof DOSES)[number];
/** r.2, r.13, reading A4: the barrier a dose gives (single, double, triple). */
export const DOSE_BARRIER: Record<Dose, number> = { light: 1, double: 2, triple: 3 };

export const doseOf = (intent: Intent): Dose => (DOSES as readonly string[]).includes(String(intent.options?.['dose'])) ? (intent.options?.['dose'] as Dose) : 'light';

/** What tonight's drugging did: each drugged seat with its barrier, and the money earned (read at the morning). */
export interface Sale {
  dealer: string;
  target: string;
  dose: Dose;
}
export const salesOf = (log: NightLog): Sale[] => roleState<Sale[]>(log, DRUG_DEALER, () => []);

/** r.12–r.14: a double or triple dose goes to one player; r.14: never a triple dose on himself. */
function validateDrug(_state: GameState, intent: Intent): Rejection | null {
  const dose = doseOf(intent);
  if (dose !== 'light' && intent.targets.length !== 1) return { code: 'dose-needs-one-target' };
  if (dose === 'triple' && intent.targets[0] === intent.actor) return { code: 'no-triple-on-self' };
  return null;
}

/** r.15: taken by the prostitute or the geisha, his move fails (their clients' other visitors pass). */
const isClient = (log: NightLog, seat: string): boolean => visitsOf(log).some((v) => v.client === seat) || companiesOf(log).some((c) => c.client === seat);

/**
 * r.1, r.2, r.10, r.12–r.15: at night he drugs up to two players (self allowed). A blocked dealer
 * never runs (the kit); at the prostitute's or the geisha's, or at a corpse (a player killed earlier
 * tonight: reading A8), the move fails for that target.
 */
export const drug = defineAbility<NightLog>({
  id: 'drug',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'allowed' },
  options: [{ name: 'dose', values: [...DOSES] }],
  validate: validateDrug,
  night: {
    slot: 'drug-dealer',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'visit', target })),
    handle({ night, book, intent }) {
      if (isClient(book, intent.actor)) {
        traceEffect(night, 'drug-failed', intent.actor, { rule: 'drug-dealer r.15' });
        return;
      }
      night.runDefault();
      book.ran.add(night.action.id);
      for (const target of intent.targets) {
        if (!night.isAlive(target)) {
          traceEffect(night, 'drug-failed', target, { rule: 'drug-dealer r.15' });
          continue;
        }
        salesOf(book).push({ dealer: intent.actor, target, dose: doseOf(intent) });
        traceEffect(night, 'drug', target, { rule: doseOf(intent) === 'light' ? 'drug-dealer r.2' : 'drug-dealer r.13, r.14' });
      }
    },
  },
});

/** r.5–r.7 (reading A3): before the vote he buys votes from his bank, any multiple of 0.5. */
export const VOTE_AMOUNTS = Array.from({ length: 40 }, (_, i) => String((i + 1) / 2));

export const buyVotes = defineAbility({
  id: 'buy-votes',
  phase: 'day',
  steps: ['discussion'],
  targets: { count: 0 },
  options: [{ name: 'votes', values: VOTE_AMOUNTS, required: true }],
  validate: (state, intent) => (Number(intent.options?.['votes']) > bankOf(state, intent.actor) ? { code: 'not-enough-money' } : null),
});

/** The Drug dealer (drug-dealer r.1–r.16). */
export const drugDealer = defineRole({ id: DRUG_DEALER, faction: RED, abilities: [drug, buyVotes] });
