import type { Threshold } from './types';

/** Seed 001 rule 7: "half of the remaining number of players + 1 rounded down" = more than half. */
export const MORE_THAN_HALF: Threshold = { kind: 'share', num: 1, den: 2, strict: true };

/** The weight an option needs, given n eligible voters. */
export const neededFor = (threshold: Threshold, eligible: number): number => {
  if (threshold.kind === 'count') return threshold.atLeast;
  const exact = (eligible * threshold.num) / threshold.den;
  // strict: the smallest whole number above the share, so floor(n/2)+1 for one half.
  return threshold.strict ? Math.floor(exact) + 1 : Math.ceil(exact);
};
