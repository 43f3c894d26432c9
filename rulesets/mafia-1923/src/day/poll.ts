import type { GameState, PollSlot, PollSpec } from '@mafia/kernel';
import { COURT_POLL, POOL, SLOT } from '../ids';
import { familiesOf, familyOf, livingSeats } from '../seats';

const holdersOf = (state: GameState, role: string): string[] => livingSeats(state).filter((s) => s.role === role).map((s) => s.id);

/**
 * Seed 002, Daytime: one form, two ballots. The family vote names another family (`outside`),
 * the individual vote a member of one's own family other than oneself (`inside`, `noSelf`).
 * Councilors hold two extra unbound ballots, Pacifists two negative ones ("not bound by the
 * normal voting rules"). Ballots stay secret; counts are published (Announcements). The `k`
 * families with most votes go to court, all tied included (`top-groups`).
 */
export function courtPollSpec(state: GameState, courtFamilies: number): PollSpec {
  const living = livingSeats(state);
  const councilors = holdersOf(state, 'councilor');
  const pacifists = holdersOf(state, 'pacifist');
  const slots: PollSlot[] = [
    { id: SLOT.family, pool: POOL.family, group: 'outside' },
    { id: SLOT.individual, pool: POOL.seat, group: 'inside', noSelf: true },
  ];
  if (councilors.length > 0) {
    slots.push(
      { id: SLOT.extraFamily, pool: POOL.family, holders: councilors, unbound: true, weight: 1 },
      { id: SLOT.extraIndividual, pool: POOL.seat, holders: councilors, unbound: true, weight: 1 },
    );
  }
  if (pacifists.length > 0) {
    slots.push(
      { id: SLOT.negativeFamily, pool: POOL.family, holders: pacifists, unbound: true, weight: -1 },
      { id: SLOT.negativeIndividual, pool: POOL.seat, holders: pacifists, unbound: true, weight: -1 },
    );
  }
  return {
    id: COURT_POLL,
    voters: living.map((s) => ({ seat: s.id, group: familyOf(s) })),
    options: [
      // "a family with nobody alive ... is still counted as one of the three families sent to court"
      ...familiesOf(state).map((family) => ({ id: family, group: family, pool: POOL.family })),
      ...living.map((s) => ({ id: s.id, seat: s.id, group: familyOf(s), pool: POOL.seat })),
    ],
    slots,
    visibility: 'counts-only',
    tally: { kind: 'top-groups', k: courtFamilies, groupPool: POOL.family, memberPool: POOL.seat },
  };
}
