import { describe, expect, it } from 'vitest';
import type { PollState, PollViewer, Visibility } from '../../src/polls';
import { pollTimeline, pollView, revealPoll, pendingVoters } from '../../src/polls';
import { close, seatPoll, votes } from './helpers';

const host: PollViewer = { kind: 'host' };
const pub: PollViewer = { kind: 'public' };
const voterA: PollViewer = { kind: 'voter', seat: 'a' };

const day = (visibility: Visibility): PollState =>
  votes(
    seatPoll(['a', 'b', 'c'], { visibility, voters: [{ seat: 'a', group: 'mafia', weight: 2 }, { seat: 'b' }, { seat: 'c' }] }),
    'a>b',
    'c>b',
  );

const seen = (poll: PollState, viewer: PollViewer) => {
  const v = pollView(poll, viewer);
  return { ballots: v.ballots.map((b) => b.voter), totals: v.totals !== null, outcome: v.outcome !== null };
};

describe('who sees ballots and when', () => {
  const all = { ballots: ['a', 'c'], totals: true };
  const own = { ballots: ['a'], totals: false, outcome: false };
  const nothing = { ballots: [], totals: false, outcome: false };
  it.each([
    { visibility: 'live', closed: false, viewer: pub, sees: { ...all, outcome: false } },
    { visibility: 'live', closed: true, viewer: pub, sees: { ...all, outcome: true } },
    { visibility: 'end', closed: false, viewer: pub, sees: nothing },
    { visibility: 'end', closed: false, viewer: voterA, sees: own },
    { visibility: 'end', closed: true, viewer: pub, sees: { ...all, outcome: true } },
    // seed 002 Announcements: only how many votes each received, never who voted whom.
    { visibility: 'counts-only', closed: false, viewer: pub, sees: nothing },
    { visibility: 'counts-only', closed: true, viewer: pub, sees: { ballots: [], totals: true, outcome: true } },
    { visibility: 'counts-only', closed: true, viewer: voterA, sees: { ballots: ['a'], totals: true, outcome: true } },
    { visibility: 'hidden', closed: true, viewer: pub, sees: nothing },
    { visibility: 'hidden', closed: true, viewer: voterA, sees: own },
    { visibility: 'hidden', closed: true, viewer: host, sees: { ...all, outcome: true } },
  ] as const)('$visibility (closed: $closed) seen by $viewer.kind', ({ visibility, closed, viewer, sees }) => {
    const poll = closed ? close(day(visibility)) : day(visibility);
    expect(seen(poll, viewer)).toEqual(sees);
  });

  it('a hidden poll becomes visible once the host reveals it', () => {
    expect(seen(revealPoll(close(day('hidden'))), pub)).toEqual({ ballots: ['a', 'c'], totals: true, outcome: true });
  });

  it('weights and groups never reach players; the host gets the breakdown', () => {
    const view = pollView(close(day('live')), pub);
    expect(JSON.stringify(view)).not.toContain('mafia');
    expect(view.tally).toBeNull();
    expect(pollView(day('live'), host).tally?.breakdown.find((r) => r.option === 'b')?.total).toBe(3);
  });

  it('a voter sees their slots and own history only, while ballots are secret', () => {
    const view = pollView(day('end'), voterA);
    expect(view.mySlots).toEqual(['main']);
    expect(view.history.map((h) => h.voter)).toEqual(['a']);
  });
});

describe('vote history as a time series', () => {
  it('gives one point per change of each option total, a replacement at one time being one point', () => {
    let poll = seatPoll(['a', 'b', 'c']);
    poll = votes(poll, 'a>b', 'c>b', 'a>c');
    const at = poll.history.toArray().map((h) => h.at);
    expect(pollTimeline(poll)).toEqual([
      { option: 'a', points: [] },
      { option: 'b', points: [{ at: at[0], total: 1 }, { at: at[1], total: 2 }, { at: at[3], total: 1 }] },
      { option: 'c', points: [{ at: at[3], total: 1 }] },
    ]);
  });
});

describe('pending voters', () => {
  it('lists voters without a ballot in every slot open to all', () => {
    expect(pendingVoters(day('live'))).toEqual(['b']);
  });
});
