import type { GameState, HookContext, Json, Seat } from '@mafia/kernel';
import { read, write } from '../../data';
import { isBlack, negativeOf } from '../../model';
import type { NightLog } from '../../night/book';
import { cleanHands } from '../boss-son';
import { illusionCovers } from '../imitator';

/**
 * The shared werewolf mechanics (part 2 l.5, l.7, l.15, l.25; contract §7 "Werewolves …").
 *
 * G1 (part 2 §7): the werewolves are the black overlays that check red until their first kill:
 * joker, poisoner, executor, geisha, mercenary, imitator (contract §7 names exactly these). Not
 * werewolves: the mafia and the maniac (they check black from the start), the boss's son (he
 * "checks red always", contract §7 boss-son row: no first kill turns him black) and the yakuza
 * pair (mafia mirrors: "replace one werewolf", part 2 §4.8 r.1). README "Interpretations", G1.
 */
export const WEREWOLF_ROLES = ['joker', 'poisoner', 'executor', 'geisha', 'mercenary', 'imitator'] as const;

/** Host data: seat → the night of his first kill (kept while the werewolf lives). */
export const WEREWOLF_KILLS = 'werewolf-first-kills';

/**
 * Reading Yakuza A-N1 (README): the Ninja is the Mercenary's mirror (yakuza r.8), so he is a werewolf
 * as the Mercenary is (mercenary r.22), though contract §7's list names the Mercenary only. He is not
 * in `WEREWOLF_ROLES`, which the draws deal in a werewolf's slot: he comes only with the yakuza.
 */
const WEREWOLF_OVERLAYS: readonly string[] = [...WEREWOLF_ROLES, 'ninja'];

export const isWerewolf = (seat: Seat): boolean => isBlack(seat) && WEREWOLF_OVERLAYS.includes(negativeOf(seat) ?? '');

/**
 * Who counts as having killed (reading Werewolf A1, README): a werewolf whose own shot (`shoot`,
 * a lone werewolf's gun, poisoner r.11 / executor r.17, or a killer move of his) killed its target
 * that night. Not a kill: a poison death (poisoner r.12 "the first successful *classic* kill"), an
 * insurance shot (geisha: "insurance not counted", part 2 §4.7 r.16), a vote or a deathbed move.
 */
export function killersTonight(log: NightLog, died: ReadonlySet<string>): Set<string> {
  // K.13 (N-INV.2, N-FN.5, N-CUL.1): a kill through a civilian role's move makes him lose his
  // peacefulness "immediately": a check later that night (the checkers come after the civilian
  // killers, night-order.ts) shows black, as after his own shot (reading K.13 A1, README lane black).
  return new Set(log.shots.filter((s) => (s.via === 'shot' || s.via === 'vigilante') && (s.outcome === 'killed' || s.outcome === 'killed-black') && died.has(s.target)).map((s) => s.actor));
}

const firstKills = (state: GameState): Record<string, number> => (read<Record<string, number>>(state, WEREWOLF_KILLS) as Record<string, number> | null) ?? {};

/** Records tonight's first kills of werewolves (called by `night/settle.ts`). */
export function recordWerewolfKills(ctx: HookContext, log: NightLog, died: ReadonlySet<string>): void {
  const known = firstKills(log.state);
  const fresh = [...killersTonight(log, died)].filter((id) => !(id in known) && isWerewolf(seatOfLog(log, id)));
  if (fresh.length === 0) return;
  const next: Record<string, number> = { ...known };
  for (const id of fresh) next[id] = log.night;
  write(ctx, WEREWOLF_KILLS, next as unknown as Json);
}

const seatOfLog = (log: NightLog, id: string): Seat => {
  const seat = log.state.seats.find((s) => s.id === id);
  if (!seat) throw new Error(`unknown seat ${id}`);
  return seat;
};

/** Whether a werewolf has made his first kill before tonight. */
export const killedBefore = (state: GameState, seat: string): boolean => seat in firstKills(state);

/**
 * CHK-7, l.15: the colour a check shows for a werewolf: red until his first kill; black from the
 * night of it ("black if he kills and is checked the same night", part 2 §4 summaries). `null` for
 * a seat that is no werewolf (its colour is its team's).
 */
export function werewolfShownColour(state: GameState, seat: Seat, killedTonight: ReadonlySet<string>): 'red' | 'black' | null {
  if (!isWerewolf(seat)) return null;
  return killedBefore(state, seat.id) || killedTonight.has(seat.id) ? 'black' : 'red';
}

/**
 * A werewolf's special moves (contract §7): his overlay's own night move, not the standard killer
 * shot. DET-8: the detective tracks only his civilian role, "unless they use the standard killer
 * shot instead of the special move"; HOM-4, HOM-8: the Homeless never notices one; the other
 * watchers of visits (criminalist, hero, politician, priest) read the same visits.
 */
export const WEREWOLF_SPECIAL_MOVES = ['joker-check', 'poison', 'seize', 'entertain', 'contract', 'illusion'];

/** Whether a night action is a werewolf's special move, unseen by every tracker (HOM-8, DET-8). */
export const isSpecialMove = (state: GameState, action: { actor: string; ability: string }): boolean => {
  const seat = state.seats.find((s) => s.id === action.actor);
  if (seat === undefined || !isWerewolf(seat)) return false;
  // Mercenary r.20: "all Mercenary kills are classified as a werewolf's special move", his own
  // shots once the mafia is out included (yakuza r.8: the Ninja likewise; reading Mercenary A4b).
  if (HIRED_KILLERS.includes(negativeOf(seat) ?? '') && HIRED_KILLS.includes(action.ability)) return true;
  return WEREWOLF_SPECIAL_MOVES.includes(action.ability);
};

const HIRED_KILLERS = ['mercenary', 'ninja'];
const HIRED_KILLS = ['shoot', 'insure'];

/**
 * The colour a check shows for a black overlay's own reasons: a werewolf's (CHK-7), the boss's son's
 * and his successor's clean hands (boss-son r.7, A2: red always); `null` otherwise (his team's colour).
 */
export function overlayShownColour(state: GameState, seat: Seat, killedTonight: ReadonlySet<string>, illusionBroken = false): 'red' | 'black' | null {
  if (isBlack(seat) && cleanHands(state, seat)) return 'red';
  // Imitator r.5: a check of the maniac that hits the illusion is red; r.7: not once the illusion
  // or the Imitator was killed that night (the check, after the doctor, hits the real maniac).
  if (!illusionBroken && state.clock.phase.kind === 'night' && illusionCovers(state, seat, state.clock.phase.number)) return 'red';
  return werewolfShownColour(state, seat, killedTonight);
}
