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

/**
 * The seer model after Bruno Wolff's werewolf odds (2001), as this repository plays it
 * (docs/balance.md, `--strategy seer`): one seer among the town. Each night the seer checks a
 * uniformly random living player she has not checked, and the wolves kill a uniformly random
 * non-wolf, or the seer once she has revealed herself. A seer alive at dawn who has found a wolf
 * reveals herself and her results; that day the town lynches the wolf. Otherwise the town lynches
 * uniformly among the living it cannot clear: everybody while the seer is hidden (her results are
 * hers alone), everybody but the revealed seer's cleared players once she has revealed. A killed
 * seer's last check is lost. Wins as in `mafiaWinProbability`, after every death.
 *
 * `town` counts the villagers besides the seer.
 */
export function seerMafiaWinProbability(town: number, mafia: number, start: Start): number {
  if (!Number.isInteger(town) || !Number.isInteger(mafia) || town < 0 || mafia < 0) throw new Error('sizes must be whole numbers ≥ 0');
  type Seer = 'hidden' | 'revealed' | 'dead';
  const memo = new Map<string, number>();
  // A branch of probability 0 is not followed (its state may have negative sizes).
  const weighted = (q: number, next: () => number): number => (q === 0 ? 0 : q * next());
  // u: living villagers not cleared, c: living villagers cleared by the seer (privately while she is
  // hidden), w: living wolves, found: the hidden seer found a wolf last night and lives to reveal it.
  const value = (phase: Start, seer: Seer, u: number, c: number, w: number, found: boolean): number => {
    if (w === 0) return 0;
    if (2 * w >= u + c + w + (seer === 'dead' ? 0 : 1)) return 1;
    const key = `${phase}/${seer}/${u}/${c}/${w}/${found}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let p: number;
    if (phase === 'day') {
      if (seer === 'hidden' && found) p = value('night', 'revealed', u, c, w - 1, false);
      else if (seer === 'hidden') {
        const n = u + c + w + 1;
        p = weighted(u / n, () => value('night', 'hidden', u - 1, c, w, false))
          + weighted(c / n, () => value('night', 'hidden', u, c - 1, w, false))
          + weighted(w / n, () => value('night', 'hidden', u, c, w - 1, false))
          // A lynched hidden seer takes her private results with her.
          + (1 / n) * value('night', 'dead', u + c, 0, w, false);
      } else {
        // The seer is dead (a revealed seer never sees another day): her cleared players are safe.
        const n = u + w;
        p = weighted(u / n, () => value('night', seer, u - 1, c, w, false)) + weighted(w / n, () => value('night', seer, u, c, w - 1, false));
      }
    } else if (seer === 'revealed') p = value('day', 'dead', u, c, w, false);
    else if (seer === 'dead') {
      const n = u + c;
      p = weighted(u / n, () => value('day', 'dead', u - 1, c, w, false)) + weighted(c / n, () => value('day', 'dead', u, c - 1, w, false));
    } else {
      // Kill and check are drawn independently: the kill among the u + c + 1 non-wolves, the check
      // among the u + w players the seer has not checked.
      const kills = u + c + 1;
      const checks = u + w;
      p = (1 / kills) * value('day', 'dead', u + c, 0, w, false);
      // A villager not yet cleared dies: the check was on him, on another such villager, or on a wolf.
      p += weighted(u / kills, () => weighted(1 / checks, () => value('day', 'hidden', u - 1, c, w, false))
        + weighted((u - 1) / checks, () => value('day', 'hidden', u - 2, c + 1, w, false))
        + weighted(w / checks, () => value('day', 'hidden', u - 1, c, w, true)));
      // A cleared villager dies: the check was on a villager not yet cleared, or on a wolf.
      p += weighted(c / kills, () => weighted(u / checks, () => value('day', 'hidden', u - 1, c, w, false))
        + weighted(w / checks, () => value('day', 'hidden', u, c - 1, w, true)));
    }
    memo.set(key, p);
    return p;
  };
  return value(start, 'hidden', town, 0, mafia, false);
}
