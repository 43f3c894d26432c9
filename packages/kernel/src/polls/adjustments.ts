import type { Contribution, PollAdjustment, PollSpec } from './types';
import { eligibleVoters, optionCounts } from './spec';

/**
 * The place of a modifier's row among the ballots: after every ballot, so that a modifier is never
 * "the earliest ballot" of a tie-break, and JSON-safe (the host's breakdown travels as JSON).
 */
export const MODIFIER_SEQ = Number.MAX_SAFE_INTEGER;

const inGroups = (c: Contribution, groups: readonly string[]): boolean =>
  c.group !== null && groups.includes(c.group);

/**
 * Removes `amount` units of counted weight from the given contributions, latest ballot first,
 * never taking a ballot below zero. Which ballots lose weight does not change this target's
 * total; it only matters to later adjustments, and "latest first" keeps that deterministic.
 */
const removeUnits = (contributions: Contribution[], amount: number): number => {
  let left = amount;
  for (const c of [...contributions].sort((a, b) => b.seq - a.seq)) {
    if (left <= 0) break;
    if (c.counted <= 0) continue;
    const cut = Math.min(c.counted, left);
    c.counted -= cut;
    left -= cut;
  }
  return amount - left;
};

const barrierValue = (adj: Extract<PollAdjustment, { kind: 'barrier' }>, option: string): number | null => {
  const values = adj.barriers.filter((b) => b.option === option).map((b) => b.value);
  // russian-extended-1 BAR-2: barriers do not stack, the largest applies.
  return values.length === 0 ? null : Math.max(...values);
};

/** BAR-4: when every eligible voter of the group voted against the holder, the barrier is zero. */
const voidedByGroup = (spec: PollSpec, group: string, contributions: Contribution[]): boolean => {
  const members = eligibleVoters(spec).filter((v) => v.group === group);
  return members.length > 0 && members.every((m) => contributions.some((c) => c.voter === m.seat));
};

/** Applies one adjustment to the contributions into one target, in place. */
export const applyAdjustment = (
  spec: PollSpec,
  adj: PollAdjustment,
  option: string,
  contributions: Contribution[],
): void => {
  switch (adj.kind) {
    case 'cap-ballot': {
      // RED-1: no boost may raise one voter's ballot above the cap.
      for (const c of contributions) if (inGroups(c, adj.groups) && c.counted > adj.max) c.counted = adj.max;
      return;
    }
    case 'cap-group-per-target': {
      // BLK-1 / GRY-2: the summed weight of these groups into one target is capped.
      const members = contributions.filter((c) => inGroups(c, adj.groups));
      const sum = members.reduce((s, c) => s + c.counted, 0);
      if (sum > adj.max) removeUnits(members, sum - adj.max);
      return;
    }
    case 'barrier': {
      const value = barrierValue(adj, option);
      if (value === null) return;
      if (adj.voidedByAllOf !== undefined && voidedByGroup(spec, adj.voidedByAllOf, contributions)) return;
      // An exempt voter's ballot is left as it is (LAW-6); the barrier works on the others only.
      const exempt = new Set((adj.exempt ?? []).filter((e) => e.option === option).map((e) => e.voter));
      // `only`: a barrier on named voters' ballots alone (drug dealer r.9).
      const only = adj.only === undefined ? null : new Set(adj.only.filter((o) => o.option === option).map((o) => o.voter));
      if (only !== null && only.size === 0) return;
      const touched = contributions.filter((c) => !exempt.has(c.voter) && (only === null || only.has(c.voter)));
      // BAR-1: each ballot against a barrier holder counts at most 1, or the voter's own ceiling.
      for (const c of touched) {
        const max = adj.ballotMax?.find((b) => b.voter === c.voter)?.max ?? 1;
        if (c.counted > max) c.counted = max;
      }
      // BAR-5: the barrier removes the first groups' (black) ballots first; BAR-3: never below zero.
      const first = adj.firstGroups ?? [];
      const removed = removeUnits(
        touched.filter((c) => inGroups(c, first)),
        value,
      );
      removeUnits(
        touched.filter((c) => !inGroups(c, first)),
        value - removed,
      );
      return;
    }
    case 'offset': {
      // Seed 003 CB-D21.2: accuse +1, accompany −1; "a total never goes below 0". A modifier on an
      // option whose ballots do not count (an excluded option) counts for nothing either.
      if (adj.option !== option || !optionCounts(spec, option)) return;
      const total = contributions.reduce((s, c) => s + c.counted, 0);
      // `0 - x`, not `-x`: a modifier that removes nothing counts 0, not −0.
      const counted = adj.delta >= 0 ? adj.delta : 0 - Math.min(-adj.delta, Math.max(0, total));
      contributions.push({ voter: adj.source ?? '', slot: '', group: null, seq: MODIFIER_SEQ, weight: adj.delta, counted, modifier: true });
      return;
    }
  }
};
