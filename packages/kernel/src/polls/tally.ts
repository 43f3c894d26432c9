import type { CastBallot, GroupVerdict, PollOutcome, PollSpec, PollState, PollTally, TallySpec, TargetBreakdown } from './types';
import { countBallots } from './count';
import { pickTop } from './rank';
import { byOptionOrder, eligibleVoters, optionCounts } from './spec';
import { MORE_THAN_HALF, neededFor } from './threshold';

type Of<K extends TallySpec['kind']> = Extract<TallySpec, { kind: K }>;

const majority = (
  spec: PollSpec,
  rows: TargetBreakdown[],
  needed: number,
  locked: string | null,
): PollOutcome => {
  // Seed 001 rule 7: a locked option "will be lynched at the end of the day" whatever happens after.
  if (locked !== null) return { kind: 'selected', options: [locked] };
  const reaching = rows.filter((r) => r.total >= needed);
  if (reaching.length === 0) return { kind: 'no-decision', reason: 'no-majority' };
  // Only weighted ballots or a low threshold let two options reach it; the heavier one wins.
  return pickTop(spec, reaching, 1, undefined);
};

const plurality = (spec: PollSpec, tally: Of<'plurality'>, rows: TargetBreakdown[], ballots: readonly CastBallot[]): PollOutcome => {
  const voted = rows.filter((r) => r.total > 0);
  if (voted.length === 0) return { kind: 'no-decision', reason: 'no-ballots' };
  const candidates = voted.filter((r) => r.total >= (tally.minimum ?? 0));
  if (candidates.length === 0) return { kind: 'no-decision', reason: 'below-minimum' };
  return pickTop(spec, candidates, tally.places ?? 1, tally.tieBreak, ballots);
};

/**
 * Seed 002 Daytime: the k groups with most votes go to court, all tied at the cut included; a
 * group with no member left still takes its place. Within each group the members with most
 * votes are selected, all tied included. A group with no positive total is not sent to court
 * (interpretation: "the families with the most votes" received votes).
 */
const topGroups = (spec: PollSpec, tally: Of<'top-groups'>, rows: TargetBreakdown[]): PollOutcome => {
  const order = byOptionOrder(spec);
  const total = (id: string) => rows.find((r) => r.option === id)?.total ?? 0;
  const groupRows = spec.options
    .filter((o) => o.pool === tally.groupPool && optionCounts(spec, o.id) && total(o.id) > 0)
    .map((o) => ({ option: o, total: total(o.id) }))
    .sort((a, b) => b.total - a.total || order(a.option.id, b.option.id));
  const cut = groupRows[Math.min(tally.k, groupRows.length) - 1]?.total;
  if (cut === undefined) return { kind: 'groups', groups: [] };
  const groups: GroupVerdict[] = groupRows
    .filter((g) => g.total >= cut)
    .sort((a, b) => order(a.option.id, b.option.id))
    .map(({ option, total: groupTotal }) => {
      const group = option.group ?? option.id;
      const members = spec.options.filter(
        (o) => o.pool === tally.memberPool && o.group === group && optionCounts(spec, o.id),
      );
      const top = Math.max(...members.map((m) => total(m.id)));
      return {
        option: option.id,
        total: groupTotal,
        selected: members.filter((m) => total(m.id) === top).map((m) => m.id),
      };
    });
  return { kind: 'groups', groups };
};

/** Counts a poll (open or closed) and decides it with the tally its spec declares. */
export const tallyPoll = (poll: PollState): PollTally => {
  const { spec } = poll;
  const { totals, breakdown } = countBallots(spec, poll.ballots);
  const eligible = eligibleVoters(spec).length;
  const rows = breakdown;
  const tally = spec.tally;
  const locked = poll.locked;
  switch (tally.kind) {
    case 'majority': {
      const needed = neededFor(tally.threshold ?? MORE_THAN_HALF, eligible);
      return { totals, breakdown, eligible, locked, needed, outcome: majority(spec, rows, needed, poll.locked) };
    }
    case 'plurality':
      return { totals, breakdown, eligible, locked, needed: null, outcome: plurality(spec, tally, rows, poll.ballots) };
    case 'approval': {
      const needed = neededFor(tally.threshold, eligible);
      const yes = rows.find((r) => r.option === tally.yes)?.total ?? 0;
      return { totals, breakdown, eligible, locked, needed, outcome: { kind: 'approval', passed: yes >= needed, yes, needed } };
    }
    case 'top-groups':
      return { totals, breakdown, eligible, locked, needed: null, outcome: topGroups(spec, tally, rows) };
  }
};
