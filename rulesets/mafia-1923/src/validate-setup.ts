import { factionOfSeat, type Ruleset, type SetupProblem, type SetupSeat } from '@mafia/ruleset-kit';
import { FAMILY, MAFIA } from './ids';
import { FAMILY_SIZES, mafiaPerFamily } from './setup/families';

/**
 * Mafia 1923's checks of a custom setup (issue #22). Seed 002, Setup: "Every family will consist
 * of either 8 or 10 players. Families of 8 will have 1 Mafia Member, and families of 10 will have
 * 2". A seat belongs to the family its `family` attribute names. Reading (README, Interpretations):
 * a family's "Mafia Members" are its seats of the mafia faction (a Mafia Boss counts), so a family
 * without one is "a family without a boss" (`family-without-mafia`); the game is played between at
 * least two families.
 */
export function validate1923Setup({ seats }: { seats: SetupSeat[] }, ruleset: Ruleset): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const families = new Map<string, SetupSeat[]>();
  let homeless = 0;
  for (const seat of seats) {
    const family = seat.attributes?.[FAMILY];
    if (typeof family !== 'string' || family.trim() === '') {
      homeless += 1;
      continue;
    }
    families.set(family, [...(families.get(family) ?? []), seat]);
  }
  if (homeless > 0) problems.push({ code: 'seat-without-family', params: { count: homeless } });
  if (families.size < 2) problems.push({ code: 'too-few-families', params: { count: families.size } });
  for (const [family, members] of families) {
    const size = members.length;
    if (!(FAMILY_SIZES as readonly number[]).includes(size)) {
      problems.push({ code: 'family-wrong-size', params: { family, size } });
      continue;
    }
    const mafia = members.filter((seat) => factionOfSeat(ruleset, seat) === MAFIA).length;
    const needed = mafiaPerFamily(size);
    if (mafia === 0) problems.push({ code: 'family-without-mafia', params: { family } });
    else if (mafia !== needed) problems.push({ code: 'family-wrong-mafia', params: { family, size, count: mafia, needed } });
  }
  return problems;
}
