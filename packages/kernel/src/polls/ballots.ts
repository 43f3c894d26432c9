import type { CastBallot, Contribution, HistoryEntry, PollRejection, PollResult, PollSlot, PollSpec, PollState, RejectionCode, Voter } from './types';
import { ABSTAIN, NONE } from './types';
import { countBallots, type Counting } from './count';
import { deriveCounting, isRowOf, rowIndex } from './incremental-count';
import { copyPoll } from './open';
import { currentBallot, findOption, findSlot, findVoter, holdsSlot, slotsHeldBy, voterCounts } from './spec';
import { MORE_THAN_HALF, neededFor } from './threshold';

/** What a caller casts: `slot` defaults to the first slot the voter holds. */
export type CastInput = {
  voter: string;
  slot?: string;
  at: number;
  /** Applies the ballot even to a `final` slot: for recorded facts (replay) and ruleset corrections such as autovotes, never for a player's command. */
  overrideFinal?: boolean;
} & ({ targets: string[] } | { target: string });

export interface WithdrawInput {
  voter: string;
  slot?: string;
  at: number;
  overrideFinal?: boolean;
}

const reject = (code: RejectionCode, params: PollRejection['params'] = {}): PollResult => ({
  ok: false,
  rejection: { code, params },
});

type SlotLookup = { ok: true; slot: PollSlot } | { ok: false; result: PollResult };

/** The named slot, or the first slot the voter holds. */
const resolveSlot = (poll: PollState, voter: string, slotId: string | undefined): SlotLookup => {
  if (slotId === undefined) {
    const first = slotsHeldBy(poll.spec, voter)[0];
    return first === undefined ? { ok: false, result: reject('slot-not-held', { voter }) } : { ok: true, slot: first };
  }
  const slot = findSlot(poll.spec, slotId);
  if (slot === undefined) return { ok: false, result: reject('unknown-slot', { slot: slotId }) };
  if (!holdsSlot(slot, voter)) return { ok: false, result: reject('slot-not-held', { voter, slot: slotId }) };
  return { ok: true, slot };
};

/** Slot rules for one named option; null when the ballot may name it. */
const checkTarget = (poll: PollState, slot: PollSlot, voter: Voter, target: string): PollResult | null => {
  if (target === NONE) return slot.allowNone === true ? null : reject('unknown-option', { option: target });
  const option = findOption(poll.spec, target);
  if (option === undefined || option.pool !== slot.pool) return reject('unknown-option', { option: target });
  // Seed 002 Councilor/Pacifist: extra ballots are "not bound by the normal voting rules".
  if (slot.unbound === true) return null;
  if (slot.noSelf === true && option.seat === voter.seat) return reject('self-vote-forbidden', { option: target });
  // Seed 002 Daytime: the individual vote must stay inside one's family, the family vote outside.
  if (slot.group === 'inside' && (voter.group === undefined || option.group !== voter.group)) {
    return reject('outside-group', { option: target });
  }
  if (slot.group === 'outside' && voter.group !== undefined && option.group === voter.group) {
    return reject('inside-group', { option: target });
  }
  return null;
};

const checkTargets = (poll: PollState, slot: PollSlot, voter: Voter, targets: string[]): PollResult | null => {
  if (targets.length === 0) return reject('no-target');
  if (targets.includes(ABSTAIN)) {
    if (slot.allowAbstain !== true) return reject('abstain-not-allowed');
    return targets.length === 1 ? null : reject('abstain-with-targets');
  }
  const max = slot.maxTargets ?? 1;
  if (targets.length > max) return reject('too-many-targets', { max });
  const duplicate = targets.find((t, i) => targets.indexOf(t) !== i);
  if (duplicate !== undefined) return reject('duplicate-target', { option: duplicate });
  for (const target of targets) {
    const problem = checkTarget(poll, slot, voter, target);
    if (problem !== null) return problem;
  }
  return null;
};

/** Seed 001 rule 7: votes on a locked option can be neither withdrawn nor moved. */
const lockedBallot = (poll: PollState, ballot: CastBallot | undefined): boolean =>
  poll.locked !== null && ballot !== undefined && ballot.targets.includes(poll.locked);

const withdrawal = (ballot: CastBallot, at: number): HistoryEntry => ({ kind: 'withdraw', voter: ballot.voter, slot: ballot.slot, targets: ballot.targets, at });

const withoutBallot = (poll: PollState, ballot: CastBallot, at: number): PollState => {
  const entry = withdrawal(ballot, at);
  const ballots = poll.ballots.filter((b) => b !== ballot);
  deriveCounting(poll.spec, poll.ballots, ballots, ballot, undefined);
  const next = copyPoll(poll);
  next.ballots = ballots;
  next.history = poll.history.append(entry);
  return next;
};

/** The eligible voters' number (`eligibleVoters(spec).length`, without building the list). */
const eligibleCount = (spec: PollSpec): number => {
  let n = 0;
  for (const v of spec.voters) if (voterCounts(spec, v)) n += 1;
  return n;
};

/**
 * Seed 001 rule 7: "a lock occurs when someone with enough votes to be lynched receives an
 * additional vote": the first of the ballot's targets whose total before it (the poll without the
 * voter's previous ballot in the slot) was at the threshold and that it raised. `counted` is the
 * counting of the ballots with it, when the cast derived one.
 */
const lockAfter = (poll: PollState, previous: CastBallot | undefined, ballots: readonly CastBallot[], ballot: CastBallot, counted: Counting | undefined): string | null => {
  const spec = poll.spec;
  const tally = spec.tally;
  if (tally.kind !== 'majority' || tally.lock !== true || poll.locked !== null) return poll.locked;
  const needed = neededFor(tally.threshold ?? MORE_THAN_HALF, eligibleCount(spec));
  if ((spec.adjustments ?? []).length > 0) {
    // An adjustment may move weight between a target's rows: count the poll before and after.
    const was = countBallots(spec, previous === undefined ? poll.ballots : poll.ballots.filter((b) => b !== previous)).totals;
    const now = countBallots(spec, ballots).totals;
    const total = (rows: typeof was, id: string) => rows.find((r) => r.option === id)?.total ?? 0;
    return ballot.targets.find((t) => total(was, t) >= needed && total(now, t) > total(was, t)) ?? null;
  }
  // Without adjustments a row is its ballots' weights in ballot order, and this ballot's is the
  // last row of each option it counts for: the total before it is the sum of the rows before
  // that one (summed as the recount sums them), the total after it the row's total.
  const { breakdown } = counted ?? countBallots(spec, ballots);
  for (const target of ballot.targets) {
    const row = breakdown[rowIndex(breakdown, target)];
    if (row === undefined) continue;
    const rows = row.contributions;
    const last = rows[rows.length - 1];
    // A ballot that adds nothing to this option leaves its total as it was: no lock.
    if (last === undefined || !isRowOf(last, ballot)) continue;
    let was = 0;
    for (let i = 0; i < rows.length - 1; i++) was += (rows[i] as Contribution).counted;
    if (was >= needed && row.total > was) return target;
  }
  return null;
};

/**
 * Casts a ballot. Casting again in the same slot replaces the previous ballot: an implicit
 * withdraw then cast, both kept in the history.
 */
export const castBallot = (poll: PollState, input: CastInput): PollResult => {
  if (poll.status === 'closed') return reject('poll-closed');
  const voter = findVoter(poll.spec, input.voter);
  if (voter === undefined) return reject('not-a-voter', { voter: input.voter });
  const lookup = resolveSlot(poll, voter.seat, input.slot);
  if (!lookup.ok) return lookup.result;
  const { slot } = lookup;
  const targets = 'targets' in input ? input.targets : [input.target];
  const problem = checkTargets(poll, slot, voter, targets);
  if (problem !== null) return problem;
  const previous = currentBallot(poll, voter.seat, slot.id);
  if (lockedBallot(poll, previous)) return reject('vote-locked', { option: poll.locked ?? '' });
  // russian-extended-4 V-2: a cast vote cannot be changed (only a new round or a revote asks again).
  if (slot.final === true && previous !== undefined && input.overrideFinal !== true) return reject('vote-final', { slot: slot.id });

  // A replacement is the withdrawal of the previous ballot (its history entry first) then the cast,
  // built in one go: the poll in between is never handed out, so it is not made.
  const history = previous === undefined ? poll.history : poll.history.append(withdrawal(previous, input.at));
  // One copy of the caller's targets, shared by the ballot and its history entry (both immutable).
  const named = [...targets];
  const ballot: CastBallot = { voter: voter.seat, slot: slot.id, targets: named, at: input.at, seq: history.length };
  const entry: HistoryEntry = { kind: 'cast', voter: voter.seat, slot: slot.id, targets: named, at: input.at };
  const ballots = [...poll.ballots, ballot];
  if (previous !== undefined) ballots.splice(ballots.indexOf(previous), 1);
  const counted = deriveCounting(poll.spec, poll.ballots, ballots, previous, ballot);
  const next = copyPoll(poll);
  next.ballots = ballots;
  next.history = history.append(entry);
  next.locked = lockAfter(poll, previous, ballots, ballot, counted);
  return { ok: true, poll: next };
};

/** Withdraws (unvotes) the voter's ballot in a slot. */
export const withdrawBallot = (poll: PollState, input: WithdrawInput): PollResult => {
  if (poll.status === 'closed') return reject('poll-closed');
  const voter = findVoter(poll.spec, input.voter);
  if (voter === undefined) return reject('not-a-voter', { voter: input.voter });
  const lookup = resolveSlot(poll, voter.seat, input.slot);
  if (!lookup.ok) return lookup.result;
  const ballot = currentBallot(poll, voter.seat, lookup.slot.id);
  if (ballot === undefined) return reject('no-ballot-to-withdraw', { voter: voter.seat, slot: lookup.slot.id });
  if (lockedBallot(poll, ballot)) return reject('vote-locked', { option: poll.locked ?? '' });
  if (lookup.slot.final === true && input.overrideFinal !== true) return reject('vote-final', { slot: lookup.slot.id });
  return { ok: true, poll: withoutBallot(poll, ballot, input.at) };
};
