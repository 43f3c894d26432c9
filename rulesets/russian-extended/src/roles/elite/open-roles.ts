// The elite roles are open from the start (part 4 §2: AG-4, MA-4, SV-4).
import type { HookContext, Json } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { read, writePublic } from '../../data';
import { eliteOf, masterOf } from '.';
import { tellServants } from './treatment';

/** Public data entry: the open elite roles, for the header (SV-4: the servant's master is shown). */
export const ELITE_ROLES_KEY = 'elite-roles';

/**
 * AG-4 "the agent's role is open: it is known from the start of the game", MA-4 (the mason's role
 * is open, his plans unknown: his team is not shown), SV-4 (the header shows the servant's master):
 * when the game's first step starts each elite player is announced, `day.elite-open-<elite> {seat,
 * elite, master?}`, and listed in the public entry `elite-roles`. No team is shown (AG-9/MA-9 are
 * told to the host only; AG-7 reveals the agent's side when he leaves).
 */
export function announceEliteRoles(ctx: HookContext): void {
  if (read(ctx.state, ELITE_ROLES_KEY) !== null) return;
  const open = ctx.state.seats.flatMap((seat) => {
    const elite = eliteOf(seat);
    if (elite === null) return [];
    const master = masterOf(seat);
    return [{ seat: seat.id, elite, ...(master === null ? {} : { master }) }];
  });
  writePublic(ctx, ELITE_ROLES_KEY, open as unknown as Json);
  // A servant written without a master (a line-up that names none) is announced without one.
  for (const entry of open) ctx.notify(toPublic, `day.elite-open-${entry.elite}${entry.elite === 'servant' && !('master' in entry) ? '-unbound' : ''}`, entry);
  // SV-9a, SV-9b: what the servant is told of his master at the start.
  tellServants(ctx);
}
