// The Investigator held by a black (part 3 §3.2, l.87).
import type { Seat } from '@mafia/kernel';
import { GREY, isBlack } from '../../model';

/**
 * Whether the vigilante's right ends with this kill. INV-5: a red holder shoots "until he kills a
 * negative or the Faceless". N-INV.1: a black holder "loses the right to shoot after killing any red
 * player or the Faceless"; killing a black does not end it (reading N-INV A1, README
 * "Interpretations": the clause names only reds and the Faceless).
 */
export function vigilanteRightEnds(shooter: Seat, victim: Seat): boolean {
  if (isBlack(shooter)) return !isBlack(victim) || victim.faction === GREY;
  return isBlack(victim) || victim.faction === GREY;
}
