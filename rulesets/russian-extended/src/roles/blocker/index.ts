import { toPublic } from '@mafia/kernel';
import type { Component, NightAction, Resolution } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { negativeOf, RED, seatOf } from '../../model';
import { announceSkipped, diedTonight, pm, type NightLog } from '../../night/book';
import { NEGATIVE_ABILITIES, NIGHT_ORDER } from '../../night/night-order';
import { neutralisingGuard } from '../bodyguard/neutralise';
import { guardedAttacker } from '../bodyguard/transfer';
import { visitsOf } from '../prostitute/visit';
import { isCopiedMove } from '../actor/limits';
import { isSpecialMove } from '../werewolf';

/**
 * BLO-1: the arrest is a "miss" if "the target was killed during the night before its move". The
 * slot (NIGHT_ORDER index) of the earliest action that killed `seat` tonight, or Infinity.
 */
function killedAtSlot(resolution: Resolution, actions: readonly NightAction[], seat: string): number {
  const slotOf = new Map(actions.map((a) => [a.id, NIGHT_ORDER.indexOf(a.slot ?? '')]));
  const killers = resolution.effects.flatMap((e) => (e.kind === 'kill' && e.target === seat ? e.by.map((b) => slotOf.get(b.action) ?? -1) : []));
  return killers.length === 0 ? Infinity : Math.min(...killers);
}

/** BLK-12: a suicide cannot be disrupted; a night note is no move at all. */
const NOT_KNOCKED_OUT = ['suicide', 'approve-suicide', 'note', 'watch', 'drink']; // Context L115: a Homeless who acts cannot be blocked

/**
 * BLO-1, BLO-4, BLO-8: each night the blocker arrests (knocks out the target's move) or protects
 * (disrupts negative moves on the target and keeps him at home). The mode must be named, or the
 * move does not count (a required option). BLO-9: never himself.
 */
export const block = defineAbility<NightLog>({
  id: 'block',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  options: [{ name: 'mode', values: ['arrest', 'protect'], required: true }],
  night: {
    slot: 'blocker',
    components: (intent) => {
      const arrest = intent.options?.['mode'] === 'arrest';
      const effect = intent.targets.map((target): Component => (arrest ? { kind: 'block', target } : { kind: 'protect', target }));
      return [...effect, ...intent.targets.map((target): Component => ({ kind: 'visit', target }))];
    },
    handle({ night, book }) {
      book.ran.add(night.action.id);
      // N-BG.1, N-BG.2: a black bodyguard guarding the protected player on the night of an attempt
      // neutralises the protection (and BLO-5's keeping at home with it); the visit stays.
      const protectedSeat = night.action.components.find((c) => c.kind === 'protect')?.target;
      const neutraliser = protectedSeat === undefined ? undefined : neutralisingGuard(book.state, book.intents, protectedSeat);
      if (neutraliser !== undefined && protectedSeat !== undefined) {
        night.runDefault(night.action.components.filter((c) => c.kind === 'visit'));
        traceEffect(night, 'neutralise', night.route(protectedSeat), { rule: 'N-BG.1' });
        return;
      }
      night.runDefault();
      for (const c of night.action.components) if (c.kind !== 'visit' && 'target' in c) traceEffect(night, c.kind === 'block' ? 'arrest' : 'protect', night.route(c.target));
      if (night.action.components.some((c) => c.kind === 'block')) return;
      // BLO-5: the protected player stays at home: his civilian move is knocked out, his negative move stays.
      for (const target of night.action.components.flatMap((c) => (c.kind === 'protect' ? [c.target] : []))) {
        for (const other of night.actionsOf(target)) {
          if (other.id === night.action.id || NEGATIVE_ABILITIES.includes(other.ability) || other.passive) continue;
          night.cancel(other.id);
          book.confined.add(target);
        }
      }
    },
    // BLO-1..BLO-10: the public hit or miss; on a hit the blocker learns a role and the target is told.
    morning({ ctx, book, resolution, actions }) {
      const died = new Set(diedTonight(resolution));
      for (const intent of book.intents.filter((i) => i.ability === 'block')) {
        const target = intent.targets[0] as string;
        const targetSeat = seatOf(book.state, target);
        let role: string | null = null;
        if (intent.options?.['mode'] === 'arrest') {
          // BLO-1: a move whose slot comes after the target's death was never his to make: a miss.
          const deathSlot = killedAtSlot(resolution, actions, target);
          const slotOf = (id: string): number => NIGHT_ORDER.indexOf(actions.find((a) => a.id === id)?.slot ?? '');
          // BLO-2: a werewolf's special move is blocked, but the result for it is still "miss".
          const knocked = book.intents.filter((i) => i.actor === target && i.id !== intent.id && !NOT_KNOCKED_OUT.includes(i.ability) && slotOf(i.id) < deathSlot && !isSpecialMove(book.state, i));
          // BLO-1 (§6.1 item 26): an arrest of the Prostitute's client is a miss.
          const client = visitsOf(book).some((v) => v.client === target);
          if (knocked.length > 0 && !client) role = knocked.some((i) => NEGATIVE_ABILITIES.includes(i.ability)) ? (negativeOf(targetSeat) ?? targetSeat.role) : targetSeat.role;
        } else {
          // BOD-7: an attack the bodyguard took from the protected player still triggers the protection.
          const first = (book.attackers.get(target) ?? [])[0] ?? guardedAttacker(book, target);
          if (first !== undefined && !died.has(target)) {
            const attacker = seatOf(book.state, first);
            role = negativeOf(attacker) ?? attacker.role;
          } else if (book.suicides.get(target) === 'saved') {
            // BLK-12: a suicide survived under protection; the blocker learns the suicide's negative role.
            role = negativeOf(targetSeat) ?? targetSeat.role;
          } else if (book.confined.has(target)) role = targetSeat.role;
        }
        // BLO-1: "miss" when he "got a role block": an arrest that reached him before his move (another
        // blocker's first, actor r.27) leaves his own move unmade, whatever his target did.
        if (!book.ran.has(intent.id)) role = null;
        // Actor r.6: a copied blocker's result is told by PM only.
        if (!isCopiedMove(intent)) ctx.notify(toPublic, 'morning.blocker', { outcome: role ? 'hit' : 'miss' });
        if (role) {
          pm(book, intent.actor, 'pm.blocker-hit', { role });
          pm(book, target, 'pm.move-blocked');
        }
      }
      announceSkipped(ctx, book, 'block', 'blocker', 'morning.blocker', 'miss');
    },
  },
});

export const blocker = defineRole({ id: 'blocker', faction: RED, abilities: [block] });
