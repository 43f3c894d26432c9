import type { PhasePolls, PollView } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { defaultDay, historyDays, pollsShown, voteTable } from '../src/lib/votes';

const poll = (id: string, status: 'open' | 'closed' = 'closed', history: PollView['history'] = []): PollView => ({
  id,
  status,
  visibility: 'live',
  options: [],
  mySlots: [],
  ballots: [],
  history,
  totals: null,
  locked: null,
  outcome: null,
  tally: null,
  rules: { tally: 'plurality', needed: null, lock: false, places: 1, notVoting: null },
});
const entry = (kind: 'day' | 'night', number: number, step: string, polls: PollView[]): PhasePolls => ({ phase: { kind, number, step }, polls });

describe('When the panel offers earlier phases', () => {
  const history = [
    entry('day', 1, 'vote', [poll('lynch'), poll('council')]),
    entry('day', 1, 'runoff', [poll('lynch-runoff')]),
    entry('day', 2, 'vote', [poll('lynch', 'open')]),
  ];

  it('lists the phases newest first, a runoff step joining its day, the live polls for the current day', () => {
    const live = [poll('lynch', 'open', [{ kind: 'cast', voter: 's1', slot: 'main', targets: ['s2'], at: 5 }])];
    const days = historyDays(history, { phase: { kind: 'day', number: 2 }, polls: live });
    expect(days.map((d) => [d.key, d.current, d.polls.map((p) => p.id)])).toEqual([
      ['day-2', true, ['lynch']],
      ['day-1', false, ['lynch', 'council', 'lynch-runoff']],
    ]);
    expect(days[0]?.polls[0]).toBe(live[0]);
    expect(defaultDay(days)).toBe('day-2');
  });

  it('at night, with no poll now, defaults to the latest day that had polls', () => {
    const days = historyDays(history, { phase: { kind: 'night', number: 2 }, polls: [] });
    expect(days.map((d) => d.key)).toEqual(['day-2', 'day-1']);
    expect(days.some((d) => d.current)).toBe(false);
    expect(defaultDay(days)).toBe('day-2');
  });

  it('offers nothing before any poll', () => {
    const days = historyDays([], { phase: { kind: 'night', number: 1 }, polls: [] });
    expect(days).toEqual([]);
    expect(defaultDay(days)).toBeNull();
  });

  it('keeps game order when the game starts at night', () => {
    const nightFirst = [entry('night', 1, 'vote', [poll('hunt')]), entry('day', 1, 'vote', [poll('lynch')])];
    expect(historyDays(nightFirst, { phase: { kind: 'night', number: 2 }, polls: [] }).map((d) => d.key)).toEqual(['day-1', 'night-1']);
  });
});

describe("When the chart's text alternative is read", () => {
  it('has one row per change with every candidate count at that moment, a changed vote being one change', () => {
    const table = voteTable(
      poll('lynch', 'closed', [
        { kind: 'cast', voter: 's1', slot: 'main', targets: ['s2'], at: 1000 },
        { kind: 'cast', voter: 's3', slot: 'main', targets: ['s1'], at: 2000 },
        { kind: 'withdraw', voter: 's1', slot: 'main', targets: ['s2'], at: 3000 },
        { kind: 'cast', voter: 's1', slot: 'main', targets: ['s1'], at: 3000 },
      ]),
    );
    expect(table.options).toEqual(['s2', 's1']);
    expect(table.rows).toEqual([
      { at: 1000, counts: [1, 0] },
      { at: 2000, counts: [1, 1] },
      { at: 3000, counts: [0, 2] },
    ]);
  });

  it('is empty for a poll whose ballots the viewer may not see', () => {
    expect(voteTable(poll('council'))).toEqual({ options: [], rows: [] });
  });
});

describe('The polls of a finished game (pollsShown)', () => {
  const open = { ...poll('lynch', 'open', [{ kind: 'cast', voter: 's1', slot: 'main', targets: ['s2'], at: 5 }]), rules: { tally: 'plurality' as const, needed: 4, lock: false, places: 1, notVoting: ['s3'] } };

  it('a poll the end left open reads as closed, with no "not voting yet" line; its ballots stay', () => {
    const [shown] = pollsShown([open, poll('council')], true);
    expect(shown).toMatchObject({ id: 'lynch', status: 'closed', rules: { notVoting: null, needed: 4 }, history: open.history });
  });

  it('a running game shows its polls as they are', () => {
    expect(pollsShown([open], false)).toEqual([open]);
  });
});

