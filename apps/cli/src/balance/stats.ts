/** The 95% Wilson score interval of a proportion (wins out of games); [0, 1] for no games. */
export function wilson(successes: number, trials: number, z = 1.959963984540054): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // All or none: the bound on that side is exact (rounding would leave 0.9999999999999999).
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}

/** The seat attribute that groups seats into families (Mafia 1923's `family`). */
export const FAMILY_ATTRIBUTE = 'family';

interface FamilySeat {
  id: string;
  faction: string;
  attributes?: Readonly<Record<string, unknown>>;
}

/** The families of a table, in seat order: the distinct values of the seats' `family` attribute (none: []). */
export function familiesOf(seats: readonly { attributes?: Readonly<Record<string, unknown>> }[]): string[] {
  const families: string[] = [];
  for (const seat of seats) {
    const family = seat.attributes?.[FAMILY_ATTRIBUTE];
    if (typeof family === 'string' && !families.includes(family)) families.push(family);
  }
  return families;
}

/**
 * The families that won a game (docs/balance.md "Statistics"), in family order. A result whose
 * reason names them (`families:<A>,<B>`, Mafia 1923's win.ts) is read as written: a family may win
 * with none of its seats listed (every Civilian of it exiled, seed 002 Goal). Otherwise a family
 * wins when one of its seats is among the result's winners and holds a faction that does not know
 * its members: the informed minority (Mafia Members, seated in every family) wins as a faction,
 * never as a family.
 */
export function winningFamilies(seats: readonly FamilySeat[], result: { seats: readonly string[]; reason: string }, minority: ReadonlySet<string>): string[] {
  const won = new Set<string>();
  if (result.reason.startsWith('families:')) for (const f of result.reason.slice('families:'.length).split(',')) won.add(f);
  else {
    const winning = new Set(result.seats);
    for (const seat of seats) {
      const family = seat.attributes?.[FAMILY_ATTRIBUTE];
      if (typeof family === 'string' && winning.has(seat.id) && !minority.has(seat.faction)) won.add(family);
    }
  }
  return familiesOf(seats).filter((f) => won.has(f));
}
