import { describe, expect, it } from 'vitest';
import { archivePolls, emptyPollArchive, pollHistory, pollHistoryFor, viewFor, type PollView, type Viewer } from '../src';
import { historyRuntime, historySeats, playTwoDays } from './poll-history-fixture';

const host: Viewer = { kind: 'host' };
const spectator: Viewer = { kind: 'spectator' };
const seat = (id: string): Viewer => ({ kind: 'seat', seat: id });
const VIEWERS: Viewer[] = [host, spectator, ...historySeats.map((s) => seat(s.id))];

const label = (v: Viewer) => (v.kind === 'seat' ? `seat ${v.seat}` : v.kind);
const phases = (history: ReturnType<typeof pollHistory>) => history.map((h) => [`${h.phase.kind}-${h.phase.number}/${h.phase.step}`, h.polls.map((p) => p.id)]);
const at = (history: ReturnType<typeof pollHistory>, index: number, poll: string): PollView => {
  const found = history[index]?.polls.find((p) => p.id === poll);
  if (!found) throw new Error(`no ${poll} in entry ${index}`);
  return found;
};

describe('vote history per phase', () => {
  it('keeps day 1 whole after the phase ended: both polls, then the runoff as its own poll', () => {
    const { game } = playTwoDays();
    const history = pollHistory(game.events, seat('e'));
    expect(phases(history)).toEqual([
      ['day-1/vote', ['lynch', 'council']],
      ['day-1/runoff', ['lynch-runoff']],
      ['day-2/vote', ['lynch', 'council']],
    ]);
    const day1 = at(history, 0, 'lynch');
    expect(day1.status).toBe('closed');
    expect(day1.history.map((h) => [h.voter, h.kind, h.at])).toEqual([
      ['a', 'cast', 1_000],
      ['b', 'cast', 2_000],
      ['c', 'cast', 3_000],
      ['d', 'cast', 4_000],
    ]);
    expect(day1.outcome).toEqual({ kind: 'tie', selected: [], tied: ['c', 'd'], places: 1 });
    const runoff = at(history, 1, 'lynch-runoff');
    expect(runoff.options.map((o) => o.id)).toEqual(['c', 'd']);
    expect(runoff.history.map((h) => [h.voter, h.at])).toEqual([
      ['a', 6_000],
      ['b', 7_000],
      ['e', 8_000],
    ]);
    expect(runoff.outcome).toEqual({ kind: 'selected', options: ['c'] });
  });

  it('day 2 is the live day: a change of mind is a withdraw and a cast at the same time', () => {
    const { game } = playTwoDays();
    const day2 = at(pollHistory(game.events, spectator), 2, 'lynch');
    expect(day2.status).toBe('open');
    expect(day2.history.filter((h) => h.voter === 'b').map((h) => [h.kind, h.at])).toEqual([
      ['cast', 20_500],
      ['withdraw', 21_000],
      ['cast', 21_000],
    ]);
  });

  it('a poll opened again under its id (updated exclusions) stays one poll in its phase', () => {
    const { game, run } = playTwoDays();
    run({ type: 'close-step' }, 30_000);
    const history = pollHistory(game.events, host);
    expect(phases(history).slice(2)).toEqual([['day-2/vote', ['lynch', 'council']]]);
    // f was excluded before the close: the host's tally shows its ballot no longer counts.
    expect(at(history, 2, 'lynch').totals).toEqual([
      { option: 'a', total: 1 },
      { option: 'b', total: 0 },
      { option: 'd', total: 2 },
      { option: 'e', total: 0 },
      { option: 'f', total: 0 },
    ]);
    expect(at(history, 2, 'lynch').outcome).toEqual({ kind: 'selected', options: ['d'] });
  });

  it.each([
    ['a spectator', spectator, []],
    ['a voter who did not vote', seat('e'), []],
    ['a voter who voted', seat('a'), ['a']],
  ] as const)('the hidden council of day 1 tells %s nothing but their own ballot', (_name, viewer, voters) => {
    const { game } = playTwoDays();
    const council = at(pollHistory(game.events, viewer), 0, 'council');
    expect(council.status).toBe('closed');
    expect(council.ballots.map((b) => b.voter)).toEqual(voters);
    expect(council.history.map((h) => h.voter)).toEqual(voters);
    expect(council.totals).toBeNull();
    expect(council.outcome).toBeNull();
    expect(council.tally).toBeNull();
  });

  it('the host sees the hidden council whole, with its tally', () => {
    const { game } = playTwoDays();
    const council = at(pollHistory(game.events, host), 0, 'council');
    expect(council.ballots.map((b) => [b.voter, b.targets])).toEqual([
      ['a', ['yes']],
      ['b', ['no']],
      ['c', ['yes']],
    ]);
    expect(council.tally).not.toBeNull();
  });

  it('is empty before the start and refuses an unknown seat as viewFor does', () => {
    expect(pollHistory([], spectator)).toEqual([]);
    const { game } = playTwoDays();
    expect(() => pollHistory(game.events, seat('zed'))).toThrow(/unknown seat/);
  });

  it('extending an archive gives the same history as folding the whole log', () => {
    const { game } = playTwoDays();
    for (const cut of [1, 17, game.events.length - 3]) {
      const first = archivePolls(emptyPollArchive(), game.events.slice(0, cut));
      const whole = archivePolls(first, game.events.slice(cut));
      expect(whole.state).toEqual(game.states[game.states.length - 1]);
      for (const viewer of VIEWERS) expect(pollHistoryFor(whole, viewer)).toEqual(pollHistory(game.events, viewer));
    }
  });
});

describe('conformance: the history holds nothing the viewer did not see live', () => {
  it('after every event, for every viewer: past polls as last seen live, current polls exactly as viewFor shows them', () => {
    const { game, run } = playTwoDays();
    run({ type: 'close-step' }, 30_000);
    run({ type: 'close-step' }, 31_000);
    const seen = new Map<string, Set<string>>(VIEWERS.map((v) => [label(v), new Set<string>()]));
    let archive = emptyPollArchive();
    game.events.forEach((event, index) => {
      archive = archivePolls(archive, [event]);
      const state = game.states[index + 1];
      if (!state || state.seats.length === 0) return;
      for (const viewer of VIEWERS) {
        const live = viewFor(historyRuntime, state, viewer).polls;
        const mine = seen.get(label(viewer)) as Set<string>;
        for (const poll of live) mine.add(JSON.stringify(poll));
        const history = pollHistoryFor(archive, viewer).flatMap((h) => h.polls);
        for (const poll of history) expect(mine.has(JSON.stringify(poll)), `${label(viewer)} after event ${index + 1}: ${poll.id}`).toBe(true);
        const current = history.slice(history.length - live.length);
        const byId = (list: PollView[]) => [...list].sort((x, y) => x.id.localeCompare(y.id));
        expect(byId(current), `${label(viewer)} after event ${index + 1}`).toEqual(byId(live));
      }
    });
    expect(pollHistory(game.events, host).map((h) => h.phase)).toEqual([
      { kind: 'day', number: 1, step: 'vote' },
      { kind: 'day', number: 1, step: 'runoff' },
      { kind: 'day', number: 2, step: 'vote' },
    ]);
  });
});
