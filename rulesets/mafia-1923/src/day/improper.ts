import { toHost, toSeat, type HookContext, type PollState } from '@mafia/kernel';
import { LEDGER, SLOT, STATUS } from '../ids';
import { isLiving } from '../seats';

export const EXILE_AFTER = 2;

/**
 * Seed 002, Daytime and Exiled: every living player must cast a family vote, and an individual
 * vote unless they are the only living member of their family. A missing or improper vote is
 * counted; the second one exiles the player. Players "removed from voting" that day (jailed, in a
 * jailed family, injured) owe nothing. Ballots the poll refused never counted (an improper
 * ballot is refused with a reason), so what is checked here is what is missing at the end.
 */
export function countImproperVotes(ctx: HookContext, poll: PollState, absent: ReadonlySet<string>): void {
  for (const voter of poll.spec.voters) {
    const seat = ctx.state.seats.find((s) => s.id === voter.seat);
    if (!seat || seat.removed || absent.has(seat.id)) continue;
    if (seat.statuses.some((s) => s.id === STATUS.injured)) continue;
    const has = (slot: string) => poll.ballots.some((b) => b.voter === seat.id && b.slot === slot);
    const alone = !poll.spec.options.some((o) => o.seat !== undefined && o.seat !== seat.id && o.group === voter.group);
    if (has(SLOT.family) && (alone || has(SLOT.individual))) continue;
    const key = LEDGER.improper(seat.id);
    const count = (ctx.state.ledger[key] ?? 0) + 1;
    ctx.emit({ type: 'ledger-changed', key, delta: 1 });
    if (isLiving(seat)) ctx.notify(toSeat(seat.id), 'notices.improper-vote', { count, max: EXILE_AFTER });
    if (count >= EXILE_AFTER) {
      // Seed 002, Announcements: "The only events that are announced publicly are deaths,
      // poisonings, and being cured from poison": an exile is told to the host and the player only
      // (the player before the removal, while still a living seat that receives private notices).
      if (isLiving(seat)) ctx.notify(toSeat(seat.id), 'notices.you-are-exiled', {});
      ctx.emit({ type: 'seat-removed', seat: seat.id, cause: 'exiled', phase: ctx.state.clock.phase });
      ctx.notify(toHost, 'notices.exiled', { seat: seat.id });
    }
  }
}
