import type { GameState, PollSpec } from '@mafia/kernel';
import { correctionAdjustments, type Barrier } from '../corrections/caps';
import { KEYS, read } from '../data';
import { living, teamCounts } from '../model';
import { POLITICIAN_BARRIER } from '../roles/politician';
import { activePhantoms } from '../roles/phantom';
import { priestBarrier } from '../roles/priest';
import { copiedPriestBarriers } from '../roles/actor/weakened';
import { withJudgeCeiling } from '../roles/judge';
import { HERO_BARRIER, heroes } from '../roles/hero';
import { protectedToday } from './mayor';
import { drugBarriers } from '../roles/drug-dealer/bank';
import { withSummedBarriers } from '../roles/drug-dealer/summed-barriers';
import { withElite } from '../roles/elite';

/** The numbers and barriers of today's vote (part 1 §3), for the adjustments. */
export function correctionsFor(state: GameState) {
  const counts = teamCounts(state);
  const barriers: Barrier[] = living(state)
    .filter((s) => s.role === 'politician')
    .map((s) => ({ seat: s.id, value: POLITICIAN_BARRIER, team: s.faction }));
  // PRI-9: the priest's barrier (BAR-6: the politician's first, then the lawyer's, then the priest's).
  for (const s of living(state).filter((p) => p.role === 'priest')) barriers.push({ seat: s.id, value: priestBarrier(state), team: s.faction });
  // actor r.26: a copied priest's barrier, one third weaker.
  barriers.push(...copiedPriestBarriers(state));
  // Hero r.12: a single vote barrier.
  for (const s of heroes(state)) barriers.push({ seat: s.id, value: HERO_BARRIER, team: s.faction });
  const own = [...barriers];
  // drug-dealer r.2, r.13: today's drug barriers (single, double; triple: reading A4).
  const drug = drugBarriers(state);
  for (const [seat, value] of Object.entries(drug)) barriers.push({ seat, value, team: state.seats.find((s) => s.id === seat)?.faction ?? '' });
  const adjustments = correctionAdjustments({ reds: counts.red, blacks: counts.black, redLynched: read<boolean>(state, KEYS.redLynched) === true }, barriers);
  // Judge r.8: a judge above weight 3 keeps 2 against a barrier holder; drug dealer r.9: the dealer meets the sum.
  return withJudgeCeiling(state, withSummedBarriers(state, adjustments, own, drug));
}

/** PHA-8, PHA-10: the dead seats under the phantom effect, listed as voters of today's votes. */
export const phantomVoters = (state: GameState) =>
  activePhantoms(state).map((id) => ({ seat: id, group: state.seats.find((s) => s.id === id)?.faction ?? '', votesWhileDead: true }));

/**
 * A day vote among the living: each voter's group is his team (the corrections cap by team),
 * ballots on players nobody may vote against do not count (V-8; they become autovotes at close,
 * V-6c).
 */
export function dayVoteSpec(state: GameState, id: string, slot: PollSpec['slots'][number], tally: PollSpec['tally']): PollSpec {
  const seats = living(state);
  const shielded = protectedToday(state);
  // AG-1, MA-1, MA-3, SV-1, SV-3a: the elite players (roles/elite).
  return withElite(state, {
    id,
    // PHA-8: players under the phantom effect "keep the ability to vote" while dead (not options: nobody lynches the dead).
    voters: [...seats.map((s) => ({ seat: s.id, group: s.faction })), ...phantomVoters(state)],
    options: seats.map((s) => ({ id: s.id, seat: s.id })),
    slots: [slot],
    visibility: 'live',
    tally,
    adjustments: correctionsFor(state),
    ...(shielded.length > 0 ? { excluded: { options: shielded } } : {}),
  });
}
