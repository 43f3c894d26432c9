/**
 * The seam between the kernel's events and the vote kernel's pure functions (./polls). Decide asks
 * whether a ballot would be accepted; evolve replays accepted ballots and must never be refused
 * (a `final` slot binds players' commands, not recorded facts such as a ruleset's autovote).
 */
import {
  castBallot,
  changePoll,
  closePoll,
  revealPoll,
  pollSeenBy,
  pollView,
  updateVoters,
  withdrawBallot,
  type PollChange,
  type PollOutcome,
  type PollState,
  type PollView,
  type PollViewer,
  type Voter,
} from './polls';
import { slotsHeldBy } from './polls/spec';
import { ABSTAIN, NONE } from './polls/types';
import type { Rejection } from './rejection';
import type { GameState } from './state';

export interface BallotInput {
  voter: string;
  slot: string;
  targets: string[];
}

type BallotCheck = ({ kind: 'cast' } & BallotInput) | { kind: 'withdraw'; voter: string; slot: string };

/**
 * The last ballot `decide` accepted and the poll it led to: the `ballot-cast` event it emits is
 * then applied (the Draft's evolve) to the same poll with the same ballot, and takes this result
 * instead of casting it again. A cache of the pure `castBallot` (a `final` slot's refusal is the
 * only difference `overrideFinal` makes, and an accepted ballot had none): never a different poll.
 */
let lastCast: { poll: PollState; voter: string; slot: string; targets: string[]; at: number; after: PollState } | null = null;

export function pollBallotRejection(poll: PollState, check: BallotCheck, at: number): Rejection | null {
  const result =
    check.kind === 'cast'
      ? castBallot(poll, { voter: check.voter, slot: check.slot, targets: check.targets, at })
      : withdrawBallot(poll, { voter: check.voter, slot: check.slot, at });
  if (result.ok && check.kind === 'cast') lastCast = { poll, voter: check.voter, slot: check.slot, targets: check.targets, at, after: result.poll };
  return result.ok ? null : { code: result.rejection.code, params: result.rejection.params };
}

function must(result: ReturnType<typeof castBallot>, what: string): PollState {
  if (!result.ok) throw new Error(`replaying ${what} was refused: ${result.rejection.code}`);
  return result.poll;
}

export const pollAfterBallot = (poll: PollState, ballot: BallotInput, at: number): PollState => {
  const hit = lastCast;
  if (hit !== null && hit.poll === poll && hit.targets === ballot.targets && hit.voter === ballot.voter && hit.slot === ballot.slot && hit.at === at) return hit.after;
  return must(castBallot(poll, { voter: ballot.voter, slot: ballot.slot, targets: ballot.targets, at, overrideFinal: true }), 'a ballot');
};

export const pollAfterWithdraw = (poll: PollState, voter: string, slot: string, at: number): PollState =>
  must(withdrawBallot(poll, { voter, slot, at, overrideFinal: true }), 'a withdrawal');

export const pollAfterVoters = (poll: PollState, voters: Voter[]): PollState => updateVoters(poll, voters);

export const pollAfterChange = (poll: PollState, change: PollChange): PollState => changePoll(poll, change);

export const pollAfterReveal = (poll: PollState): PollState => revealPoll(poll);

// The outcome travels in the event for readers of the log; the state recomputes it with tallyPoll.
export const pollAfterClose = (poll: PollState, _outcome: PollOutcome): PollState =>
  must(closePoll(poll), 'a poll closing');

export const pollViewFor = (poll: PollState, viewer: PollViewer): PollView => pollView(poll, viewer);

/**
 * A command may name a poll, or a slot of the open poll that has it (seed 002 scenario contract:
 * `{ poll: family }` and `{ poll: individual }` are the two slots of the day's court poll). Polls
 * the voter may not see are skipped.
 */
export function findPollAndSlot(
  state: GameState,
  name: string,
  slot: string | undefined,
  voter: string,
): { poll: PollState; slot: string } | null {
  // A poll the voter may not see does not exist for them (`unknown-poll`, seed 003 I-8).
  const viewer = { kind: 'voter', seat: voter } as const;
  const byId = state.polls.find((p) => p.spec.id === name && pollSeenBy(p, viewer));
  if (byId) {
    const chosen = slot ?? slotsHeldBy(byId.spec, voter)[0]?.id ?? 'main';
    return { poll: byId, slot: chosen };
  }
  const bySlot = state.polls.find((p) => p.status === 'open' && (p.spec.slots ?? []).some((s) => s.id === name) && pollSeenBy(p, viewer));
  return bySlot ? { poll: bySlot, slot: name } : null;
}

/** What a voter may name in each slot they hold right now. */
export function pollChoicesFor(poll: PollState, seat: string): Array<{ slot: string; choices: string[]; maxTargets: number }> {
  if (poll.status !== 'open') return [];
  const voter = poll.spec.voters.find((v) => v.seat === seat);
  if (!voter) return [];
  return slotsHeldBy(poll.spec, seat).map((slot) => {
    const choices: string[] = [];
    for (const o of poll.spec.options) {
      if (o.pool !== slot.pool) continue;
      if (!slot.unbound) {
        if (slot.noSelf && o.seat === seat) continue;
        if (slot.group === 'inside' && o.group !== voter.group) continue;
        if (slot.group === 'outside' && o.group === voter.group) continue;
      }
      choices.push(o.id);
    }
    if (slot.allowNone) choices.push(NONE);
    if (slot.allowAbstain) choices.push(ABSTAIN);
    return { slot: slot.id, choices, maxTargets: slot.maxTargets ?? 1 };
  });
}
