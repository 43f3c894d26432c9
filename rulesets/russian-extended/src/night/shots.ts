import type { GameState } from '@mafia/kernel';
import { KEYS, read } from '../data';
import { isExtended, negativeOf, otherSide, sideMembers, SIDES, type Side } from '../model';
import { playsAsPair } from '../roles/yakuza/pair';
import { nightTakenFrom } from '../roles/yakuza/takeover';
import { undeadBonus } from '../roles/necromancer/undead-target';

/** Ledger key of a side's banked (unrealised) shots (MAF-4, MAN-4). */
export const bankKey = (side: Side): string => `shots:${side}`;
export const banked = (state: GameState, side: Side): number => state.ledger[bankKey(side)] ?? 0;

export const sideAlive = (state: GameState, side: Side): boolean => sideMembers(state, side).length > 0;

/**
 * BLK-8: a side that has left the game completely hands its unrealised shots to the remaining side,
 * in addition to the remaining side's own; a side that has left holds none. The ledger moves them
 * after the next night (apply.ts writes the banks from what each side held).
 */
export function bankHeld(state: GameState, side: Side): number {
  if (!sideAlive(state, side)) return 0;
  const other = otherSide(side);
  // Yakuza r.9: "unrealised reserve shots pass too" to the pair that took the night.
  if (nightTakenFrom(state, side)) return 0;
  if (nightTakenFrom(state, other)) return banked(state, side) + banked(state, other);
  return banked(state, side) + (sideAlive(state, other) ? 0 : banked(state, other));
}

/**
 * A side's own night: mafia on odd nights (MAF-1), the maniac on even nights (MAN-1); every night
 * once the other side has left (MAF-2, MAN-2); nights 1 and 2 of the extended format are shared
 * (EXT-4a).
 */
export function ownNight(state: GameState, side: Side, night: number): boolean {
  if (!sideAlive(state, side)) return false;
  if (!sideAlive(state, otherSide(side))) return true;
  // Yakuza r.9, r.10: a lone black facing the other intact pair has no night of his own.
  if (nightTakenFrom(state, side)) return false;
  if (nightTakenFrom(state, otherSide(side))) return true;
  if (isExtended(state) && night <= 2) return true;
  return side === 'mafia' ? night % 2 === 1 : night % 2 === 0;
}

/** K.1 / K.2: on odd nights the mafia moves first, on even nights the maniac. */
export const prioritySide = (night: number): Side => (night % 2 === 1 ? 'mafia' : 'maniac');

/** MAF-6: one shot per living mafioso; MAN-6: up to two for the maniac. */
export function capacity(state: GameState, side: Side): number {
  const members = sideMembers(state, side);
  // Yakuza r.7: the yakuza pair shoots as the mafia does, one shot per member.
  if (playsAsPair(state, side)) return members.length;
  if (members.length === 0) return 0;
  // Geisha r.13: with her katana "she cannot make two kills at once as the maniac can".
  return members.every((m) => negativeOf(m) === 'geisha') ? 1 : 2;
}

/**
 * Shots each side holds tonight: its bank (with the inherited one, BLK-8) plus the night's new shot. RED-3: no new shot on the night
 * after a witch hunt lynched two blacks. BLK-7: a new shot the side cannot realise because its bank
 * already fills its capacity passes to the other side.
 */
export function shotsTonight(state: GameState, night: number): Record<Side, number> {
  const fresh: Record<Side, number> = { mafia: 0, maniac: 0 };
  const noNewShot = read<number>(state, KEYS.noNewShotNight) === night;
  // BLK-3, BLK-4: a kill made through a civilian role used up this night's fresh shot (civilian-kills.ts).
  for (const side of SIDES) if (!noNewShot && ownNight(state, side, night) && (state.ledger[`shot-debt:${side}`] ?? 0) === 0) fresh[side] = 1;
  for (const side of SIDES) {
    const other = otherSide(side);
    if (fresh[side] > 0 && banked(state, side) >= capacity(state, side) && sideAlive(state, other) && !nightTakenFrom(state, other) && fresh[other] === 0) {
      fresh[side] -= 1;
      fresh[other] += 1;
    }
  }
  // Necromancer r.4: the extra move of the night after a side's shot laid an undead to rest.
  for (const side of SIDES) if (sideAlive(state, side)) fresh[side] += undeadBonus(state, side);
  return { mafia: bankHeld(state, 'mafia') + fresh.mafia, maniac: bankHeld(state, 'maniac') + fresh.maniac };
}

/** How many shots a side may fire tonight: what it holds, within its capacity. */
export const usableTonight = (state: GameState, side: Side, night: number): number =>
  // Necromancer r.4: the extra move comes on top of what the side may fire at once.
  Math.min(shotsTonight(state, night)[side], capacity(state, side) + undeadBonus(state, side));

/**
 * `granted`: no shot fired, the side gains one (the black madman's death with two blacks, N-MD.4).
 * `killed-undead`: the shot reached an undead and laid him to rest (necromancer r.3–r.5).
 */
export type ShotOutcome = 'killed' | 'killed-black' | 'saved' | 'prevented' | 'no-target' | 'skipped' | 'granted' | 'killed-undead';

/**
 * Whether a shot is spent. Only a kill of a red (or of anyone not black or grey) spends it:
 * a failed kill stays in reserve (MAF-3/MAN-3, MAF-4/MAN-4), a kill of a black is refunded
 * (MAF-3, MAN-3), a kill of the Faceless gives an extra move (BLK-6). EXT-5b: a shot skipped by the
 * early black-on-black limit is lost, with no reserve. Necromancer r.4: a shot "spent on an undead".
 */
export const spends = (outcome: ShotOutcome): boolean => outcome === 'killed' || outcome === 'skipped' || outcome === 'killed-undead';

/** Banks after the night: what each side held tonight minus the shots spent on its behalf. */
export function banksAfter(held: Record<Side, number>, spent: Record<Side, number>): Record<Side, number> {
  return { mafia: Math.max(0, held.mafia - spent.mafia), maniac: Math.max(0, held.maniac - spent.maniac) };
}
