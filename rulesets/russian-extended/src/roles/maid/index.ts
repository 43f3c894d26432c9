// The Maid (part 2 §3.28, line 45; contract §6 `serve`, §9 "Maid r.3–r.5, INF-5").
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { z } from 'zod';
import { CIVILIAN_ROLES, living, RED } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { condition } from '../../night/notes';
import { companiesOf } from '../geisha/company';
import { visitsOf } from '../prostitute/visit';

/** maid r.3–r.5: the text she puts in the target's morning, instead of or besides his PMs, under a night note's condition. */
export const substituteSchema = z
  .object({ text: z.string().trim().min(1).max(2000), mode: z.enum(['replace', 'append']), if: condition.optional(), unless: condition.optional() })
  .strict();
export type Substitute = z.infer<typeof substituteSchema>;

/** What one serve did tonight, read when the morning's PMs are delivered (deliver.ts). */
export interface Service {
  maid: string;
  /** maid r.2: the served player; null in role mode (r.7). */
  target: string | null;
  /** r.7: the role she went to, and its owner. */
  role: string | null;
  owner: string | null;
  substitute: Substitute | null;
}

export const servicesOf = (log: NightLog): Service[] => roleState<Service[]>(log, 'maid', () => []);

/**
 * maid r.2 / r.7: one player, or one civilian role by name (contract: `role` with no target), never
 * both; r.7: the role mode substitutes nothing. Reading maid A3 ★: not herself (she "visits").
 */
export function validateServe(_state: GameState, intent: Intent): Rejection | null {
  const role = intent.options?.['role'];
  const sub = intent.options?.['substitute'];
  if ((intent.targets.length === 1) === (role !== undefined)) return { code: 'target-or-role' };
  if (sub !== undefined && (role !== undefined || !substituteSchema.safeParse(sub).success)) return { code: 'target-or-role' };
  return null;
}

/** maid r.8: blocked (the kit never runs her), taken by the prostitute or the geisha: the move fails. */
const isClient = (log: NightLog, seat: string): boolean => visitsOf(log).some((v) => v.client === seat) || companiesOf(log).some((c) => c.client === seat);

export const serve = defineAbility<NightLog>({
  id: 'serve',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [{ name: 'role', values: CIVILIAN_ROLES }],
  validate: validateServe,
  night: {
    // maid r.1: "late in the night" — the last slot, after every move whose results she reads.
    slot: 'maid',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'visit', target })),
    handle({ night, book, intent }) {
      const role = typeof intent.options?.['role'] === 'string' ? intent.options['role'] : null;
      const target = intent.targets[0] ?? null;
      if (isClient(book, intent.actor)) {
        traceEffect(night, 'serve-failed', intent.actor, { rule: 'maid r.8' });
        return;
      }
      if (target !== null) {
        // maid r.8: she comes to a killed player: the move fails.
        if (!night.isAlive(target)) {
          traceEffect(night, 'serve-failed', target, { rule: 'maid r.8' });
          return;
        }
        night.runDefault();
        book.ran.add(night.action.id);
        const parsed = substituteSchema.safeParse(intent.options?.['substitute']);
        servicesOf(book).push({ maid: intent.actor, target, role: null, owner: null, substitute: parsed.success ? parsed.data : null });
        traceEffect(night, parsed.success ? 'serve-substitute' : 'serve', target, { rule: parsed.success ? 'maid r.3' : 'maid r.2' });
        return;
      }
      // maid r.7, r.8: the role's owner, unless the role is absent or its holder gone tonight (reading maid A2 ★).
      const owner = living(book.state).find((s) => s.role === role && s.id !== intent.actor && night.isAlive(s.id));
      if (!owner) {
        traceEffect(night, 'serve-failed', intent.actor, { rule: 'maid r.8' });
        return;
      }
      book.ran.add(night.action.id);
      servicesOf(book).push({ maid: intent.actor, target: null, role, owner: owner.id, substitute: null });
      traceEffect(night, 'serve-role', owner.id, { rule: 'maid r.7' });
    },
  },
});

/** The Maid (L45, maid r.1–r.8): private results only (l.115 items 2, 3). */
export const maid = defineRole({ id: 'maid', faction: RED, abilities: [serve] });

export { maidDelivers } from './deliver';
