import { ABILITY } from './ids';

export type TargetKind = 'seat' | 'family';

/** What each redirectable ability names, so a Bumbling Bureaucrat's random redirection stays legal. */
export const TARGET_KINDS: Record<string, TargetKind[]> = {
  [ABILITY.redirect]: ['seat'],
  [ABILITY.cancel]: ['seat'],
  [ABILITY.steal]: ['seat'],
  [ABILITY.matchmake]: ['seat', 'seat'],
  [ABILITY.protect]: ['seat'],
  [ABILITY.guard]: ['seat'],
  [ABILITY.poison]: ['seat'],
  [ABILITY.attack]: ['family'],
  [ABILITY.inquire]: ['seat'],
  [ABILITY.deliver]: ['seat', 'seat'],
  [ABILITY.jail]: ['seat', 'family'],
  [ABILITY.represent]: ['seat'],
};

/**
 * Seed 002, Bumbling Bureaucrat: the player "loses the ability to choose their target"; the new
 * targets are drawn from the injected random source. Interpretation: a redirected action never
 * lands on its own actor and names distinct seats.
 */
export function randomTargets(
  ability: string,
  actor: string,
  livingSeats: readonly string[],
  families: readonly string[],
  random: () => number,
): string[] | null {
  const kinds = TARGET_KINDS[ability];
  if (!kinds) return null;
  const chosen: string[] = [];
  for (const kind of kinds) {
    const pool = kind === 'family' ? [...families] : livingSeats.filter((s) => s !== actor && !chosen.includes(s));
    if (pool.length === 0) return null;
    const pick = pool[Math.floor(random() * pool.length)];
    if (pick === undefined) return null;
    chosen.push(pick);
  }
  return chosen;
}
