import type { PollOption, PollSlot, PollSpec, PollState, Voter } from './types';
import { NONE } from './types';

export const slotsOf = (spec: PollSpec): PollSlot[] => spec.slots;

export const findSlot = (spec: PollSpec, id: string): PollSlot | undefined =>
  slotsOf(spec).find((s) => s.id === id);

export const findVoter = (spec: PollSpec, seat: string): Voter | undefined =>
  spec.voters.find((v) => v.seat === seat);

export const findOption = (spec: PollSpec, id: string): PollOption | undefined =>
  spec.options.find((o) => o.id === id);

export const holdsSlot = (slot: PollSlot, seat: string): boolean =>
  slot.holders === undefined || slot.holders.includes(seat);

/** Whether a seat that is not alive may still cast ballots in this poll (`Voter.votesWhileDead`). */
export const votesWhileDead = (spec: PollSpec, seat: string): boolean => findVoter(spec, seat)?.votesWhileDead === true;

/** Slots a seat may fill, in declared order. */
export const slotsHeldBy = (spec: PollSpec, seat: string): PollSlot[] =>
  findVoter(spec, seat) === undefined ? [] : slotsOf(spec).filter((s) => holdsSlot(s, seat));

/** Whether this voter's ballots count: seed 002 Sheriff (jailed), seed 003 (arrested). */
export const voterCounts = (spec: PollSpec, voter: Voter): boolean => {
  const ex = spec.excluded;
  if (ex === undefined) return true;
  if (ex.voters?.includes(voter.seat)) return false;
  return voter.group === undefined || !(ex.voterGroups ?? []).includes(voter.group);
};

export const optionCounts = (spec: PollSpec, option: string): boolean =>
  !(spec.excluded?.options ?? []).includes(option);

/** The eligible voters: the n of "majority of the living" (seed 001 rule 7). */
export const eligibleVoters = (spec: PollSpec): Voter[] => spec.voters.filter((v) => voterCounts(spec, v));

/**
 * Every option a total is kept for, in the documented order: the spec's options as declared,
 * then `none` if any slot allows it. All outcome lists follow this order.
 */
export const countedOptionIds = (spec: PollSpec): string[] => {
  const ids = spec.options.map((o) => o.id);
  return slotsOf(spec).some((s) => s.allowNone === true) ? [...ids, NONE] : ids;
};

/** Sorts option ids by their position in `countedOptionIds`. */
export const byOptionOrder = (spec: PollSpec): ((a: string, b: string) => number) => {
  const order = countedOptionIds(spec);
  return (a, b) => order.indexOf(a) - order.indexOf(b);
};

export const ballotWeight = (slot: PollSlot | undefined, voter: Voter): number =>
  slot?.weight ?? voter.weight ?? 1;

/** The current ballot of a voter in a slot. */
export const currentBallot = (poll: PollState, voter: string, slot: string) =>
  poll.ballots.find((b) => b.voter === voter && b.slot === slot);
