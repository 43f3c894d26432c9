import type { GameState } from '@mafia/kernel';
import type { GameRecord } from '@mafia/db';
import { TRPCError } from '@trpc/server';
import { accessEventsOf } from './access-events';
import type { ApiContext } from './context';
import { ownView, rulesetOf, type OwnView } from './game-access';
import { viewStream } from './view-stream';

/**
 * How often an open watch stream asks again whether it may still watch (the host may close a
 * public game to members only while visitors watch it).
 */
export const WATCH_RECHECK_MS = 15_000;

/**
 * The live stream of a watcher (issue #21): the same messages as a player's `game.updates`, a whole
 * view then patches (`viewUpdate`), but always of the spectator projection (`ownView` with no
 * member: `viewFor` with `{ kind: 'spectator' }`, the one secret filter), whoever asks. Streams
 * count against the account's limit, or the address's for a visitor without one.
 * `allowed` re-reads whether the caller may still watch; when it says no, the stream ends.
 */
export async function* watchStream(
  ctx: ApiContext,
  game: GameRecord,
  lastEventId: string | null | undefined,
  allowed: () => Promise<boolean>,
  signal: AbortSignal | undefined,
) {
  const { services } = ctx;
  const ruleset = rulesetOf(services, game);
  const streamKey = ctx.session ? ctx.session.accountId : `address:${ctx.ip}`;
  const releaseStream = accessEventsOf(services).openStream(streamKey, services.limits.streamsPerAccount);
  if (!releaseStream) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'too-many-streams' });
  const view = (state: GameState): OwnView => {
    const status = state.result ? 'finished' : state.seats.length > 0 ? 'running' : 'lobby';
    return ownView(ruleset, { ...game, status }, null, state);
  };
  try {
    yield* viewStream({ services, gameId: game.id, lastEventId, signal, view, recheckEveryMs: WATCH_RECHECK_MS, recheck: allowed });
  } finally {
    releaseStream();
  }
}
