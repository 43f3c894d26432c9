// The Hero held by a black (part 3 §3.2, l.98; contract §6 hero row, §9 "N-HR.2", "N-HR.5").
import type { GameState, HookContext, Intent, Rejection, Seat } from '@mafia/kernel';
import { toSeat } from '@mafia/kernel';
import { BLACK, isBlack, RED, seatOf } from '../../model';
import { recordCivilianKill } from '../werewolf/first-kill';
import { heroHeir } from './heir';

/** A spent save: the player the hero stood up for, his team, and the day of the save. */
export type Save = { seat: string; team: string; day?: number };

/** N-HR.1: a black hero saves reds and blacks equally (the lynch is cancelled in both cases). */
export const blackHeroSaves = (hero: Seat, team: string): boolean => isBlack(hero) && (team === RED || team === BLACK);

/**
 * After a black hero's save cancelled a lynch: N-HR.2 — he learns the saved player's team with the
 * vote result (`saved-team`); N-HR.4 — a werewolf hero who saved another black loses his red colour
 * for good (his "first kill" is recorded, CHK-7).
 */
export function afterBlackSave(ctx: HookContext, hero: Seat, saved: Seat): void {
  if (!isBlack(hero)) return;
  // Hero r.13 (reading Hero A-13): the role taken over gives its heir no day information.
  if (!heroHeir(ctx.state, hero.id)) ctx.notify(toSeat(hero.id), 'pm.saved-team', { target: saved.id, team: saved.faction }, { kind: 'saved-team', target: saved.id, team: saved.faction });
  if (isBlack(saved) && saved.id !== hero.id) recordCivilianKill(ctx, ctx.state.clock.phase.number, hero);
}

/**
 * N-HR.3: a black hero who saved a red checks red, "like a werewolf", while the saved red is alive.
 * Read by the colour checks (commissar/index.ts `checkColour`).
 */
export function heroShowsRed(state: GameState, seat: Seat, save: Save | undefined): boolean {
  if (!isBlack(seat) || seat.role !== 'hero' || !save || save.team !== RED) return false;
  return seatOf(state, save.seat).alive;
}

/** N-HR.5: the black killer moves refused on the night after the save. */
const KILLER_MOVES = ['shoot', 'insure', 'contract'];

/**
 * N-HR.5 (contract §9): "the black hero and the saved black cannot use black killer moves in the
 * nearest night": after a save of a black on day N, `shoot`, `insure` and `contract` of both are
 * refused `no-kill-after-save` on night N. A black hero who saved a red is not bound.
 */
export function validateAfterSave(state: GameState, intent: Intent, saves: Readonly<Record<string, Save>>): Rejection | null {
  if (state.clock.phase.kind !== 'night' || !KILLER_MOVES.includes(intent.ability)) return null;
  const night = state.clock.phase.number;
  for (const [heroId, save] of Object.entries(saves)) {
    if (save.day !== night || save.team !== BLACK || !isBlack(seatOf(state, heroId))) continue;
    if (intent.actor === heroId || intent.actor === save.seat) return { code: 'no-kill-after-save' };
  }
  return null;
}
