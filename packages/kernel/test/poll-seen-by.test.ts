import { describe, expect, it } from 'vitest';
import { availableCommands, evolve, openPoll, pollHistory, pollSeenBy, type PollSpec, type RulesetRuntime, type Viewer } from '../src';
import { runtime } from './fixture';
import { everyViewer, play } from './play';

/**
 * Seed 003 CB-D16.2: the BO leader election is seen by its voters only (and the host). In the
 * fixture the wolves Ann (a) and Eve (e) play the BO; `arrested` blocks votes, as in Conan BO.
 */
const rules: RulesetRuntime = {
  ...runtime,
  statuses: { arrested: { blocksActions: true, blocksVotes: true, visibility: 'public' } },
};

const election = (extra: Partial<PollSpec> = {}): PollSpec => ({
  id: 'wolf-leader',
  voters: [{ seat: 'a' }, { seat: 'e' }],
  options: [
    { id: 'a', seat: 'a' },
    { id: 'e', seat: 'e' },
  ],
  slots: [{ id: 'main' }],
  visibility: 'live',
  tally: { kind: 'majority' },
  seenBy: 'voters',
  eligibility: { ignoreStatuses: 'all' },
  ...extra,
});

function game(spec: PollSpec = election()) {
  const g = play(rules);
  g.advanceTo('day');
  // Opened as a ruleset's hook would: into the state and the log, so the vote history folds it too.
  const opened = { type: 'poll-opened', poll: openPoll(spec) } as const;
  g.game.state = evolve(g.game.state, opened);
  g.game.events.push(opened);
  return g;
}

const pollIds = (g: ReturnType<typeof game>, viewer: Viewer): string[] => g.view(viewer).polls.map((p) => p.id);
const seat = (id: string): Viewer => ({ kind: 'seat', seat: id });

describe("a poll seen by its voters (seenBy: 'voters')", () => {
  it('is in the view of its voters and the host only; the public lynch stays in everyone’s', () => {
    const g = game();
    expect(g.code({ type: 'cast-ballot', seat: 'a', poll: 'wolf-leader', targets: ['e'] })).toBeNull();
    expect(pollIds(g, { kind: 'host' })).toEqual(['lynch', 'wolf-leader']);
    for (const viewer of everyViewer(g.game.state)) {
      const voter = viewer.kind === 'seat' && (viewer.seat === 'a' || viewer.seat === 'e');
      expect(pollIds(g, viewer), JSON.stringify(viewer)).toEqual(voter ? ['lynch', 'wolf-leader'] : ['lynch']);
    }
    // Live ballots: the other voter sees Ann's ballot and the totals.
    const eve = g.view(seat('e')).polls.find((p) => p.id === 'wolf-leader');
    expect(eve?.ballots.map((b) => [b.voter, b.targets])).toEqual([['a', ['e']]]);
    expect(eve?.totals?.find((t) => t.option === 'e')?.total).toBe(1);
  });

  it('refuses a non-voter’s ballot as if the poll did not exist (unknown-poll), and offers it to no one else', () => {
    const g = game();
    expect(g.code({ type: 'cast-ballot', seat: 'c', poll: 'wolf-leader', targets: ['a'] })).toBe('unknown-poll');
    expect(g.code({ type: 'withdraw-ballot', seat: 'c', poll: 'wolf-leader' })).toBe('unknown-poll');
    // A visible poll still answers a non-voter with its own code.
    const open = game(election({ seenBy: 'everyone' }));
    expect(open.code({ type: 'cast-ballot', seat: 'c', poll: 'wolf-leader', targets: ['a'] })).toBe('not-a-voter');
    const offered = (id: string) => availableCommands(rules, g.game.state, id).flatMap((c) => (c.type === 'cast-ballot' ? [c.poll] : []));
    expect(offered('c')).toEqual(['lynch']);
    expect(offered('a')).toEqual(['lynch', 'wolf-leader']);
  });

  it('lets a voter vote despite a status that blocks the lynch (CB-33: arrested BO members elect)', () => {
    const g = game();
    g.game.state = evolve(g.game.state, { type: 'status-added', seat: 'e', status: { id: 'arrested' } });
    expect(g.code({ type: 'cast-ballot', seat: 'e', poll: 'lynch', targets: ['c'] })).toBe('voter-cannot-vote');
    expect(g.code({ type: 'cast-ballot', seat: 'e', poll: 'wolf-leader', targets: ['e'] })).toBeNull();
  });

  it('stays out of a non-voter’s vote history after the phase, and in a voter’s', () => {
    const g = game();
    expect(g.code({ type: 'cast-ballot', seat: 'a', poll: 'wolf-leader', targets: ['a'] })).toBeNull();
    g.advanceTo('night');
    const ids = (viewer: Viewer) => pollHistory(g.game.events, viewer).flatMap((h) => h.polls.map((p) => p.id));
    expect(ids({ kind: 'host' })).toContain('wolf-leader');
    expect(ids(seat('e'))).toContain('wolf-leader');
    for (const viewer of [seat('b'), seat('c'), seat('d'), { kind: 'spectator' } as const]) {
      expect(ids(viewer), JSON.stringify(viewer)).toEqual(['lynch']);
    }
  });

  it('pollSeenBy: the host always; a seat that was a voter and cast a ballot keeps seeing it after leaving the list', () => {
    const poll = openPoll(election());
    expect(pollSeenBy(poll, { kind: 'host' })).toBe(true);
    expect(pollSeenBy(poll, { kind: 'public' })).toBe(false);
    expect(pollSeenBy(poll, { kind: 'voter', seat: 'a' })).toBe(true);
    expect(pollSeenBy(poll, { kind: 'voter', seat: 'c' })).toBe(false);
    const everyone = openPoll(election({ seenBy: undefined }));
    expect(pollSeenBy(everyone, { kind: 'public' })).toBe(true);
  });
});
