// The Faceless's game outcomes (part 3 §2.5, l.66; contract §8 "survival win"). The ruleset's
// checkWin (src/win.ts) asks here how the Faceless changes a result; the day's first step records
// the extra day or night the rules give the teams to find him (O.1.1, O.1.2).
import type { GameResult, GameState, HookContext, Seat, WinMoment } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { read, writePublic } from '../../data';
import { BLACK, ELITE, GREY, isExtended } from '../../model';
import { facelessOf } from './cuts';

/** Public data: the Faceless who left the game victorious (O.1). */
export const FACELESS_WON = 'faceless-won';
/** Public data: the day the reds have left to find the Faceless (O.1.1). */
export const EXTRA_DAY = 'faceless-extra-day';
/** Public data: the day whose night the blacks have to shoot the Faceless (O.1.2a). */
export const BLACKS_NIGHT = 'faceless-blacks-night';

/** O.1 (reading FA-22): main players of the starting line-up, the Faceless and the elite left out. */
export const mainPlayersGone = (state: GameState): number =>
  state.seats.filter((s) => s.faction !== GREY && s.attributes[ELITE] === undefined && (!s.alive || s.removed)).length;

/** O.1: 9 players gone in the standard format, 12 in the extended. */
export const survivalMark = (state: GameState): number => (isExtended(state) ? 12 : 9);

/** FX.1: the civilian killer roles whose kill, made by the Faceless, does not end his game at the mark. */
const FX_ROLES = ['investigator', 'fanatic', 'cultist', 'inquisitor'];
const order = (p: { kind: string; number: number }): number => p.number * 2 + (p.kind === 'night' ? 1 : 0);

/** The departures of the latest phase that had any, when they made the survival mark exactly. */
function reachedTheMark(state: GameState): Seat[] | null {
  const gone = state.seats.filter((s) => s.faction !== GREY && s.attributes[ELITE] === undefined && (!s.alive || s.removed));
  if (gone.length !== survivalMark(state)) return null;
  const latest = Math.max(...gone.map((s) => (s.eliminatedIn ? order(s.eliminatedIn) : -1)));
  return gone.filter((s) => s.eliminatedIn !== undefined && order(s.eliminatedIn) === latest);
}

/**
 * FX.1 (l.76): the player he killed through his investigator, fanatic, cultist or inquisitor role
 * became the 9th (12th) gone: he does not leave (O.1) until one more player is gone. Read here: the
 * mark is reached exactly, by a departure of the latest phase with departures whose cause is his
 * role's kill (`killed:<role>`) (a role is held once per game).
 */
export function ownKillAtTheMark(state: GameState, faceless: Seat): boolean {
  if (!FX_ROLES.includes(faceless.role)) return false;
  return reachedTheMark(state)?.some((s) => s.eliminationCause === `killed:${faceless.role}`) ?? false;
}

/**
 * O.1.3 (l.66): the last black's suicide (BLK-11) made him the 9th (12th) gone: the reds still get
 * a day (that day) to find the Faceless. With a red taken along (the immortal's link) the 10th
 * (13th) is gone and O.1 applies at once.
 */
export function lastBlackSuicideAtTheMark(state: GameState): boolean {
  if (state.seats.some((s) => s.faction === BLACK && s.alive && !s.removed)) return false;
  return reachedTheMark(state)?.some((s) => s.faction === BLACK && s.eliminationCause === 'killed:suicide') ?? false;
}

/** The third vote is on day 4 (the election day 1 has none); O.1.1's extra day comes after it (reading FA-12 (a)). */
const FIRST_EXTRA_DAY = 5;

const livingFaceless = (state: GameState) => {
  const faceless = facelessOf(state);
  return faceless?.alive && !faceless.removed ? faceless : undefined;
};

/** O.1: he leaves the game with a grey win; the teams play on for a draw (F.39: he counts as eliminated). */
function leaveVictorious(ctx: HookContext, seat: string, rule: string): void {
  writePublic(ctx, FACELESS_WON, seat);
  ctx.notify(toPublic, 'end.faceless-left', { seat, rule });
  ctx.eliminate(seat, 'faceless-left');
}

/**
 * At the start of each step: O.1 the survival mark reached; O.1.1 the reds' extra day over; O.1.2
 * the blacks' night over with the Faceless alive. `baseWin` is the teams' result without him.
 */
export function facelessStepStarted(ctx: HookContext, baseWin: (state: GameState, moment: WinMoment) => GameResult | null): void {
  const { state } = ctx;
  const faceless = livingFaceless(state);
  if (!faceless || read<string>(state, FACELESS_WON)) return;
  const suicideMark = lastBlackSuicideAtTheMark(state);
  if (mainPlayersGone(state) >= survivalMark(state) && !ownKillAtTheMark(state, faceless) && !suicideMark) return leaveVictorious(ctx, faceless.id, 'O.1');
  const { kind, number } = state.clock.phase;
  const blacksLeft = state.seats.some((s) => s.faction === BLACK && s.alive && !s.removed);
  const extraDay = read<number>(state, EXTRA_DAY);
  // O.1.1: "one more day" is a whole day: the first day that begins with no black (a black lynched
  // today leaves the reds tomorrow, not the rest of today's evening).
  const dayBegins = kind === 'day' && state.clock.step === 'discussion';
  // O.1.3: after the last black's suicide at the mark the reds' day is this one.
  if (!blacksLeft && extraDay === null && dayBegins) writePublic(ctx, EXTRA_DAY, suicideMark ? number : Math.max(number, FIRST_EXTRA_DAY));
  // O.1.1: he survived the reds' extra day: he wins when its night begins.
  if (!blacksLeft && extraDay !== null && kind === 'night' && number >= extraDay) return leaveVictorious(ctx, faceless.id, 'O.1.1');
  if (kind !== 'day' || state.clock.step !== 'discussion') return;
  const blacksWin = baseWin(state, 'step-started')?.factions.includes(BLACK) ?? false;
  const night = read<number>(state, BLACKS_NIGHT);
  if (blacksWin && night === null) writePublic(ctx, BLACKS_NIGHT, number);
  // O.1.2 (b), (c): the blacks' night passed and the Faceless lives: he leaves, the blacks draw.
  if (blacksWin && night !== null && number > night) leaveVictorious(ctx, faceless.id, 'O.1.2');
}

/**
 * The result with the Faceless (O.1, O.1.1, O.1.2): while he lives the reds' and the blacks' wins
 * wait (the blacks get one night, O.1.2a); after he left victorious their win is a draw and only he
 * wins (contract §8: `winner` includes `grey`).
 */
export function withFaceless(state: GameState, base: GameResult | null): GameResult | null {
  const won = read<string>(state, FACELESS_WON);
  if (won) return base ? { factions: [GREY], seats: [won], reason: `${base.reason}+faceless-won` } : null;
  if (!base || !livingFaceless(state)) return base;
  // O.1.2 (a): the blacks' win waits for the night they have to shoot him.
  if (base.factions.includes(BLACK) && read<number>(state, BLACKS_NIGHT) === state.clock.phase.number) return null;
  return base;
}
