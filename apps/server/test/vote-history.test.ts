/**
 * history.votes (issue 7, the vote-history chart per day) over the real API: after a day ended,
 * every member still gets that day's polls, each exactly as `viewFor` showed it to them at some
 * moment of the game (never more), and the same answer as the kernel's `pollHistory` on the log.
 */
import { emptyState, evolve, pollHistory, viewFor, type GameState, type KernelEvent, type Viewer } from '@mafia/kernel';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedRulesets } from '../src';
import { signedUp, startedGame, useServer, type Client, type SeatedGame } from './helpers';

const ctx = useServer();
const sandbox = installedRulesets.find((r) => r.id === 'sandbox');

async function eventLog(gameId: string): Promise<KernelEvent[]> {
  const rows = await ctx().db.pool.query<{ payload: KernelEvent }>('SELECT payload FROM "GameEvent" WHERE "gameId" = $1 ORDER BY seq', [gameId]);
  return rows.rows.map((r) => r.payload);
}

/** Closes steps (publishing held-back nights) until the clock is in `phase`. */
async function advanceTo(game: SeatedGame, kind: 'day' | 'night', number: number): Promise<void> {
  for (let guard = 0; guard < 10; guard++) {
    const view = (await game.host.api.host.view.query({ gameId: game.gameId })).view;
    if (view?.pending) {
      expect((await game.host.api.host.publish.mutate({ gameId: game.gameId })).ok).toBe(true);
      continue;
    }
    if (view?.clock.phase.kind === kind && view.clock.phase.number === number) return;
    expect((await game.host.api.host.closeStep.mutate({ gameId: game.gameId })).ok).toBe(true);
  }
  throw new Error(`never reached ${kind} ${number}`);
}

let game: SeatedGame;
let spectator: Client;
let members: Array<{ name: string; client: Client; viewer: Viewer }>;

beforeAll(async () => {
  const url = ctx().server.url;
  game = await startedGame(url);
  const watcher = await signedUp(url);
  await watcher.api.lobby.join.mutate({ gameId: game.gameId, as: 'spectator' });
  spectator = watcher;
  const [p0, p1, p2, p3, p4, p5] = game.players;
  if (!p0 || !p1 || !p2 || !p3 || !p4 || !p5) throw new Error('seats');
  // Day 1: four votes on p2 (majority of 7), one change of mind on the way, one "no elimination".
  const vote = (c: Client, target: string) => c.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [target] });
  expect((await vote(p0, p2.seat)).ok).toBe(true);
  expect((await vote(p1, p0.seat)).ok).toBe(true);
  expect((await vote(p1, p2.seat)).ok).toBe(true);
  expect((await vote(p3, p2.seat)).ok).toBe(true);
  expect((await vote(p4, p2.seat)).ok).toBe(true);
  expect((await vote(p5, 'none')).ok).toBe(true);
  expect((await vote(p2, p0.seat)).ok).toBe(true);
  await advanceTo(game, 'day', 2);
  expect((await vote(p0, p1.seat)).ok).toBe(true);
  members = [
    ...game.players.map((p) => ({ name: `seat ${p.seat}`, client: p as Client, viewer: { kind: 'seat', seat: p.seat } as Viewer })),
    { name: 'spectator', client: spectator, viewer: { kind: 'spectator' } },
    { name: 'host', client: game.host, viewer: { kind: 'host' } },
  ];
}, 120_000);

describe('history.votes', () => {
  it('gives everyone day 1 after it ended, with every ballot and its time, and day 2 live', async () => {
    const p2 = game.players[2]?.seat ?? '';
    for (const member of members) {
      const answer = await member.client.api.history.votes.query({ gameId: game.gameId });
      expect(answer.viewer, member.name).toEqual(member.viewer);
      expect(answer.phases.map((p) => [p.phase.kind, p.phase.number, p.polls.map((poll) => poll.id)]), member.name).toEqual([
        ['day', 1, ['lynch']],
        ['day', 2, ['lynch']],
      ]);
      const day1 = answer.phases[0]?.polls[0];
      expect(day1?.status).toBe('closed');
      expect(day1?.history.filter((h) => h.kind === 'cast')).toHaveLength(7);
      expect(day1?.outcome).toEqual({ kind: 'selected', options: [p2] });
      expect(day1?.tally === null, member.name).toBe(member.viewer.kind !== 'host');
      expect(answer.phases[1]?.polls[0]?.status).toBe('open');
    }
  });

  it('answers exactly the kernel history of the log, made only of views the member had live (no leak)', async () => {
    if (!sandbox) throw new Error('sandbox ruleset not installed');
    const events = await eventLog(game.gameId);
    let state: GameState = emptyState();
    const seen = new Map(members.map((m) => [m.name, new Set<string>()]));
    for (const event of events) {
      state = evolve(state, event);
      if (state.seats.length === 0) continue;
      for (const m of members) for (const poll of viewFor(sandbox.runtime, state, m.viewer).polls) seen.get(m.name)?.add(JSON.stringify(poll));
    }
    for (const m of members) {
      const answer = await m.client.api.history.votes.query({ gameId: game.gameId });
      expect(answer.seq).toBe(state.seq);
      expect(answer.phases, m.name).toEqual(JSON.parse(JSON.stringify(pollHistory(events, m.viewer))));
      for (const poll of answer.phases.flatMap((p) => p.polls)) {
        expect(seen.get(m.name)?.has(JSON.stringify(poll)), `${m.name}: ${poll.id}`).toBe(true);
      }
    }
  });
});
