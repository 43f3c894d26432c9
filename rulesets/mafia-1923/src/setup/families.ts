/**
 * Seed 002, Setup: "Every family will consist of either 8 or 10 players. Families of 8 will have
 * 1 Mafia Member, and families of 10 will have 2 Mafia Members."
 */
export const FAMILY_SIZES = [8, 10] as const;
export const mafiaPerFamily = (size: number): number => (size === 10 ? 2 : 1);

/**
 * Every way to split `players` into families of 8 and 10, best first: the split that lets the
 * most whole-family sign-ups keep their size, then the one with more families of 10.
 */
export function familySizes(players: number, wholeEights: number, wholeTens: number): number[] | null {
  let best: { eights: number; tens: number; score: number } | null = null;
  for (let tens = Math.floor(players / 10); tens >= 0; tens--) {
    const rest = players - tens * 10;
    if (rest % 8 !== 0) continue;
    const eights = rest / 8;
    const score = Math.min(eights, wholeEights) + Math.min(tens, wholeTens);
    if (!best || score > best.score) best = { eights, tens, score };
  }
  if (!best || best.eights + best.tens === 0) return null;
  return [...Array<number>(best.tens).fill(10), ...Array<number>(best.eights).fill(8)];
}
