import { toPublic, type GameState, type Intent, type Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { RED } from '../../model';
import { isCopiedMove } from '../actor/limits';
import { announceSkipped, diedTonight, pm, type NightLog } from '../../night/book';
// Poisoner r.2: a poisoned victim due to die tonight and healed is a hit too (DOC-2: he was to die).
import { poisonCured } from '../poisoner';

/** DOC-1, DOC-9: heal one player, or two at once ("double heal"). Self-heal allowed (DOC-10 b, c). */
export const heal = defineAbility<NightLog>({
  id: 'heal',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'allowed' },
  validate: (state, intent) => validateHeal(state, intent),
  night: {
    slot: 'doctor',
    components: (intent) => [...intent.targets.map((target): Component => ({ kind: 'protect', target })), ...intent.targets.map((target): Component => ({ kind: 'visit', target }))],
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      night.runDefault();
      for (const target of intent.targets) traceEffect(night, 'heal', night.route(target));
    },
    // DOC-2..DOC-8: the public hit or miss, the doctor's PM; DOC-10's history.
    morning({ ctx, book, resolution }) {
      const died = new Set(diedTonight(resolution));
      for (const intent of book.intents.filter((i) => i.ability === 'heal')) {
        const ran = book.ran.has(intent.id);
        // BLK-12: a suicide survived under the doctor's heal is a hit too.
        const saved = ran ? intent.targets.filter((t) => (book.attackers.has(t) || book.suicides.get(t) === 'saved' || poisonCured(book, t)) && !died.has(t)) : [];
        // Actor r.6: a copied doctor's result is told by PM only, never in the public morning.
        if (!isCopiedMove(intent)) ctx.notify(toPublic, 'morning.doctor', { outcome: saved.length > 0 ? 'hit' : 'miss' });
        if (!ran) pm(book, intent.actor, 'pm.move-failed');
        else if (saved.length > 0) pm(book, intent.actor, 'pm.doctor-saved', { seats: saved });
      }
      announceSkipped(ctx, book, 'heal', 'doctor', 'morning.doctor', 'miss');
      // MOV-6: a knocked-out heal is kept with `knockedOut`, so it does not count as "the same
      // player" next night; DOC-10 (a) still counts a knocked-out double heal (interpretation MOV-6 A1).
      // Actor r.3: a copy plays "from zero" and leaves the doctor's history alone.
      const done = book.intents.find((i) => i.ability === 'heal' && !isCopiedMove(i));
      if (done) write(ctx, KEYS.heal, { night: book.night, targets: done.targets, doctor: done.actor, knockedOut: !book.ran.has(done.id) });
    },
  },
});

export const doctor = defineRole({ id: 'doctor', faction: RED, abilities: [heal] });

/**
 * DOC-10: (a) no double heal on two consecutive nights; (b) no self-heal on two consecutive nights;
 * (c) no self-heal as part of a double heal. The history belongs to the role (ACT-7: an active
 * citizen who takes the role over plays it as if from the start).
 */
export function validateHeal(state: GameState, intent: Intent): Rejection | null {
  const double = intent.targets.length === 2;
  const self = intent.targets.includes(intent.actor);
  if (double && self) return { code: 'double-heal-with-self' };
  const last = read<{ night: number; targets: string[]; doctor: string; knockedOut?: boolean }>(state, KEYS.heal);
  if (!last || last.night !== state.clock.phase.number - 1) return null;
  if (double && last.targets.length === 2) return { code: 'double-heal-twice' };
  // MOV-6: a knocked-out move "does not count" for "not the same player two nights running".
  if (self && !last.knockedOut && last.targets.includes(last.doctor) && last.doctor === intent.actor) return { code: 'self-heal-twice' };
  return null;
}
