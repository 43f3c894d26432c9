import type { GameState, Rejection, Seat, SeatSetup } from '@mafia/kernel';
import { read } from './data';

/**
 * The seat model (README "Model"): `seat.role` is the personal civilian role every player holds
 * (part 3 N.0); `seat.faction` is the team (`red`, `black`, `grey`); a black's negative role is laid
 * over the civilian role as the seat attribute `negative` (`mafia`, `maniac`, later the werewolves).
 */
export const RED = 'red';
export const BLACK = 'black';
export const GREY = 'grey';
export type Team = typeof RED | typeof BLACK | typeof GREY;

/** Killer sides of the black team (part 1 §1): the mafia pair and the maniac. */
export type Side = 'mafia' | 'maniac';
export const SIDES: Side[] = ['mafia', 'maniac'];

export const NEGATIVE = 'negative';
/** SV-9b: how the master treats his servant (seat attribute `treatment`, contract §8). */
export const TREATMENTS = ['soft', 'harsh', 'merciless'];
export const ELITE = 'elite';

/**
 * The `negative` values this ruleset plays (contract §1; `none` fills the werewolf slot). Later
 * issues append the other black roles (`boss-son` … `ninja`) as they are implemented, so that a
 * seat never holds an overlay the night would silently treat as no overlay.
 */
export const NEGATIVE_ROLES = ['mafia', 'maniac', 'none'];
/** The `elite` values this ruleset plays: none yet (the agent, the mason and the servant come later, EL-1). */
export const ELITE_ROLES: string[] = [];
/** Part 4 §2 (issue #18, lane ru-grey): the agent, the mason and the servant. */
ELITE_ROLES.push('agent', 'mason', 'servant');

/**
 * Bad input at game start (issue #15): a `negative` or `elite` attribute naming no role this
 * ruleset plays is refused, naming the allowed ids; an overlay on a seat outside the black team
 * is refused too (N.0: negatives are laid over black players' civilian roles). A black seat
 * without the attribute holds no negative move, as `none`.
 */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function validateSeats(seats: readonly SeatSetup[]): Rejection | null {
  for (const seat of seats) {
    const negative = seat.attributes[NEGATIVE];
    if (negative !== undefined) {
      if (typeof negative !== 'string' || !NEGATIVE_ROLES.includes(negative)) {
        return { code: 'unknown-negative', params: { seat: seat.id, value: shown(negative), allowed: NEGATIVE_ROLES.join(', ') } };
      }
      if (seat.faction !== BLACK) return { code: 'negative-needs-black-team', params: { seat: seat.id, negative } };
    }
    // SV-9b: a servant's treatment mode is one of the three the rulebook names.
    const treatment = seat.attributes['treatment'];
    if (treatment !== undefined && (typeof treatment !== 'string' || !TREATMENTS.includes(treatment))) {
      return { code: 'unknown-treatment', params: { seat: seat.id, value: shown(treatment), allowed: TREATMENTS.join(', ') } };
    }
    const elite = seat.attributes[ELITE];
    if (elite !== undefined && (typeof elite !== 'string' || !ELITE_ROLES.includes(elite))) {
      return { code: 'unknown-elite', params: { seat: seat.id, value: shown(elite), allowed: ELITE_ROLES.length > 0 ? ELITE_ROLES.join(', ') : '—' } };
    }
    // AG-6, MA-5, SV-5: an elite player "has no other roles": no civilian role beyond the plain
    // citizen and no negative overlay (his colour is only the team he plays for, AG-5, MA-6).
    if (elite !== undefined && (seat.role !== 'citizen' || negative !== undefined)) {
      return { code: 'elite-holds-a-role', params: { seat: seat.id, elite: shown(elite), role: negative === undefined ? seat.role : shown(negative) } };
    }
  }
  return null;
}

/**
 * The personal civilian roles of this part (part 3 N.0; EXT-2 adds the politician). The detective's
 * role request names one of them (DET-12); later issues append the 30 further civilian roles.
 */
export const CIVILIAN_ROLES = ['citizen', 'doctor', 'blocker', 'commissar', 'detective', 'investigator', 'active-citizen', 'politician'];
/** Part 1 §4 roles (issue #15), appended as each lane adds them. */
CIVILIAN_ROLES.push('bodyguard', 'prostitute', 'immortal', 'hacker', 'terrorist', 'phantom');
/** Part 1 §4 roles of the ru-b lane (issue #15). */
CIVILIAN_ROLES.push('journalist', 'lawyer', 'inquisitor', 'witness', 'homeless', 'liar', 'priest', 'anonymous', 'pimp');
/** Civilian roles 21–25 of the ru-c2 lane (issue #17). */
CIVILIAN_ROLES.push('kamikaze', 'actor', 'necromancer', 'madman');
/** Black roles 5–8 of the ru-w2 lane (issue #17), skipped when the ru-w1 lane already listed them. */
for (const id of ['poisoner', 'geisha', 'executor', 'yakuza']) if (!NEGATIVE_ROLES.includes(id)) NEGATIVE_ROLES.push(id);
/** Part 2 §3.16–3.20 roles of the ru-c1 lane (issue #17). */
CIVILIAN_ROLES.push('judge', 'hero');

export const living = (state: GameState): Seat[] => state.seats.filter((s) => s.alive && !s.removed);

export const seatOf = (state: GameState, id: string): Seat => {
  const seat = state.seats.find((s) => s.id === id);
  if (!seat) throw new Error(`unknown seat ${id}`);
  return seat;
};

export const negativeOf = (seat: Seat): string | null => {
  const value = seat.attributes[NEGATIVE];
  return typeof value === 'string' ? value : null;
};

export const sideOf = (seat: Seat): Side | null => {
  const negative = negativeOf(seat);
  if (seat.faction !== BLACK) return null;
  // Yakuza r.1, r.2: the yakuza pair replaces the maniac and holds his side of the night.
  if (negative === 'yakuza') return 'maniac';
  // Boss's son r.1–r.3: the third member of the mafia, with its shots, insurance and rumours.
  if (negative === 'boss-son') return 'mafia';
  // Yakuza r.8: the head's daughter is the yakuza's Boss's son, on their (the maniac's) side.
  if (negative === 'head-daughter') return 'maniac';
  return negative === 'mafia' || negative === 'maniac' ? negative : null;
};

export const isBlack = (seat: Seat): boolean => seat.faction === BLACK;

/** Poisoner r.11, executor r.17: with every other black out he "takes a gun" and shoots as a side of his own. */
export const GUN_HOLDERS = ['poisoner', 'executor'];
export const loneGunSide = (state: GameState, seat: Seat): Side | null =>
  isBlack(seat) && GUN_HOLDERS.includes(negativeOf(seat) ?? '') && seat.alive && !seat.removed && !living(state).some((s) => s.id !== seat.id && isBlack(s)) ? 'mafia' : null;
/** The side a seat kills for: its overlay's, or a lone werewolf's gun. */
export const killerSideOf = (state: GameState, seat: Seat): Side | null =>
  sideOf(seat) ?? loneGunSide(state, seat) ?? mercenarySide(state, seat) ?? imitatorSide(state, seat) ?? geishaSide(state, seat) ?? werewolfPairSide(state, seat);

/** A living seat holds the maniac's place: the maniac, or the Imitator who becomes him (imitator r.1). */
export const maniacHeld = (state: GameState): boolean =>
  living(state).some((s) => isBlack(s) && (negativeOf(s) === 'maniac' || negativeOf(s) === 'imitator'));

/**
 * Geisha r.12, r.15 (part 2 §4.7): she kills on the maniac's side once the maniac is out (her
 * katana; reading Geisha A-K1: an Imitator who became the maniac keeps him "in"); in a game where
 * the yakuza replace the maniac she joins the side as the survivor's partner once one yakuza is out,
 * and holds the katana once both are.
 */
export function geishaSide(state: GameState, seat: Seat): Side | null {
  if (!isBlack(seat) || negativeOf(seat) !== 'geisha' || !seat.alive || seat.removed) return null;
  if (maniacHeld(state)) return null;
  const yakuza = living(state).filter((s) => isBlack(s) && negativeOf(s) === 'yakuza').length;
  return yakuza >= 2 ? null : 'maniac';
}

/** The side a seat kills or insures for as a member: its overlay's, or the Geisha's once she joined the maniac's side. */
export const memberSideOf = (state: GameState, seat: Seat): Side | null => sideOf(seat) ?? geishaSide(state, seat);

/**
 * The hired killers (part 2 §4.2; yakuza r.8): the Mercenary works for the mafia, the Ninja, his
 * mirror, for the yakuza (who hold the maniac's side). A hired killer's home side, or null.
 */
export const HIRED_KILLERS: Record<Side, string> = { mafia: 'mercenary', maniac: 'ninja' };
export const homeSideOf = (seat: Seat): Side | null => (isBlack(seat) ? (SIDES.find((side) => HIRED_KILLERS[side] === negativeOf(seat)) ?? null) : null);
export const isHired = (seat: Seat): boolean => homeSideOf(seat) !== null;

const hasEmployers = (state: GameState, side: Side): boolean => living(state).some((s) => sideOf(s) === side);

/** The yakuza are (or were) in the game (yakuza r.1): the rules of the two pairs apply, not a maniac's game's. */
export const yakuzaGame = (state: GameState): boolean => state.seats.some((s) => isBlack(s) && negativeOf(s) === 'yakuza');

/**
 * The side a living hired killer takes contracts from now: his home side while one of its members
 * lives; yakuza r.16: "a mercenary or ninja automatically moves to the opposite group when both his
 * employers die" (a game with the yakuza, while the opposite group has a member); otherwise none.
 */
export function employerSideOf(state: GameState, seat: Seat): Side | null {
  const home = homeSideOf(seat);
  if (home === null || !seat.alive || seat.removed) return null;
  if (hasEmployers(state, home)) return home;
  const other = otherSide(home);
  return yakuzaGame(state) && hasEmployers(state, other) ? other : null;
}

/** The living hired killer working for `side` now (his own side's first, then one who moved to it). */
export const hiredKillerOf = (state: GameState, side: Side): Seat | undefined =>
  living(state).find((s) => homeSideOf(s) === side && employerSideOf(state, s) === side) ?? living(state).find((s) => employerSideOf(state, s) === side);

/**
 * Mercenary r.19, r.21 (part 2 §4.2): with every seat of his side out (and, in a yakuza game, no
 * group to move to, yakuza r.16) he kills on his own, on his side's nights; the Ninja likewise
 * (yakuza r.8, his mirror).
 */
export const mercenarySide = (state: GameState, seat: Seat): Side | null => {
  const home = homeSideOf(seat);
  if (home === null || !seat.alive || seat.removed || hasEmployers(state, home)) return null;
  return employerSideOf(state, seat) === null ? home : null;
};

export const sideMembers = (state: GameState, side: Side): Seat[] => living(state).filter((s) => killerSideOf(state, s) === side);

export const otherSide = (side: Side): Side => (side === 'mafia' ? 'maniac' : 'mafia');

/** A civilian role is "alive" while a living seat holds it (INV-7: an inherited role counts as alive). */
export const roleAlive = (state: GameState, role: string): boolean => living(state).some((s) => s.role === role);

/** Team counts of the living (part 1 §3: R and B; no elite roles or phantoms exist yet). */
export function teamCounts(state: GameState): { red: number; black: number; grey: number } {
  // EL-1 (RED-2, BAR-4, GRY-3): the elite players are not in R and B (reading AMB-AG-5).
  const alive = living(state).filter((s) => s.attributes[ELITE] === undefined);
  return {
    red: alive.filter((s) => s.faction === RED).length,
    black: alive.filter((s) => s.faction === BLACK).length,
    grey: alive.filter((s) => s.faction === GREY).length,
  };
}

/** The colour a check shows (part 0 glossary): black for blacks, red for everyone else (the Faceless checks red). */
export const trueColour = (seat: Seat): 'red' | 'black' => (seat.faction === BLACK ? 'black' : 'red');

export const isExtended = (state: GameState): boolean => state.settings['format'] === 'extended';
/** Part 2 §3.26–3.30 roles of the ru-c3 lane (issue #17). */
CIVILIAN_ROLES.push('maid', 'criminalist', 'wizard', 'cultist');
// Issue #17, lane ru-civ.
CIVILIAN_ROLES.push('fanatic', 'drug-dealer', 'hypnotist', 'witch', 'collector');
/** Black roles 1–4 of the ru-ww lane (issue #17). */
NEGATIVE_ROLES.push('boss-son', 'joker');
/** Yakuza r.8 (part 2 §4.8): the head's daughter, the Boss's son's mirror. */
NEGATIVE_ROLES.push('head-daughter');
/** Black roles 2–3 of the ru-merc lane (issue #17). */
NEGATIVE_ROLES.push('mercenary', 'imitator');
/** Yakuza r.8 (part 2 §4.8): the ninja, the Mercenary's mirror. */
NEGATIVE_ROLES.push('ninja');
/** Imitator r.1 (part 2 §4.3): he becomes the maniac once no living seat holds the maniac's overlay. */
export const imitatorSide = (state: GameState, seat: Seat): Side | null =>
  isBlack(seat) && negativeOf(seat) === 'imitator' && seat.alive && !seat.removed && !living(state).some((s) => negativeOf(s) === 'maniac' && isBlack(s)) ? 'maniac' : null;
/** Joker r.16 (ru-merc): with every other black out he may take the gun instead of his check. */
GUN_HOLDERS.push('joker');

/** EXT-3 (part 4 §3.2, L131): the werewolves that may be left as a pair of the only blacks. */
const PAIR_PRIORITY = ['joker', 'executor', 'poisoner'];

/**
 * EXT-3: when the only living blacks are two of {Joker, Poisoner, Executor}, one of them becomes the
 * killer (he shoots for the mafia's side, as a lone werewolf's gun does, poisoner r.11): the Poisoner
 * if his poisoning limit is exhausted (EXT-3b: a realised poisoning, Poisoner A1), otherwise by
 * priority Joker > Executor > Poisoner (EXT-3c). The other keeps his special move.
 */
export function werewolfPairSide(state: GameState, seat: Seat): Side | null {
  if (!isBlack(seat) || !seat.alive || seat.removed) return null;
  const blacks = living(state).filter(isBlack);
  if (blacks.length !== 2 || !blacks.every((b) => PAIR_PRIORITY.includes(negativeOf(b) ?? ''))) return null;
  const poisoner = blacks.find((b) => negativeOf(b) === 'poisoner');
  const poisonings = read<Array<{ poisoner: string; realised?: boolean }>>(state, 'poisonings') ?? [];
  const exhausted = poisoner !== undefined && poisonings.some((p) => p.poisoner === poisoner.id && p.realised === true);
  const rank = (b: Seat): number => PAIR_PRIORITY.indexOf(negativeOf(b) ?? '');
  const killer = exhausted ? poisoner : [...blacks].sort((a, b) => rank(a) - rank(b))[0];
  return killer?.id === seat.id ? 'mafia' : null;
}
