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
