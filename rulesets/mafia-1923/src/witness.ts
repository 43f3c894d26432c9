import { toSeat, type HookContext } from '@mafia/kernel';
import { isLiving, isMafia } from './seats';

export const WITNESS = 'witness';

/**
 * Seed 002, Witness: "told the roles of players after they die ... regardless of whether the
 * Witness wants to learn this information". Sent once the night's or the day's role changes are
 * applied, so the role told is the one the player held last.
 */
export function tellWitnesses(ctx: HookContext, died: readonly string[]): void {
  if (died.length === 0) return;
  const witnesses = ctx.state.seats.filter((s) => isLiving(s) && s.role === WITNESS);
  for (const witness of witnesses) {
    for (const subject of died) {
      if (subject === witness.id) continue;
      const seat = ctx.state.seats.find((s) => s.id === subject);
      if (!seat) continue;
      ctx.notify(toSeat(witness.id), 'results.role', {}, { kind: 'role', subject, role: seat.role, mafia: isMafia(seat) });
    }
  }
}
