import type { HookContext, Json, Seat } from '@mafia/kernel';
import { read, write } from '../../data';
import { isWerewolf, WEREWOLF_KILLS } from '.';

/**
 * A werewolf who killed through a civilian role's move loses his peacefulness at once (N-INV.2 for
 * the investigator's shot, N-FN.5 for the fanatic's revenge): his first kill is recorded for tonight,
 * so every check from the next one on shows black (CHK-7). No-op for a seat that is no werewolf or
 * already killed.
 */
export function recordCivilianKill(ctx: HookContext, night: number, seat: Seat): void {
  if (!isWerewolf(seat)) return;
  const known = (read<Json>(ctx.state, WEREWOLF_KILLS) as Record<string, number> | null) ?? {};
  if (seat.id in known) return;
  write(ctx, WEREWOLF_KILLS, { ...known, [seat.id]: night });
}
