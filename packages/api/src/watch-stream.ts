import type { GameState } from '@mafia/kernel';
import type { GameRecord } from '@mafia/db';
import { tracked, TRPCError } from '@trpc/server';
import { accessEventsOf } from './access-events';
import type { ApiContext } from './context';
import { ownView, rulesetOf, type OwnView } from './game-access';
import { viewUpdate } from './view-update';

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
  let latest: GameState | null = null;
  let recheck = false;
  let wake: (() => void) | null = null;
  const unsubscribe = services.rooms.subscribe(game.id, (state) => {
    latest = state;
    wake?.();
  });
  const recheckTimer = setInterval(() => {
    recheck = true;
    wake?.();
  }, WATCH_RECHECK_MS);
  recheckTimer.unref();
  const viewOf = (state: GameState): OwnView => {
    const status = state.result ? 'finished' : state.seats.length > 0 ? 'running' : 'lobby';
    return ownView(ruleset, { ...game, status }, null, state);
  };
  try {
    const parsed = Number(lastEventId ?? Number.NaN);
    let sent = Number.isSafeInteger(parsed) ? parsed : -1;
    let current = await services.rooms.state(game.id);
    let previous: OwnView | null = null;
    if (current.seq > sent) {
      previous = viewOf(current);
      yield tracked(String(current.seq), viewUpdate(null, previous));
      sent = current.seq;
    }
    signal?.addEventListener('abort', () => wake?.(), { once: true });
    while (!signal?.aborted) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        if (recheck || ((latest as GameState | null) !== null && (latest as GameState).seq > sent)) resolve();
      });
      wake = null;
      if (signal?.aborted) break;
      if (recheck) {
        recheck = false;
        if (!(await allowed())) return;
      }
      const state = latest as GameState | null;
      if (state && state.seq > current.seq) current = state;
      if (current.seq <= sent) continue;
      const next = viewOf(current);
      yield tracked(String(current.seq), viewUpdate(previous, next));
      previous = next;
      sent = current.seq;
    }
  } finally {
    releaseStream();
    clearInterval(recheckTimer);
    unsubscribe();
  }
}
