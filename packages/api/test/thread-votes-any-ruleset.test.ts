/**
 * Issue #21: bold votes in the in-app thread for a ruleset without its own reader (`threadVotes`:
 * only Gorny has one). The sandbox's thread reads them as a forum export is read (seed 001 rule 6:
 * bold and written out; English or Russian words; BBCode or Markdown): each counted vote is a ballot
 * of the day's poll, durable before the post is answered; what did not count says why.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

describe('bold votes in the thread of any ruleset', () => {
  it('counts [b]Vote: X[/b], **Голос: X** and an unvote; a plain vote does not count', async () => {
    const host = await harness().signedUp(`tv-${process.pid}`);
    const { gameId } = await (await host()).lobby.create({ title: 'thread votes', rulesetId: 'sandbox', setupId: 'classic-7', settings: { firstPhase: 'day' } });
    const names: string[] = [];
    const callers: Array<Awaited<ReturnType<ReturnType<typeof harness>['signedUp']>>> = [];
    for (let i = 0; i < 7; i++) {
      const username = `tv${i}-${process.pid}`;
      const caller = await harness().signedUp(username);
      await (await caller()).lobby.join({ gameId, as: 'player' });
      names.push(username);
      callers.push(caller);
    }
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const seatOf = (name: string) => harness().rooms.state(gameId).then((s) => s.seats.find((seat) => seat.name === name)?.id ?? '');
    const [a, b, c] = [callers[0], callers[1], callers[2]] as [(typeof callers)[number], (typeof callers)[number], (typeof callers)[number]];
    const [seatA, seatB] = [await seatOf(names[0] ?? ''), await seatOf(names[1] ?? '')];
    const ballots = async () => (await harness().rooms.state(gameId)).polls.find((p) => p.status === 'open')?.ballots.map((x) => [x.voter, x.targets]);

    expect(await (await a()).game.post({ gameId, channel: 'thread', body: `I think it is them. [b]Vote: ${names[1]}[/b]` })).toMatchObject({
      ok: true,
      votes: [{ counted: true, kind: 'vote', target: seatB }],
    });
    expect(await (await b()).game.post({ gameId, channel: 'thread', body: `**Голос: ${names[0]}**` })).toMatchObject({ ok: true, votes: [{ counted: true, kind: 'vote', target: seatA }] });
    expect(await (await c()).game.post({ gameId, channel: 'thread', body: `Vote: ${names[0]}` })).toMatchObject({ ok: true, votes: [{ counted: false, reason: 'not-bold' }] });
    expect(await ballots()).toEqual([
      [seatA, [seatB]],
      [seatB, [seatA]],
    ]);
    expect(await (await a()).game.post({ gameId, channel: 'thread', body: '[b]Unvote[/b]' })).toMatchObject({ ok: true, votes: [{ counted: true, kind: 'unvote' }] });
    expect(await ballots()).toEqual([[seatB, [seatA]]]);
    // A name that is nobody's: not counted, and why.
    expect(await (await c()).game.post({ gameId, channel: 'thread', body: '[b]Vote: Nobody At All[/b]' })).toMatchObject({ ok: true, votes: [{ counted: false, reason: 'unknown-name' }] });
  });
});
