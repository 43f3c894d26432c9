// PAR-7 (part 1 §3): "they may set a kill priority for the case where both partners shoot and one
// of them may be blocked" (edge case 4: "A's target first if only one goes through"). A partner's
// `shoot` with `priority: first` marks his target as the pair's first; when he is blocked and his
// partner's shot goes through, the partner shoots that target instead of his own.
import type { Intent } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { memberSideOf, seatOf, type Side } from '../../model';
import type { NightLog } from '../../night/book';

export const PRIORITY = 'priority';

/** The targets this shot fires at: its own, or (PAR-7) the blocked partner's first target. */
export function withPriority(night: SlotContext, book: NightLog, intent: Intent, side: Side, targets: string[]): string[] {
  if (targets.length !== 1 || intent.options?.[PRIORITY] === 'first') return targets;
  const first = book.intents.find(
    (i) =>
      i.ability === 'shoot' &&
      i.actor !== intent.actor &&
      i.options?.[PRIORITY] === 'first' &&
      i.targets.length === 1 &&
      memberSideOf(book.state, seatOf(book.state, i.actor)) === side &&
      (night.isBlocked(i.actor) || night.isCancelled(i.id)),
  );
  const target = first?.targets[0];
  if (target === undefined || target === targets[0]) return targets;
  traceEffect(night, 'priority-target', target, { rule: 'PAR-7' });
  return [target];
}
