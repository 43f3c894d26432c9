// Necromancer r.13 (part 2 §3.25, l.42): "If the role is not on the list, he still receives the
// owner's corpse, and for each such corpse his vote weight +1".
import type { GameState, HookContext } from '@mafia/kernel';
import { grantsOf } from '@mafia/ruleset-kit';
import { seatOf } from '../../model';
import { toysOf, UNDEAD } from './toys';
import { undeadGrantId } from './undead';

/**
 * His undead that give no move (a role off the r.10 list). Reading necromancer ★ 3: only the corpses
 * he holds now count, so a corpse dropped for another (r.15) takes its vote with it.
 */
export function unusableUndead(state: GameState, necromancer: string): string[] {
  const grants = new Set(grantsOf(state, necromancer).map((g) => g.id));
  return toysOf(state, necromancer).cursed.filter((seat) => {
    const s = seatOf(state, seat);
    return !s.alive && s.statuses.some((x) => x.id === UNDEAD) && !grants.has(undeadGrantId(seat));
  });
}

/**
 * r.13 at the close of a lynch or its revote (reading necromancer A10: where the judge's weight
 * counts): a living Necromancer's ballot weighs one more per unusable undead; the corrections and the
 * drug that follow cap it like any other boost.
 */
export function applyUndeadVotes(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const extra = new Map(
    poll.spec.voters.flatMap((v) => {
      const seat = seatOf(ctx.state, v.seat);
      const count = seat.alive && seat.role === 'necromancer' ? unusableUndead(ctx.state, seat.id).length : 0;
      return count > 0 ? [[v.seat, count] as const] : [];
    }),
  );
  if (extra.size === 0) return;
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters: poll.spec.voters.map((v) => (extra.has(v.seat) ? { ...v, weight: (v.weight ?? 1) + (extra.get(v.seat) ?? 0) } : v)) });
}
