import { describe, expect, it } from 'vitest';
import type { PollAdjustment, Voter } from '../../src/polls';
import { openPoll, tallyPoll } from '../../src/polls';
import { seatOptions, votes } from './helpers';

// russian-extended-1 §3: weighted lynch ballots corrected per target, in the declared order.
const red = (seat: string, weight = 1): Voter => ({ seat, weight, group: 'red' });
const black = (seat: string, weight = 1): Voter => ({ seat, weight, group: 'black' });
const grey = (seat: string, weight = 1): Voter => ({ seat, weight, group: 'grey' });

const weighted = (voters: Voter[], adjustments: PollAdjustment[], targets = ['x', 'y']) =>
  openPoll({
    id: 'lynch',
    voters,
    options: seatOptions(...targets),
    slots: [{ id: 'main' }],
    visibility: 'end',
    tally: { kind: 'plurality' },
    adjustments,
  });

const row = (poll: ReturnType<typeof weighted>, option: string) =>
  tallyPoll(poll).breakdown.find((r) => r.option === option);

describe('weighted ballots with caps and barriers', () => {
  it.each([
    {
      name: 'weights add up without adjustments',
      voters: [red('r1', 3), red('r2'), black('b1', 2)],
      adjustments: [],
      lines: ['r1>x', 'r2>x', 'b1>x'],
      raw: 6,
      total: 6,
    },
    {
      name: 'RED-1: a red ballot counts at most the black cap',
      voters: [red('r1', 8), red('r2')],
      adjustments: [{ kind: 'cap-ballot', groups: ['red'], max: 6 }],
      lines: ['r1>x', 'r2>x'],
      raw: 9,
      total: 7,
    },
    {
      name: 'BLK-1: black ballots into one target sum to at most the cap',
      voters: [black('b1', 2), black('b2', 2), black('b3'), red('r1')],
      adjustments: [{ kind: 'cap-group-per-target', groups: ['black'], max: 3 }],
      lines: ['b1>x', 'b2>x', 'b3>x', 'r1>x'],
      raw: 6,
      total: 4,
    },
    {
      name: 'GRY-2: black + grey into one target capped after the black cap',
      voters: [black('b1', 2), black('b2', 2), grey('g1', 2)],
      adjustments: [
        { kind: 'cap-group-per-target', groups: ['black'], max: 3 },
        { kind: 'cap-group-per-target', groups: ['black', 'grey'], max: 4 },
      ],
      lines: ['b1>x', 'b2>x', 'g1>x'],
      raw: 6,
      total: 4,
    },
    {
      name: 'BAR edge case 1: the priest (barrier 3) receiving 2,1,1,1,1 has 2 against',
      voters: [black('b1', 2), red('r1'), red('r2'), red('r3'), red('r4')],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 3 }], firstGroups: ['black'] }],
      lines: ['b1>x', 'r1>x', 'r2>x', 'r3>x', 'r4>x'],
      raw: 6,
      total: 2,
    },
    {
      name: 'LAW-6: an exempt ballot is neither capped nor reduced; the barrier takes the others',
      voters: [red('law', 2), red('r1'), red('r2'), black('b1', 2)],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 3 }], firstGroups: ['black'], exempt: [{ option: 'x', voter: 'law' }, { option: 'y', voter: 'r1' }] }],
      lines: ['law>x', 'r1>x', 'r2>x', 'b1>x'],
      raw: 6,
      total: 2,
    },
    {
      name: 'drug dealer r.9: a barrier on one voter\'s ballots only (the others exempt from the main one meet it)',
      voters: [red('r1'), red('r2'), red('r3'), red('d', 3)],
      adjustments: [
        { kind: 'barrier', barriers: [{ option: 'x', value: 1 }], exempt: [{ option: 'x', voter: 'd' }] },
        { kind: 'barrier', barriers: [{ option: 'x', value: 2 }], only: [{ option: 'x', voter: 'd' }] },
      ],
      lines: ['r1>x', 'r2>x', 'r3>x', 'd>x'],
      raw: 6,
      total: 2,
    },
    {
      name: 'BAR-2: barriers do not stack, the largest applies',
      voters: [red('r1'), red('r2'), red('r3'), red('r4')],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 1 }, { option: 'x', value: 2 }] }],
      lines: ['r1>x', 'r2>x', 'r3>x', 'r4>x'],
      raw: 4,
      total: 2,
    },
    {
      name: 'judge r.8: a named voter keeps up to his own ceiling against a barrier holder',
      voters: [red('j', 6), red('r1', 3)],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 1 }], ballotMax: [{ voter: 'j', max: 2 }] }],
      lines: ['j>x', 'r1>x'],
      raw: 9,
      total: 2,
    },
    {
      name: 'BAR-3: a barrier never takes the total below zero',
      voters: [red('r1', 4)],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 3 }] }],
      lines: ['r1>x'],
      raw: 4,
      total: 0,
    },
    {
      name: 'BAR-4: when every red votes against the holder, the barrier counts as zero',
      voters: [red('r1', 2), red('r2'), black('b1')],
      adjustments: [{ kind: 'barrier', barriers: [{ option: 'x', value: 3 }], voidedByAllOf: 'red' }],
      lines: ['r1>x', 'r2>x'],
      raw: 3,
      total: 3,
    },
    {
      name: 'BAR-5: votes zeroed by the barrier do not count towards the black cap',
      voters: [black('b1'), black('b2'), black('b3'), red('r1')],
      adjustments: [
        { kind: 'barrier', barriers: [{ option: 'x', value: 2 }], firstGroups: ['black'] },
        { kind: 'cap-group-per-target', groups: ['black'], max: 1 },
      ],
      lines: ['b1>x', 'b2>x', 'b3>x', 'r1>x'],
      raw: 4,
      total: 2,
    },
  ])('$name', ({ voters, adjustments, lines, raw, total }) => {
    const poll = votes(weighted(voters, adjustments as PollAdjustment[]), ...lines);
    expect(row(poll, 'x')).toMatchObject({ raw, total });
  });

  it('a barrier only touches its holder', () => {
    const poll = votes(
      weighted([red('r1', 2), red('r2', 2)], [{ kind: 'barrier', barriers: [{ option: 'x', value: 1 }] }]),
      'r1>x',
      'r2>y',
    );
    expect(tallyPoll(poll).totals).toEqual([
      { option: 'x', total: 0 },
      { option: 'y', total: 2 },
    ]);
  });

  it('the breakdown shows the host which adjustment changed what, and which ballot lost weight', () => {
    const poll = votes(
      weighted(
        [black('b1'), black('b2'), red('r1', 2)],
        [
          { kind: 'cap-ballot', groups: ['red'], max: 5 },
          { kind: 'barrier', barriers: [{ option: 'x', value: 2 }], firstGroups: ['black'] },
        ],
      ),
      'b1>x',
      'r1>x',
      'b2>x',
    );
    expect(row(poll, 'x')).toEqual({
      option: 'x',
      raw: 4,
      total: 1,
      steps: [{ adjustment: 1, kind: 'barrier', before: 4, after: 1 }],
      contributions: [
        { voter: 'b1', slot: 'main', group: 'black', seq: 0, weight: 1, counted: 0 },
        { voter: 'r1', slot: 'main', group: 'red', seq: 1, weight: 2, counted: 1 },
        { voter: 'b2', slot: 'main', group: 'black', seq: 2, weight: 1, counted: 0 },
      ],
    });
  });

  it('the corrected totals decide the outcome', () => {
    const poll = votes(
      weighted([black('b1', 3), red('r1'), red('r2')], [{ kind: 'cap-group-per-target', groups: ['black'], max: 1 }]),
      'b1>x',
      'r1>y',
      'r2>y',
    );
    expect(tallyPoll(poll).outcome).toEqual({ kind: 'selected', options: ['y'] });
  });
});
