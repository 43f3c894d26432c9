// The Witch's swaps over time (part 2 §3.29 r.2, r.3, r.7–r.9, r.12, r.13; l.115 items 3, 16), host-only data.
import { toSeat, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { recordRoleMoves, resultsToNewOwners, roleHistory } from './results';

export const WITCH_SWAPS = 'witch-swaps';

export interface Swap {
  witch: string;
  /** The night the swap was cast (0 for a deathbed swap). */
  night: number;
  seats: [string, string];
  /** Each seat's own role before the swap, to give back. */
  roles: [string, string];
  fixed: boolean;
  ended: boolean;
}

export const swapsOf = (state: GameState): Swap[] => (read<Json>(state, WITCH_SWAPS) as unknown as Swap[] | null) ?? [];

const exchange = (ctx: HookContext, seats: readonly [string, string], roles: readonly [string, string]): void => {
  ctx.emit({ type: 'role-changed', seat: seats[0], role: roles[1] }, { type: 'role-changed', seat: seats[1], role: roles[0] });
};

/**
 * The Witch's morning, before the vacancies are filled:
 * - the swap of the night before ends now (reading A1: after one game-day, at the end of the next
 *   night): the roles go back (r.8: even if one of them died tonight), unless one of them died
 *   during the day (r.7: the survivor keeps the other's role) or the witch fixed it (r.9);
 * - tonight's swaps (r.2, r.12: a player killed tonight too) exchange the two civilian roles; both
 *   are told `pm.role-swapped` with their role now (l.115 item 16); a witch whose move was knocked
 *   out is told `pm.move-failed` (l.115 item 3).
 */
export function witchMorning(ctx: HookContext, log: NightLog, casts: ReadonlyArray<{ actor: string; targets: readonly string[] }>, failed: readonly string[]): void {
  const swaps = swapsOf(ctx.state).map((s) => ({ ...s }));
  const before = new Map(ctx.state.seats.map((s) => [s.id, s.role]));
  const after = new Map(before);
  // r.7: the night's moves join their roles' histories.
  recordRoleMoves(ctx, log.intents, (seat) => before.get(seat));
  let changed = false;
  for (const s of swaps.filter((x) => !x.ended && !x.fixed && x.night === log.night - 1)) {
    s.ended = true;
    changed = true;
    const diedByDay = s.seats.some((seat) => !seatOf(log.state, seat).alive);
    if (diedByDay) continue;
    ctx.emit({ type: 'role-changed', seat: s.seats[0], role: s.roles[0] }, { type: 'role-changed', seat: s.seats[1], role: s.roles[1] });
    s.seats.forEach((seat, i) => after.set(seat, s.roles[i] ?? ''));
    for (const [i, seat] of s.seats.entries()) pm(log, seat, 'pm.role-swapped', { role: s.roles[i] ?? '' }, { kind: 'role-swapped', role: s.roles[i] ?? '' });
  }
  for (const cast of casts) {
    const seats: [string, string] = [cast.targets[0] as string, cast.targets[1] as string];
    const roles: [string, string] = [after.get(seats[0]) ?? '', after.get(seats[1]) ?? ''];
    exchange(ctx, seats, roles);
    after.set(seats[0], roles[1]);
    after.set(seats[1], roles[0]);
    swaps.push({ witch: cast.actor, night: log.night, seats, roles, fixed: false, ended: false });
    changed = true;
    pm(log, seats[0], 'pm.role-swapped', { role: roles[1] }, { kind: 'role-swapped', role: roles[1] });
    pm(log, seats[1], 'pm.role-swapped', { role: roles[0] }, { kind: 'role-swapped', role: roles[0] });
  }
  // r.3: tonight's results go to the roles' new owners (before the swap PMs, which stay with the players).
  resultsToNewOwners(log, before, after);
  for (const witch of failed) pm(log, witch, 'pm.move-failed');
  if (changed) write(ctx, WITCH_SWAPS, swaps as unknown as Json);
}

/**
 * r.7: when the evening closes, the survivor of last night's swap whose partner has died (by day, or
 * that night: r.12, no swap back either) keeps the role and is told every move made with it so far,
 * before the night in which he plays it (`pm.role-history {role, moves}`).
 */
function tellSurvivors(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const s of swapsOf(ctx.state).filter((x) => x.night === day - 1 && !x.ended)) {
    const alive = s.seats.map((seat) => seatOf(ctx.state, seat).alive);
    const at = alive.indexOf(true);
    if (alive.filter(Boolean).length !== 1) continue;
    const survivor = s.seats[at] as string;
    const role = s.roles[1 - at] as string;
    const moves = roleHistory(ctx, role);
    ctx.notify(toSeat(survivor), 'pm.role-history', { role, count: moves.length }, { kind: 'role-history', role, moves });
  }
}

/** r.9: when the evening closes, a `fix-swap` fixes her swap of last night: no swap back. */
export function fixSwaps(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  // r.7: the day's moves join their roles' histories.
  recordRoleMoves(ctx, ctx.state.intents.filter((i) => i.phase.kind === 'day' && i.phase.number === day), (seat) => seatOf(ctx.state, seat).role);
  tellSurvivors(ctx);
  const fixing = new Set(ctx.state.intents.filter((i) => i.ability === 'fix-swap' && i.phase.kind === 'day' && i.phase.number === day).map((i) => i.actor));
  if (fixing.size === 0) return;
  const swaps = swapsOf(ctx.state).map((s) => (fixing.has(s.witch) && s.night === day - 1 && !s.ended ? { ...s, fixed: true } : s));
  write(ctx, WITCH_SWAPS, swaps as unknown as Json);
}

/**
 * r.13 after a vote's result: a witch eliminated by it swaps the living player's role with the dead
 * player's, fixed at once; the living player is told his new role. Otherwise the move lapses (contract §2).
 */
export function deathSwaps(ctx: HookContext, lynched: readonly string[]): void {
  const step = ctx.state.clock.step;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'death-swap' && i.step === step && lynched.includes(i.actor))) {
    const [living, dead] = intent.targets as [string, string];
    if (!seatOf(ctx.state, living).alive || seatOf(ctx.state, dead).alive) continue;
    const roles: [string, string] = [seatOf(ctx.state, living).role, seatOf(ctx.state, dead).role];
    exchange(ctx, [living, dead], roles);
    write(ctx, WITCH_SWAPS, [...swapsOf(ctx.state), { witch: intent.actor, night: 0, seats: [living, dead], roles, fixed: true, ended: true }] as unknown as Json);
    ctx.notify(toSeat(living), 'pm.role-swapped', { role: roles[1] }, { kind: 'role-swapped', role: roles[1] });
  }
}

