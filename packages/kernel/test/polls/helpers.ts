import type { PollOption, PollSpec, PollState, Voter } from '../../src/polls';
import { castBallot, closePoll, openPoll, tallyPoll, withdrawBallot } from '../../src/polls';

export const voters = (...seats: string[]): Voter[] => seats.map((seat) => ({ seat }));
export const seatOptions = (...seats: string[]): PollOption[] => seats.map((seat) => ({ id: seat, seat }));

/** A one-slot poll among seats where every seat votes. */
export const seatPoll = (seats: string[], overrides: Partial<PollSpec> = {}): PollState =>
  openPoll({
    id: 'poll',
    voters: voters(...seats),
    options: seatOptions(...seats),
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'plurality' },
    ...overrides,
  });

let clock = 0;

/** Casts and expects acceptance (a rejection here is a broken test, so it throws). */
export const cast = (poll: PollState, voter: string, targets: string | string[], slot?: string): PollState => {
  clock += 1;
  const input = {
    voter,
    at: clock,
    ...(slot === undefined ? {} : { slot }),
    ...(typeof targets === 'string' ? { target: targets } : { targets }),
  };
  const result = castBallot(poll, input);
  if (!result.ok) throw new Error(`cast rejected: ${JSON.stringify(result.rejection)}`);
  return result.poll;
};

export const withdraw = (poll: PollState, voter: string, slot?: string): PollState => {
  clock += 1;
  const result = withdrawBallot(poll, { voter, at: clock, ...(slot === undefined ? {} : { slot }) });
  if (!result.ok) throw new Error(`withdraw rejected: ${JSON.stringify(result.rejection)}`);
  return result.poll;
};

/** Applies "voter>target" (or "voter>t1,t2", "voter:slot>target") casts in order. */
export const votes = (poll: PollState, ...lines: string[]): PollState =>
  lines.reduce((p, line) => {
    const [who = '', what = ''] = line.split('>');
    const [voter = '', slot] = who.split(':');
    const targets = what.split(',');
    return cast(p, voter, targets, slot);
  }, poll);

export const close = (poll: PollState): PollState => {
  const result = closePoll(poll);
  if (!result.ok) throw new Error('close rejected');
  return result.poll;
};

export const outcomeOf = (poll: PollState) => tallyPoll(close(poll)).outcome;

export const totalOf = (poll: PollState, option: string): number =>
  tallyPoll(poll).totals.find((t) => t.option === option)?.total ?? Number.NaN;
