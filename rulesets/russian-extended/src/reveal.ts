import type { HookContext, Json, Seat } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { KEYS, read, writePublic } from './data';

/**
 * C-2: a player who dies at night shows only his civilian role, in the header's green font until
 * the end; his team is not revealed (the killers learn it by PM, K.6). The header is the public data
 * entry `header-roles` (seat → civilian role), announced with the night results.
 */
export function announceCivilianRole(ctx: HookContext, seat: Seat): void {
  const header = read<Record<string, Json>>(ctx.state, KEYS.headerRoles) ?? {};
  writePublic(ctx, KEYS.headerRoles, { ...header, [seat.id]: seat.role });
  ctx.notify(toPublic, 'morning.civilian-role', { seat: seat.id, role: seat.role });
}
