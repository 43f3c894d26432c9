/**
 * Exact win probabilities of the mountainous model (Braverman, Etesami and Mossel 2008), for the
 * theory check of the simulator (docs/balance.md). A day lynches a uniformly random living player
 * (a mafioso with probability m / (n + m)); a night kills one townsperson. After every death the
 * game ends: the town wins when no mafioso is left, the mafia when they are at least half of the
 * living (m ≥ n), the sandbox's win condition.
 */
export type Start = 'day' | 'night';

export function mafiaWinProbability(town: number, mafia: number, start: Start): number {
  if (!Number.isInteger(town) || !Number.isInteger(mafia) || town < 0 || mafia < 0) throw new Error('sizes must be whole numbers ≥ 0');
  const memo = new Map<string, number>();
  const value = (n: number, m: number, phase: Start): number => {
    if (m === 0) return 0;
    if (m >= n) return 1;
    const key = `${n}/${m}/${phase}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p =
      phase === 'night'
        ? value(n - 1, m, 'day')
        : (m / (n + m)) * value(n, m - 1, 'night') + (n / (n + m)) * value(n - 1, m, 'night');
    memo.set(key, p);
    return p;
  };
  return value(town, mafia, start);
}
