import { describe, expect, it } from 'vitest';
import type { PollExclusions, PollOption, PollSlot, PollState, Voter } from '../../src/polls';
import { castBallot, openPoll, tallyPoll, updateExclusions } from '../../src/polls';
import { votes, withdraw } from './helpers';

// seed 002 Daytime: a family vote and an individual vote each; the top families go to court and
// within each the most-voted member dies. Families: A (a1 a2 a3), B (b1 b2), C (c1 c2), D (d1), E (nobody alive).
const families: Record<string, string[]> = { A: ['a1', 'a2', 'a3'], B: ['b1', 'b2'], C: ['c1', 'c2'], D: ['d1'], E: [] };
const voterList: Voter[] = Object.entries(families).flatMap(([group, seats]) => seats.map((seat) => ({ seat, group })));
const optionList: PollOption[] = [
  ...Object.keys(families).map((group) => ({ id: `fam-${group}`, group, pool: 'family' })),
  ...voterList.map(({ seat, group }) => ({ id: seat, seat, group, pool: 'seat' }) as PollOption),
];
const slots: PollSlot[] = [
  { id: 'family', pool: 'family', group: 'outside' },
  { id: 'individual', pool: 'seat', group: 'inside', noSelf: true },
  // Councilor a1: +1 family and +1 individual vote, "not bound by the normal voting rules".
  { id: 'extra-family', pool: 'family', holders: ['a1'], unbound: true, weight: 1 },
  { id: 'extra-individual', pool: 'seat', holders: ['a1'], unbound: true, weight: 1 },
  // Pacifist b1: a negative family vote and a negative individual vote.
  { id: 'negative-family', pool: 'family', holders: ['b1'], unbound: true, weight: -1 },
  { id: 'negative-individual', pool: 'seat', holders: ['b1'], unbound: true, weight: -1 },
];

const court = (k = 3, excluded?: PollExclusions): PollState =>
  openPoll({
    id: 'day',
    voters: voterList,
    options: optionList,
    slots,
    visibility: 'counts-only',
    tally: { kind: 'top-groups', k, groupPool: 'family', memberPool: 'seat' },
    ...(excluded === undefined ? {} : { excluded }),
  });

const outcome = (poll: PollState) => tallyPoll(poll).outcome;

describe('the family and individual ballots (seed 002 Daytime)', () => {
  it.each([
    { voter: 'a1', slot: 'family', target: 'fam-A', code: 'inside-group' },
    { voter: 'a1', slot: 'individual', target: 'b1', code: 'outside-group' },
    { voter: 'a1', slot: 'individual', target: 'a1', code: 'self-vote-forbidden' },
    { voter: 'a1', slot: 'family', target: 'a2', code: 'unknown-option' },
    { voter: 'a1', slot: 'individual', target: 'fam-B', code: 'unknown-option' },
    { voter: 'a2', slot: 'extra-family', target: 'fam-B', code: 'slot-not-held' },
  ])('$voter voting $target in the $slot slot is rejected with $code', ({ voter, slot, target, code }) => {
    expect(castBallot(court(), { voter, slot, target, at: 1 })).toMatchObject({ ok: false, rejection: { code } });
  });

  it("the councilor's extra ballots are not bound by the normal rules", () => {
    const poll = votes(court(), 'a1:extra-family>fam-A', 'a1:extra-individual>a1');
    expect(poll.ballots.map((b) => b.slot)).toEqual(['extra-family', 'extra-individual']);
  });

  it('the two ballots are independent: replacing or withdrawing one keeps the other', () => {
    let poll = votes(court(), 'a2:family>fam-B', 'a2:individual>a3', 'a2:family>fam-C');
    poll = withdraw(poll, 'a2', 'family');
    expect(poll.ballots).toMatchObject([{ voter: 'a2', slot: 'individual', targets: ['a3'] }]);
  });
});

describe('the courts (seed 002 Daytime)', () => {
  it('the top families go to court and the most-voted member of each is selected', () => {
    const poll = votes(
      court(2),
      'a1:family>fam-B', 'a2:family>fam-B', 'a3:family>fam-C', 'b1:family>fam-A', 'b2:family>fam-C', 'c1:family>fam-B',
      'a1:individual>a2', 'a3:individual>a2', 'a2:individual>a3',
      'b1:individual>b2', 'b2:individual>b1',
      'c1:individual>c2', 'c2:individual>c1',
    );
    // fam-B 3, fam-C 2, fam-A 1: k = 2 sends B and C; both tie internally, so both members die.
    expect(outcome(poll)).toEqual({
      kind: 'groups',
      groups: [
        { option: 'fam-B', total: 3, selected: ['b1', 'b2'] },
        { option: 'fam-C', total: 2, selected: ['c1', 'c2'] },
      ],
    });
  });

  it('all families tied at the cut go to court', () => {
    const poll = votes(court(2), 'a1:family>fam-B', 'a2:family>fam-C', 'b1:family>fam-D', 'a1:individual>a2');
    expect(outcome(poll)).toMatchObject({ groups: [{ option: 'fam-B' }, { option: 'fam-C' }, { option: 'fam-D' }] });
  });

  it('a family with no living member takes a court place, and nobody dies from it', () => {
    const poll = votes(court(1), 'a1:family>fam-E', 'b1:family>fam-E', 'c1:family>fam-A');
    expect(outcome(poll)).toEqual({ kind: 'groups', groups: [{ option: 'fam-E', total: 2, selected: [] }] });
  });

  it('the only living member of a family in court is selected without individual votes', () => {
    const poll = votes(court(1), 'a1:family>fam-D', 'b1:family>fam-D');
    expect(outcome(poll)).toEqual({ kind: 'groups', groups: [{ option: 'fam-D', total: 2, selected: ['d1'] }] });
  });

  it('extra and negative ballots move the counts', () => {
    const poll = votes(
      court(1),
      'a2:family>fam-B', 'c1:family>fam-B', 'a3:family>fam-C', 'b2:family>fam-C',
      'a1:extra-family>fam-C', 'b1:negative-family>fam-B',
      'c1:individual>c2', 'c2:individual>c1', 'a1:extra-individual>c1', 'b1:negative-individual>c1',
    );
    const totals = tallyPoll(poll).totals;
    expect(totals.find((t) => t.option === 'fam-B')?.total).toBe(1);
    expect(outcome(poll)).toEqual({ kind: 'groups', groups: [{ option: 'fam-C', total: 3, selected: ['c1', 'c2'] }] });
  });

  describe('When the sheriff jails a player and a family', () => {
    const day = () =>
      votes(
        court(1),
        'a1:family>fam-B', 'a2:family>fam-B', 'b1:family>fam-A', 'b2:family>fam-C', 'c1:family>fam-B', 'd1:family>fam-C',
        'b1:individual>b2', 'b2:individual>b1', 'a1:individual>a2',
      );

    it.each([
      { name: 'nobody jailed', excluded: {}, groups: [{ option: 'fam-B', total: 3, selected: ['b1', 'b2'] }] },
      { name: 'a jailed voter does not count', excluded: { voters: ['a1'] }, groups: [{ option: 'fam-B', total: 2, selected: ['b1', 'b2'] }, { option: 'fam-C', total: 2, selected: ['c1', 'c2'] }] },
      { name: 'a jailed family is not sent to court', excluded: { options: ['fam-B'] }, groups: [{ option: 'fam-C', total: 2, selected: ['c1', 'c2'] }] },
      { name: 'a jailed player is not selected; the next member is', excluded: { options: ['b2'] }, groups: [{ option: 'fam-B', total: 3, selected: ['b1'] }] },
      { name: "a jailed family's members' ballots do not count", excluded: { voterGroups: ['A'] }, groups: [{ option: 'fam-C', total: 2, selected: ['c1', 'c2'] }] },
    ])('$name', ({ excluded, groups }) => {
      expect(outcome(updateExclusions(day(), excluded))).toEqual({ kind: 'groups', groups });
    });
  });
});
