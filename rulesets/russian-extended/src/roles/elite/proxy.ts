// The agent's and the mason's side named through another player (part 4 §2: AG-9, AG-10, MA-9,
// MA-10; §8.4 SC-2; contract §8: `attributes.proxy: <seat>` instead of a declared team).
import type { GameResult, GameState, HookContext, Seat } from '@mafia/kernel';
import { toSeat } from '@mafia/kernel';
import { eliteOf, MASON, AGENT } from '.';

/** AG-10, MA-10: the player an agent or a mason named; AG-9, MA-9: none means his own declared team (the seat's). */
export const proxyOf = (seat: Seat): string | null => {
  const value = seat.attributes['proxy'];
  const elite = eliteOf(seat);
  return (elite === AGENT || elite === MASON) && typeof value === 'string' ? value : null;
};

/** SC-2: the team an elite player is credited with: his proxy's (AG-10, MA-10) or his own (AG-9, MA-9). */
export function creditedTeam(state: GameState, seat: Seat): string {
  const proxy = proxyOf(seat);
  return proxy === null ? seat.faction : (state.seats.find((s) => s.id === proxy)?.faction ?? seat.faction);
}

/**
 * AG-10, MA-10 (SC-2): "at game end the agent is credited with that player's side": an elite
 * player with a proxy wins exactly when his proxy's team wins, whatever the seat's own team.
 */
export function withEliteCredit(state: GameState, result: GameResult | null): GameResult | null {
  if (result === null) return null;
  const proxied = state.seats.filter((s) => proxyOf(s) !== null);
  if (proxied.length === 0) return result;
  const ids = new Set(proxied.map((s) => s.id));
  const seats = result.seats.filter((id) => !ids.has(id));
  for (const seat of proxied) if (result.factions.includes(creditedTeam(state, seat))) seats.push(seat.id);
  return { ...result, seats };
}

/**
 * AG-10, MA-10: "if the chosen player is eliminated at night, the moderator tells the agent that
 * player's team" (night deaths reveal no team, C-2): `pm.proxy-team {seat, team}`.
 */
export function tellProxyTeam(ctx: HookContext, seat: string): void {
  if (ctx.state.clock.phase.kind !== 'night') return;
  const gone = ctx.state.seats.find((s) => s.id === seat);
  if (!gone) return;
  for (const elite of ctx.state.seats.filter((s) => s.alive && proxyOf(s) === seat)) {
    ctx.notify(toSeat(elite.id), 'pm.proxy-team', { seat, team: gone.faction });
  }
}
