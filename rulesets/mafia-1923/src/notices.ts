import { toSeat, type HookContext, type JsonObject } from '@mafia/kernel';
import { isLiving } from './seats';

/** Seed 002, Announcements: "Dead players do not receive any emails except for the public ones." */
export function sendPrivate(ctx: HookContext, notices: ReadonlyArray<{ seat: string; key: string; params: JsonObject; result?: JsonObject }>): void {
  for (const notice of notices) {
    const seat = ctx.state.seats.find((s) => s.id === notice.seat);
    if (!seat || !isLiving(seat)) continue;
    ctx.notify(toSeat(notice.seat), notice.key, notice.params, notice.result);
  }
}
