/**
 * Issue #18: the vote after the result through the API (kernel after-game-vote.ts; russian-extended
 * BP-0..BP-7): players vote with `game.afterGameVote`, the host with `host.afterGameVote` and ends it
 * with `host.closeAfterGameVote`; everyone's view shows the ballots (they are public); what the
 * kernel refuses changes nothing. Played on the sandbox with a half-of-the-voters count as its vote.
 */
import { afterGameVoteOf, type AfterGameVoteInput, type RulesetRuntime } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

/** A name passes with votes from at least half of the voters (russian-extended's BP-3, without its other rules). */
function halfOfVoters(input: AfterGameVoteInput) {
  const votes: Record<string, number> = {};
  for (const ballot of input.ballots) for (const name of ballot.names) votes[name] = (votes[name] ?? 0) + 1;
  const n = input.ballots.length;
  return { voters: n, votes, best: Object.keys(votes).filter((name) => (votes[name] ?? 0) * 2 >= n) };
}

const runtime: RulesetRuntime = { ...sandbox.runtime, afterGameVote: { id: 'best-players', count: halfOfVoters, maxPassMark: { num: 1, den: 2 } } };
const withVote = { ...sandbox, runtime } as unknown as Ruleset;
const harness = useApiHarness([withVote]);

describe('the vote after the game through the API', () => {
  it('players and the host vote after the result, the host ends it; refusals change nothing', async () => {
    const host = await harness().signedUp(`ag-${process.pid}`);
    const { gameId } = await (await host()).lobby.create({ title: 'after', rulesetId: 'sandbox', setupId: 'classic-7' });
    const players: Array<Awaited<ReturnType<ReturnType<typeof harness>['signedUp']>>> = [];
    for (let i = 0; i < 7; i++) {
      const caller = await harness().signedUp(`ag${i}-${process.pid}`);
      await (await caller()).lobby.join({ gameId, as: 'player' });
      players.push(caller);
    }
    const outsider = await harness().signedUp(`ago-${process.pid}`);
    await (await outsider()).lobby.join({ gameId, as: 'spectator' });
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const seatOf = async (caller: (typeof players)[number]) => {
      const view = await (await caller()).game.view({ gameId });
      return view.viewer.kind === 'seat' ? view.viewer.seat : '';
    };
    const [first, second] = [players[0], players[1]] as [(typeof players)[number], (typeof players)[number]];
    const a = await seatOf(first);
    const b = await seatOf(second);
    expect(await (await first()).game.afterGameVote({ gameId, names: [b] })).toMatchObject({ ok: false, rejection: { code: 'game-not-over' } });

    // The host mod-kills the mafia: the town wins.
    const state = await harness().rooms.state(gameId);
    for (const seat of state.seats.filter((s) => s.faction === 'mafia')) await (await host()).host.modkill({ gameId, seat: seat.id, reason: 'test' });
    expect((await harness().rooms.state(gameId)).result).not.toBeNull();

    expect(await (await first()).game.afterGameVote({ gameId, names: [b] })).toMatchObject({ ok: true });
    expect(await (await second()).game.afterGameVote({ gameId, names: [] })).toMatchObject({ ok: true });
    expect(await (await host()).host.afterGameVote({ gameId, names: [b] })).toMatchObject({ ok: true });
    // A spectator holds no seat: no vote.
    await expect((await outsider()).game.afterGameVote({ gameId, names: [b] })).rejects.toThrow('not-allowed-in-game');
    // zod: names are ids; only the host ends the vote; the ruleset refuses a higher pass mark.
    await expect((await first()).game.afterGameVote({ gameId, names: [''] })).rejects.toThrow();
    await expect((await first()).host.closeAfterGameVote({ gameId })).rejects.toThrow();
    const before = await harness().rooms.state(gameId);
    expect(await (await host()).host.closeAfterGameVote({ gameId, passMark: { num: 3, den: 4 } })).toMatchObject({ ok: false, rejection: { code: 'invalid-pass-mark' } });
    expect(await harness().rooms.state(gameId)).toEqual(before);

    // Public: a spectator's view and a player's view carry the same ballots.
    const seen = (await (await outsider()).game.view({ gameId })).view?.afterGameVote;
    expect(seen?.ballots).toEqual([
      { voter: a, names: [b] },
      { voter: b, names: [] },
      { voter: 'host', names: [b] },
    ]);
    expect((await (await first()).game.view({ gameId })).view?.afterGameVote).toEqual(seen);

    expect(await (await host()).host.closeAfterGameVote({ gameId })).toMatchObject({ ok: true });
    const closed = afterGameVoteOf(await harness().rooms.state(gameId), runtime.afterGameVote)?.closed;
    // Three voters (a refusal counts, BP-1c): b has 2 of 3 and passes.
    expect(closed).toEqual({ voters: 3, votes: { [b]: 2 }, best: [b] });
    expect(await (await first()).game.afterGameVote({ gameId, names: [a] })).toMatchObject({ ok: false, rejection: { code: 'after-game-vote-closed' } });
  });
});
