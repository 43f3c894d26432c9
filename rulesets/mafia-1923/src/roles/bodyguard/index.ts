import type { ActionRef, SlotContext } from '@mafia/resolver';
import { actionRef, defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN, LEDGER, STATUS } from '../../ids';
import type { NightBook } from '../../night/book';
import { selfLimit } from '../limits';
import type { Role } from '../types';

/** Tonight's guards (target -> the guarding actions) and the attackers they injured. */
const tonight = (book: NightBook) =>
  book.roleState('bodyguard', () => ({ guards: new Map<string, ActionRef[]>(), injured: new Set<string>() }));

const guard = defineAbility<NightBook>({
  id: ABILITY.guard,
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  validate: selfLimit(1),
  night: {
    slot: 'guard',
    handle: onTarget((ctx, target) => {
      const { guards } = tonight(ctx.book);
      guards.set(target, [...(guards.get(target) ?? []), actionRef(ctx.night)]);
      traceEffect(ctx.night, 'guard', target);
    }),
    morning({ ctx, book }) {
      for (const seat of tonight(book).injured) {
        if (book.deaths.has(seat)) continue;
        // Seed 002, Injured: "for the day and night following getting injured".
        ctx.emit({ type: 'status-added', seat, status: { id: STATUS.injured, source: 'bodyguard', expires: { kind: 'night', number: ctx.state.clock.phase.number + 1 } } });
        book.tell(seat, 'notices.injured');
      }
    },
  },
});

/**
 * Seed 002, Bodyguard (N): protects one player a night from the Mafia, poison and the Drunkard;
 * the attacker is injured. Automatically protects itself once and may choose itself once more. It
 * is never told about either ("the Bodyguard is not told they injured anyone").
 */
/**
 * Seed 002, Bodyguard: "In the event the protected player is attacked in one of these ways, the
 * attacker becomes injured". The sentence has no exception, so the book calls this for every
 * attack that reaches a living target, before any defence is asked: the attacker of a guarded
 * player is injured even when the Butler's immunity or a Doctor's save stops the attack (issue #16,
 * README Interpretation 5).
 */
export function injureAttackerOfGuarded(night: SlotContext, book: NightBook, target: string, attacker: string): void {
  const state = tonight(book);
  if (!state.guards.has(target)) return;
  state.injured.add(attacker);
  // The night trace explains the injury on the attacking action (issue #16: every outcome explained).
  traceEffect(night, 'injure', attacker, { guarded: target });
}

export const bodyguard: Role = defineRole({
  id: 'bodyguard',
  faction: CIVILIAN,
  abilities: [guard],
  defend(attack) {
    if (attack.stage !== 'protection') return null;
    const state = tonight(attack.book);
    const by = state.guards.get(attack.target)?.[0];
    // The attacker was already injured by injureAttackerOfGuarded.
    if (by) return { outcome: 'saved', by };
    // The automatic self-protection is asked last, so it is spent (and injures) only when nothing
    // else saved the Bodyguard: a Doctor's save keeps it for a later night (Interpretation 5).
    const auto = LEDGER.bodyguardAuto(attack.target);
    if (attack.targetRole !== 'bodyguard' || attack.book.ledgerValue(auto) !== 0) return null;
    attack.book.bump(auto);
    state.injured.add(attack.attacker);
    return { outcome: 'saved' };
  },
});
