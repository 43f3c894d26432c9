import type { GameState } from '@mafia/kernel';
import { tracked } from '@trpc/server';
import type { ApiServices } from './context';
import type { OwnView } from './game-access';
import { viewUpdate } from './view-update';

export interface ViewStreamOptions {
  services: ApiServices;
  gameId: string;
  /** The last seq the client saw (SSE `lastEventId`): nothing is re-sent unless something happened since. */
  lastEventId: string | null | undefined;
  signal: AbortSignal | undefined;
  /** The caller's view of a state (`first`: the stream's first message). */
  view: (state: GameState, first: boolean) => OwnView;
  /** How often `recheck` runs anyway (a sign-out or a closed game in another process). */
  recheckEveryMs: number;
  /** Other reasons to re-check at once (access events in this process): given `poke`, returns its unsubscribe. */
  pokes?: (poke: () => void) => () => void;
  /** Whether this state calls for a re-check (the caller's seat changed hands). */
  recheckFor?: (state: GameState) => boolean;
  /** Re-reads whether the caller may still have the stream (false ends it) and who the caller now is. */
  recheck: (state: GameState) => Promise<boolean>;
  /** After a re-check without a new seq: whether the view must be sent anyway (the viewer changed). */
  resend?: (previous: OwnView | null, next: OwnView) => boolean;
}

/**
 * The live view stream shared by a player's `game.updates` and a watcher's `watch.updates`: the
 * whole view first, then the changed parts (`viewUpdate`) at each new seq, tracked by the seq so a
 * reconnecting client resumes; the caller is re-checked on a timer, on pokes and when
 * `recheckFor` says so, and the stream ends when `recheck` answers false. The view function is the
 * only place a secret is filtered (`ownView`), so both streams stay as safe as their views.
 */
export async function* viewStream(options: ViewStreamOptions) {
  const { services, gameId, signal, view } = options;
  let latest: GameState | null = null;
  let recheck = false;
  let wake: (() => void) | null = null;
  const poke = () => {
    recheck = true;
    wake?.();
  };
  const unsubscribe = services.rooms.subscribe(gameId, (state) => {
    latest = state;
    wake?.();
  });
  const unpoke = options.pokes?.(poke);
  const recheckTimer = setInterval(poke, options.recheckEveryMs);
  recheckTimer.unref();
  try {
    const parsed = Number(options.lastEventId ?? Number.NaN);
    let sent = Number.isSafeInteger(parsed) ? parsed : -1;
    let current = await services.rooms.state(gameId);
    let previous: OwnView | null = null;
    if (current.seq > sent) {
      previous = view(current, true);
      yield tracked(String(current.seq), viewUpdate(null, previous));
      sent = current.seq;
    }
    // One abort listener for the whole stream (one per wait would pile up on long games).
    signal?.addEventListener('abort', () => wake?.(), { once: true });
    while (!signal?.aborted) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        if (recheck || ((latest as GameState | null) !== null && (latest as GameState).seq > sent)) resolve();
      });
      wake = null;
      if (signal?.aborted) break;
      const state = latest as GameState | null;
      if (state && state.seq > current.seq) current = state;
      let rechecked = false;
      if (recheck || options.recheckFor?.(current)) {
        recheck = false;
        if (!(await options.recheck(current))) return;
        rechecked = true;
      }
      if (current.seq <= sent && !(rechecked && options.resend)) continue;
      const next = view(current, false);
      // Nothing new to send: the same seq, and (after a re-check) the same viewer.
      if (current.seq <= sent && !options.resend?.(previous, next)) continue;
      yield tracked(String(current.seq), viewUpdate(previous, next));
      previous = next;
      sent = Math.max(sent, current.seq);
    }
  } finally {
    clearInterval(recheckTimer);
    unpoke?.();
    unsubscribe();
  }
}
