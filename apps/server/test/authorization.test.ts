import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, codeOf, signedUp, startedGame, useServer, type Client, type SeatedGame } from './helpers';

/**
 * Every procedure against every kind of caller. "allowed" means the procedure ran (it answered, or
 * refused with a game rule's rejection value); otherwise the expected tRPC error code.
 */
type CallerKind = 'anonymous' | 'outsider' | 'player' | 'dead' | 'spectator' | 'host';
const CALLERS: CallerKind[] = ['anonymous', 'outsider', 'player', 'dead', 'spectator', 'host'];
type Expect = 'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN';

const PUBLIC: Record<CallerKind, Expect> = { anonymous: 'allowed', outsider: 'allowed', player: 'allowed', dead: 'allowed', spectator: 'allowed', host: 'allowed' };
const ACCOUNT: Record<CallerKind, Expect> = { ...PUBLIC, anonymous: 'UNAUTHORIZED' };
const MEMBER: Record<CallerKind, Expect> = { ...ACCOUNT, outsider: 'FORBIDDEN' };
const PLAYER: Record<CallerKind, Expect> = { ...MEMBER, spectator: 'FORBIDDEN', host: 'FORBIDDEN' };
const HOST: Record<CallerKind, Expect> = { ...MEMBER, player: 'FORBIDDEN', dead: 'FORBIDDEN', spectator: 'FORBIDDEN' };
const NON_HOST_MEMBER: Record<CallerKind, Expect> = { ...MEMBER, host: 'FORBIDDEN' };

type Call = (c: Client, g: SeatedGame, target: string) => Promise<unknown>;

const MATRIX: Array<[string, Record<CallerKind, Expect>, Call]> = [
  ['auth.me', PUBLIC, (c) => c.api.auth.me.query()],
  ['rulesets.list', PUBLIC, (c) => c.api.rulesets.list.query()],
  ['rulesets.get', PUBLIC, (c) => c.api.rulesets.get.query({ id: 'sandbox' })],
  ['lobby.list', PUBLIC, (c) => c.api.lobby.list.query({})],
  ['lobby.get', PUBLIC, (c, g) => c.api.lobby.get.query({ gameId: g.gameId })],
  ['lobby.create', ACCOUNT, (c) => c.api.lobby.create.mutate({ title: 'm', rulesetId: 'sandbox', setupId: 'classic-7' })],
  ['lobby.join', ACCOUNT, (c) => c.api.lobby.join.mutate({ gameId: lobbyGameId, as: 'spectator' })],
  ['lobby.start', HOST, (c, g) => c.api.lobby.start.mutate({ gameId: g.gameId })],
  ['lobby.leave', NON_HOST_MEMBER, (c, g) => c.api.lobby.leave.mutate({ gameId: g.gameId })],
  ['game.view', MEMBER, (c, g) => c.api.game.view.query({ gameId: g.gameId })],
  ['game.act', PLAYER, (c, g, t) => c.api.game.act.mutate({ gameId: g.gameId, ability: 'protect', targets: [t] })],
  ['game.withdraw', PLAYER, (c, g) => c.api.game.withdraw.mutate({ gameId: g.gameId, ability: 'protect' })],
  ['game.vote', PLAYER, (c, g, t) => c.api.game.vote.mutate({ gameId: g.gameId, poll: 'lynch', targets: [t] })],
  ['game.unvote', PLAYER, (c, g) => c.api.game.unvote.mutate({ gameId: g.gameId, poll: 'lynch' })],
  ['game.post', PLAYER, (c, g) => c.api.game.post.mutate({ gameId: g.gameId, channel: 'thread', body: 'hi' })],
  ['game.editPost', PLAYER, (c, g) => c.api.game.editPost.mutate({ gameId: g.gameId, postId: 'nope', body: 'x' })],
  ['game.writeWill', PLAYER, (c, g) => c.api.game.writeWill.mutate({ gameId: g.gameId, text: 'matrix will' })],
  ['notes.get', MEMBER, (c, g) => c.api.notes.get.query({ gameId: g.gameId })],
  ['notes.save', MEMBER, (c, g) => c.api.notes.save.mutate({ gameId: g.gameId, text: 'matrix note' })],
  ['game.updates', MEMBER, (c, g) => firstUpdate(c, g.gameId)],
  ['history.votes', MEMBER, (c, g) => c.api.history.votes.query({ gameId: g.gameId })],
  ['host.view', HOST, (c, g) => c.api.host.view.query({ gameId: g.gameId })],
  ['host.export', HOST, (c, g) => c.api.host.export.query({ gameId: g.gameId, kind: 'players' })],
  ['host.publish', HOST, (c, g) => c.api.host.publish.mutate({ gameId: g.gameId })],
  ['host.resolveAgain', HOST, (c, g) => c.api.host.resolveAgain.mutate({ gameId: g.gameId })],
  ['host.correctAction', HOST, (c, g, t) => c.api.host.correctAction.mutate({ gameId: g.gameId, seat: 'nobody', ability: 'protect', targets: [t] })],
  ['host.withdrawAction', HOST, (c, g) => c.api.host.withdrawAction.mutate({ gameId: g.gameId, seat: 'nobody', ability: 'protect' })],
  ['host.setDeadline', HOST, (c, g) => c.api.host.setDeadline.mutate({ gameId: g.gameId, deadline: Date.now() + 3_600_000 })],
  ['host.extendDeadline', HOST, (c, g) => c.api.host.extendDeadline.mutate({ gameId: g.gameId, byMs: 1000 })],
  ['host.modkill', HOST, (c, g) => c.api.host.modkill.mutate({ gameId: g.gameId, seat: 'nobody', reason: 'x' })],
  ['host.editWill', HOST, (c, g, t) => c.api.host.editWill.mutate({ gameId: g.gameId, seat: t, text: 'edited by the host' })],
  ['host.replace', HOST, (c, g) => c.api.host.replace.mutate({ gameId: g.gameId, seat: 's1', username: 'nobody_here' })],
  ['host.post', HOST, (c, g) => c.api.host.post.mutate({ gameId: g.gameId, channel: 'thread', body: 'host says' })],
  ['host.addCoHost', HOST, (c, g) => c.api.host.addCoHost.mutate({ gameId: g.gameId, username: 'nobody_here' })],
  // Issue #21: a game the host did not open is watched by its members only; only a host opens it.
  ['watch.view', MEMBER, (c, g) => c.api.watch.view.query({ gameId: g.gameId })],
  ['watch.setPublicSpectators', HOST, (c, g) => c.api.watch.setPublicSpectators.mutate({ gameId: g.gameId, watchers: 'members' })],
  ['watch.ending', MEMBER, (c, g) => c.api.watch.ending.query({ gameId: g.gameId })],
  ['watch.publishTraces', HOST, (c, g) => c.api.watch.publishTraces.mutate({ gameId: g.gameId })],
  ['profile.get', PUBLIC, (c, g) => c.api.profile.get.query({ username: g.host.username })],
  ['host.closeStep', HOST, (c, g) => c.api.host.closeStep.mutate({ gameId: g.gameId })],
];

function firstUpdate(c: Client, gameId: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sub = c.api.game.updates.subscribe(
      { gameId },
      {
        onData: (data) => {
          sub.unsubscribe();
          resolve(data);
        },
        onError: (error) => {
          sub.unsubscribe();
          reject(error instanceof TRPCClientError ? error : new Error(String(error)));
        },
      },
    );
  });
}

const ctx = useServer();
let game: SeatedGame;
const callers = {} as Record<CallerKind, Client>;
let target = '';
let lobbyGameId = '';

beforeAll(async () => {
  const url = ctx().server.url;
  game = await startedGame(url);
  const other = await startedGame(url);
  const [alive, dead] = game.players;
  if (!alive || !dead || !other.players[0]) throw new Error('seats');
  target = alive.seat;
  lobbyGameId = (await other.host.api.lobby.create.mutate({ title: 'open', rulesetId: 'sandbox', setupId: 'classic-7' })).gameId;
  await game.host.api.host.modkill.mutate({ gameId: game.gameId, seat: dead.seat, reason: 'matrix' });
  const spectator = await signedUp(url);
  await spectator.api.lobby.join.mutate({ gameId: game.gameId, as: 'spectator' });
  Object.assign(callers, { anonymous: client(url), outsider: other.players[0], player: alive, dead, spectator, host: game.host });
});

describe('Authorization matrix', () => {
  for (const [name, expected, call] of MATRIX) {
    it.each(CALLERS)(`${name} as %s`, async (kind) => {
      const code = await codeOf(call(callers[kind], game, target));
      if (expected[kind] === 'allowed') expect(code === 'OK' || code.startsWith('REJECTED:')).toBe(true);
      else expect(code).toBe(expected[kind]);
    });
  }

  it('a dead player is refused by the rules, not by the door', async () => {
    expect(await codeOf(callers.dead.api.game.vote.mutate({ gameId: game.gameId, poll: 'lynch', targets: [target] }))).toMatch(/^REJECTED:/);
  });
});
